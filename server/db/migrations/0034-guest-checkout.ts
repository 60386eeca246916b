// Guest checkout: an order (and its hold) bought with an e-mail and a name, without an account.
// `guest_name` marks it; a guest's transaction id is unique per e-mail address, as an account's is
// per account, so a retry of the same checkout finds the same hold or order.
export const statements = [
  `ALTER TABLE reservations ADD COLUMN guest_name text`,
  `ALTER TABLE orders ADD COLUMN guest_name text`,
  `CREATE UNIQUE INDEX reservations_guest_key ON reservations (buyer_email, idempotency_key)
    WHERE guest_name IS NOT NULL`,
  `CREATE UNIQUE INDEX orders_guest_key ON orders (buyer_email, idempotency_key)
    WHERE guest_name IS NOT NULL`,
];
