// Cancelling or postponing a whole event, and waitlists for any sold-out ticket type. An
// event_changes row is the school's one action (unique per configuration by the client's key);
// its job works through the event's orders in slices, and each order it has handled is an
// event_change_orders row written in the same transaction as that order's refund claim or its
// e-mails — so a retry, a killed process or two processes never refund or write to an order twice.
// The configuration keeps the event's state (scheduled, cancelled, postponed) and, after a
// postponement, until when ticket holders may take a full refund. A waitlist entry's role is null
// for a ticket type without partner roles (one line per type).
export const statements = [
  `CREATE TABLE event_changes (
    id uuid PRIMARY KEY,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('cancel', 'postpone')),
    client_key text NOT NULL,
    fingerprint text NOT NULL,
    note text NOT NULL DEFAULT '',
    old_starts_at timestamptz NOT NULL,
    new_starts_at timestamptz,
    new_ends_at timestamptz,
    refund_until timestamptz,
    status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
    orders_total integer NOT NULL DEFAULT 0,
    tickets_total integer NOT NULL DEFAULT 0,
    requested_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`,
  `CREATE UNIQUE INDEX event_changes_client_key ON event_changes (configuration_id, client_key)`,
  `CREATE INDEX event_changes_configuration_idx ON event_changes (configuration_id, created_at)`,
  `CREATE TABLE event_change_orders (
    change_id uuid NOT NULL REFERENCES event_changes(id) ON DELETE CASCADE,
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    claim jsonb,
    tickets integer NOT NULL DEFAULT 0,
    refunded_cents integer NOT NULL DEFAULT 0,
    done_at timestamptz,
    PRIMARY KEY (change_id, order_id)
  )`,
  `ALTER TABLE ticket_configurations ADD COLUMN event_state text NOT NULL DEFAULT 'scheduled'
    CHECK (event_state IN ('scheduled', 'cancelled', 'postponed'))`,
  `ALTER TABLE ticket_configurations ADD COLUMN refund_until timestamptz`,
  `ALTER TABLE waitlist_entries ALTER COLUMN role DROP NOT NULL`,
];
