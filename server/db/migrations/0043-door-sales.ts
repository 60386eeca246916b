// Sales at the door: a walk-in's order (payment_provider 'door', payment_method cash, card-outside
// or comp) written with its tickets already admitted. Each sale is a door_sales row, unique per
// event by the device's client key, so a sale a scanner queued offline and sent twice sells once;
// the fingerprint tells a retry from another sale under the same key. Who sold it: the account, or
// the door link whose helper worked the device. The sale's row is written first in its transaction
// (its key is the lock a second copy waits on), before its order: the order's reference is checked
// at commit.
export const statements = [
  `CREATE TABLE door_sales (
    id uuid PRIMARY KEY,
    event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    client_key text NOT NULL,
    fingerprint text NOT NULL,
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    method text NOT NULL CHECK (method IN ('cash', 'card-outside', 'comp')),
    device_name text NOT NULL,
    door_link_id uuid REFERENCES door_links(id) ON DELETE SET NULL,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    sold_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX door_sales_client_key ON door_sales (event_id, client_key)`,
  `CREATE INDEX door_sales_order_idx ON door_sales (order_id)`,
];
