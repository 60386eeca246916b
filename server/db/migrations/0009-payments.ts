// Real payments (Stripe Checkout + Connect): seats held while a buyer pays (counted against the
// type's quantity with what is sold), the holds themselves, orders' payment and refund state,
// void tickets, the Stripe events already handled, and each school's connected account; and the
// e-mail confirmation of accounts that buyers now make on the web.
export const statements = [
  `ALTER TABLE ticket_types ADD COLUMN held integer NOT NULL DEFAULT 0`,
  `ALTER TABLE ticket_types DROP CONSTRAINT ticket_types_not_oversold`,
  `ALTER TABLE ticket_types ADD CONSTRAINT ticket_types_not_oversold
    CHECK (sold >= 0 AND held >= 0 AND sold + held <= quantity)`,
  `CREATE TABLE reservations (
    id uuid PRIMARY KEY,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    buyer_email text NOT NULL,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE RESTRICT,
    event_id uuid REFERENCES events(id) ON DELETE SET NULL,
    idempotency_key text NOT NULL,
    selection text NOT NULL,
    status text NOT NULL CHECK (status IN ('held', 'paid', 'released', 'refunded')),
    total_cents integer NOT NULL CHECK (total_cents >= 0),
    fee_cents integer NOT NULL DEFAULT 0,
    currency text NOT NULL,
    connected_account text,
    checkout_session_id text UNIQUE,
    checkout_url text,
    payment_intent text,
    from_app boolean NOT NULL DEFAULT false,
    expires_at timestamptz NOT NULL,
    order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX reservations_idempotency_key ON reservations (account_id, idempotency_key)`,
  `CREATE INDEX reservations_held_expiry_idx ON reservations (expires_at) WHERE status = 'held'`,
  `CREATE TABLE reservation_lines (
    reservation_id uuid NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
    ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE RESTRICT,
    quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
    unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
    PRIMARY KEY (reservation_id, ticket_type_id)
  )`,
  `ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'paid'
    CHECK (status IN ('paid', 'partially_refunded', 'refunded'))`,
  `ALTER TABLE orders ADD COLUMN fee_cents integer NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD COLUMN disputed boolean NOT NULL DEFAULT false`,
  `ALTER TABLE orders ADD COLUMN payment_intent text`,
  `CREATE UNIQUE INDEX orders_payment_intent ON orders (payment_intent) WHERE payment_intent IS NOT NULL`,
  `ALTER TABLE tickets ADD COLUMN voided_at timestamptz`,
  `CREATE TABLE stripe_events (
    id text PRIMARY KEY,
    type text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
  )`,
  `ALTER TABLE organisations ADD COLUMN stripe_account_id text UNIQUE`,
  `ALTER TABLE organisations ADD COLUMN stripe_charges_enabled boolean NOT NULL DEFAULT false`,
  `ALTER TABLE organisations ADD COLUMN stripe_payouts_enabled boolean NOT NULL DEFAULT false`,
  `ALTER TABLE organisations ADD COLUMN stripe_details_submitted boolean NOT NULL DEFAULT false`,
  `ALTER TABLE organisations ADD COLUMN stripe_requirements_due jsonb NOT NULL DEFAULT '[]'`,
  // Accounts made on the web confirm their e-mail address by a link (single use, 7 days).
  `ALTER TABLE accounts ADD COLUMN email_verified_at timestamptz`,
  `CREATE TABLE email_verification_tokens (
    token_hash text PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  )`,
];
