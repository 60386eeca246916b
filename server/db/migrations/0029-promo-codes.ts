// Promo codes and access codes of a ticket configuration (one per event), hidden ticket types that
// only an access code unlocks, and the code an order or a checkout's hold was priced with. A code's
// uses are a counter the database keeps within its limit (promo_codes_within_uses), and so are
// each buyer's (promo_code_buyers_within_uses): the statement that takes the seats counts the use,
// so a rush can never pass a limit. A code is stored in upper case: codes compare without case.
export const statements = [
  `ALTER TABLE ticket_types ADD COLUMN hidden boolean NOT NULL DEFAULT false`,
  `CREATE TABLE promo_codes (
    id uuid PRIMARY KEY,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    code text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('promo', 'access')),
    percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
    amount_off_cents integer CHECK (amount_off_cents > 0),
    ticket_type_ids uuid[],
    unlocks uuid[] NOT NULL DEFAULT '{}',
    max_uses integer CHECK (max_uses >= 1),
    max_uses_per_buyer integer CHECK (max_uses_per_buyer >= 1),
    valid_from timestamptz,
    valid_until timestamptz,
    min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
    uses integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT promo_codes_within_uses CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses))
  )`,
  `CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (configuration_id, code)`,
  `CREATE TABLE promo_code_buyers (
    code_id uuid NOT NULL REFERENCES promo_codes(id) ON DELETE CASCADE,
    email text NOT NULL,
    uses integer NOT NULL,
    max_uses integer,
    PRIMARY KEY (code_id, email),
    CONSTRAINT promo_code_buyers_within_uses CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses))
  )`,
  `ALTER TABLE orders ADD COLUMN code_id uuid REFERENCES promo_codes(id) ON DELETE SET NULL`,
  `ALTER TABLE orders ADD COLUMN code text`,
  `ALTER TABLE orders ADD COLUMN discount_cents integer NOT NULL DEFAULT 0`,
  `CREATE INDEX orders_code_idx ON orders (code_id) WHERE code_id IS NOT NULL`,
  `ALTER TABLE reservations ADD COLUMN code_id uuid REFERENCES promo_codes(id) ON DELETE SET NULL`,
  `ALTER TABLE reservations ADD COLUMN code text`,
  `ALTER TABLE reservations ADD COLUMN discount_cents integer NOT NULL DEFAULT 0`,
];
