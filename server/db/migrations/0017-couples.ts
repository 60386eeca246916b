// Couples: a buyer's partner holds one of the order's tickets in their own name. The hold keeps the
// partner until it is paid; the ticket keeps their name and e-mail, and moves to their account
// once an account with that address is confirmed (services/purchases/partner-tickets.ts).
export const statements = [
  `ALTER TABLE reservations ADD COLUMN partner jsonb`,
  `ALTER TABLE tickets ADD COLUMN holder_name text`,
  `ALTER TABLE tickets ADD COLUMN holder_email text`,
  `CREATE INDEX tickets_holder_email_idx ON tickets (holder_email) WHERE holder_email IS NOT NULL`,
];
