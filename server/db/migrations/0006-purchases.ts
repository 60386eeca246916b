// Orders, issued tickets, check-ins and the mobile app's checkout sessions. Seats are counted on
// the ticket type (sold ≤ quantity, checked by the database); each ticket is checked in at most
// once (its check-in is keyed by the ticket).
export const statements = [
  `ALTER TABLE ticket_types ADD COLUMN sold integer NOT NULL DEFAULT 0`,
  `ALTER TABLE ticket_types ADD CONSTRAINT ticket_types_not_oversold
    CHECK (sold >= 0 AND sold <= quantity)`,
  `CREATE TABLE orders (
    id uuid PRIMARY KEY,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE RESTRICT,
    event_id uuid REFERENCES events(id) ON DELETE SET NULL,
    idempotency_key text NOT NULL,
    buyer_email text NOT NULL,
    total_cents integer NOT NULL CHECK (total_cents >= 0),
    currency text NOT NULL,
    payment_provider text NOT NULL,
    payment_method text NOT NULL,
    payment_reference text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // A retried purchase (same buyer, same key) finds its order instead of buying again.
  `CREATE UNIQUE INDEX orders_idempotency_key ON orders (account_id, idempotency_key)`,
  `CREATE INDEX orders_configuration_idx ON orders (configuration_id)`,
  `CREATE TABLE order_lines (
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE RESTRICT,
    quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
    unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
    PRIMARY KEY (order_id, ticket_type_id)
  )`,
  `CREATE TABLE tickets (
    id uuid PRIMARY KEY,
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE RESTRICT,
    event_id uuid REFERENCES events(id) ON DELETE SET NULL,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    code text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX tickets_account_event_idx ON tickets (account_id, event_id)`,
  `CREATE INDEX tickets_event_idx ON tickets (event_id)`,
  `CREATE TABLE check_ins (
    ticket_id uuid PRIMARY KEY REFERENCES tickets(id) ON DELETE CASCADE,
    checked_in_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE checkout_sessions (
    id text PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
];
