// Admissions to an event's sessions (a festival's workshops and parties): one per ticket and
// session, kept apart from check_ins, which stays the ticket's first arrival at the event (what
// the attendee list, My Tickets and Sales show). A door scan names the session it was made for,
// so a batch sent again answers as it did.
export const statements = [
  `CREATE TABLE session_admissions (
    ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    session_id uuid NOT NULL REFERENCES event_sessions(id) ON DELETE CASCADE,
    admitted_at timestamptz NOT NULL,
    device_name text,
    scan_id uuid,
    PRIMARY KEY (ticket_id, session_id)
  )`,
  `CREATE INDEX session_admissions_session_idx ON session_admissions (session_id)`,
  `ALTER TABLE door_scans ADD COLUMN session_id uuid`,
];
