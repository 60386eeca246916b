// At the door: who admitted a ticket, and every check-in and undo an organiser made, with who and
// when (the audit trail of manual changes).
export const statements = [
  `ALTER TABLE check_ins ADD COLUMN checked_in_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL`,
  `CREATE TABLE check_in_log (
    id bigserial PRIMARY KEY,
    ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    action text NOT NULL CHECK (action IN ('check_in', 'undo')),
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX check_in_log_ticket_idx ON check_in_log (ticket_id, at)`,
];
