// Class passes: a school sells N classes valid for some weeks from purchase, covering a recurring
// series (its classes share a title). A dancer's pass holds its credits (never below zero, never
// above what was bought — checked by the database); booking a class uses one and issues a normal
// ticket, cancelling before the class's cutoff gives it back.
export const statements = [
  `CREATE TABLE class_passes (
    id uuid PRIMARY KEY,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    name text NOT NULL,
    classes integer NOT NULL CHECK (classes BETWEEN 1 AND 100),
    validity_weeks integer NOT NULL CHECK (validity_weeks BETWEEN 1 AND 104),
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    currency text NOT NULL,
    covers text NOT NULL,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX class_passes_organisation_idx ON class_passes (organisation_id, lower(covers))`,
  `CREATE TABLE pass_orders (
    id uuid PRIMARY KEY,
    pass_id uuid NOT NULL REFERENCES class_passes(id) ON DELETE RESTRICT,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    email text NOT NULL,
    idempotency_key text NOT NULL,
    status text NOT NULL CHECK (status IN ('pending', 'paid', 'refunded')),
    classes_total integer NOT NULL,
    classes_used integer NOT NULL DEFAULT 0,
    price_cents integer NOT NULL,
    currency text NOT NULL,
    checkout_session_id text UNIQUE,
    checkout_url text,
    payment_intent text,
    refunded_cents integer NOT NULL DEFAULT 0,
    valid_until timestamptz,
    paid_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT pass_orders_credits CHECK (classes_used >= 0 AND classes_used <= classes_total)
  )`,
  `CREATE UNIQUE INDEX pass_orders_idempotency_key ON pass_orders (account_id, idempotency_key)`,
  `CREATE TABLE pass_bookings (
    id uuid PRIMARY KEY,
    pass_order_id uuid NOT NULL REFERENCES pass_orders(id) ON DELETE CASCADE,
    ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    event_id uuid REFERENCES events(id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // A pass books a class once.
  `CREATE UNIQUE INDEX pass_bookings_once ON pass_bookings (pass_order_id, event_id)
    WHERE status = 'booked'`,
];
