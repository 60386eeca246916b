// A buyer's changes to a ticket after the sale: passing it on to someone else (a transfer), and
// cancelling it within the school's refund policy or asking the school for a refund. Each event's
// settings say whether transfers are allowed and until how many hours before the start, and hold
// the refund policy as rules (refund_rules: [{hoursBefore, percent}], null: no refund without
// asking). Every change is a ticket_changes row, unique per order by the buyer's client key, so a
// retry gives one change; a ticket carries the ticket it was transferred from.
export const statements = [
  `ALTER TABLE ticket_configurations ADD COLUMN transfers_allowed boolean NOT NULL DEFAULT true`,
  `ALTER TABLE ticket_configurations ADD COLUMN transfer_cutoff_hours integer NOT NULL DEFAULT 0
    CHECK (transfer_cutoff_hours >= 0 AND transfer_cutoff_hours <= 8760)`,
  `ALTER TABLE ticket_configurations ADD COLUMN refund_rules jsonb`,
  `ALTER TABLE tickets ADD COLUMN transferred_from uuid REFERENCES tickets(id) ON DELETE SET NULL`,
  `CREATE TABLE ticket_changes (
    id uuid PRIMARY KEY,
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    kind text NOT NULL CHECK (kind IN ('transfer', 'cancel', 'refund_request')),
    client_key text NOT NULL,
    fingerprint text NOT NULL,
    new_ticket_id uuid REFERENCES tickets(id) ON DELETE SET NULL,
    to_name text,
    to_email text,
    refund_cents integer NOT NULL DEFAULT 0 CHECK (refund_cents >= 0),
    message text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX ticket_changes_client_key ON ticket_changes (order_id, client_key)`,
  `CREATE UNIQUE INDEX ticket_changes_one_request ON ticket_changes (ticket_id)
    WHERE kind = 'refund_request'`,
  `CREATE INDEX ticket_changes_order_idx ON ticket_changes (order_id)`,
];
