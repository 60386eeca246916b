// Waitlists of a role-based ticket type's roles: a dancer waits (no payment) while their role is
// blocked by the balance; when the other role catches up the first in line is offered the place
// as a hold of its own (services/waitlist/waitlist-offers.ts), paid through Stripe Checkout.
export const statements = [
  `CREATE TABLE waitlist_entries (
    id uuid PRIMARY KEY,
    ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('lead', 'follow')),
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    email text NOT NULL,
    status text NOT NULL DEFAULT 'waiting'
      CHECK (status IN ('waiting', 'offered', 'accepted', 'expired', 'left', 'skipped')),
    reservation_id uuid REFERENCES reservations(id) ON DELETE SET NULL,
    offered_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // One place in line per dancer and type at a time.
  `CREATE UNIQUE INDEX waitlist_entries_active ON waitlist_entries (ticket_type_id, account_id)
    WHERE status IN ('waiting', 'offered')`,
  `CREATE INDEX waitlist_entries_queue ON waitlist_entries (ticket_type_id, role, created_at)
    WHERE status = 'waiting'`,
  `CREATE INDEX waitlist_entries_reservation ON waitlist_entries (reservation_id)
    WHERE reservation_id IS NOT NULL`,
];
