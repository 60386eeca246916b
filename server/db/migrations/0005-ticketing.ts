// Organisation settings and ticket configurations: drafts and published tickets for an event, with
// their ticket types (prices in integer cents). One configuration, so one organisation, per event.
export const statements = [
  `ALTER TABLE organisations ADD COLUMN location_description text NOT NULL DEFAULT ''`,
  `ALTER TABLE organisations ADD COLUMN latitude double precision`,
  `ALTER TABLE organisations ADD COLUMN longitude double precision`,
  `ALTER TABLE organisations ADD COLUMN ticketing_defaults jsonb`,
  `ALTER TABLE organisations ADD COLUMN organisation_info jsonb NOT NULL DEFAULT '{}'`,
  `CREATE TABLE ticket_configurations (
    id uuid PRIMARY KEY,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    event_id uuid REFERENCES events(id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
    current_step integer NOT NULL DEFAULT 1 CHECK (current_step BETWEEN 1 AND 3),
    event_details jsonb NOT NULL,
    sales_starts_at timestamptz,
    sales_ends_at timestamptz,
    refund_policy text NOT NULL DEFAULT '',
    payment_methods text[] NOT NULL DEFAULT '{}',
    terms_and_conditions text NOT NULL DEFAULT '',
    client_key text,
    created_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    published_at timestamptz,
    CONSTRAINT ticket_configurations_published_has_event
      CHECK (status = 'draft' OR event_id IS NOT NULL)
  )`,
  // Only one organisation may hold tickets for an event (spec §6): one configuration per event.
  `CREATE UNIQUE INDEX ticket_configurations_event_key ON ticket_configurations (event_id)
    WHERE event_id IS NOT NULL`,
  `CREATE UNIQUE INDEX ticket_configurations_client_key ON ticket_configurations
    (organisation_id, client_key) WHERE client_key IS NOT NULL`,
  `CREATE INDEX ticket_configurations_organisation_idx ON ticket_configurations
    (organisation_id, status, updated_at)`,
  `CREATE TABLE ticket_types (
    id uuid PRIMARY KEY,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    position integer NOT NULL,
    name text NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '',
    restrictions text NOT NULL DEFAULT '',
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    currency text NOT NULL DEFAULT 'AUD' CHECK (currency IN ('AUD', 'USD', 'EUR', 'GBP', 'CAD')),
    quantity integer NOT NULL CHECK (quantity >= 1)
  )`,
  `CREATE INDEX ticket_types_configuration_idx ON ticket_types (configuration_id, position)`,
];
