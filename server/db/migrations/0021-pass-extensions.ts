// Extending a sold class pass is idempotent by the organiser's click: each extension is recorded
// under the key the web sends with it, so the same click sent five times adds its weeks once.
export const statements = [
  `CREATE TABLE pass_extensions (
    pass_order_id uuid NOT NULL REFERENCES pass_orders(id) ON DELETE CASCADE,
    client_key text NOT NULL,
    weeks integer NOT NULL CHECK (weeks BETWEEN 1 AND 52),
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (pass_order_id, client_key)
  )`,
];
