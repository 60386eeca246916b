// Attendee questions: what a school asks each ticket's holder (text, one or several choices, a
// checkbox), per event and optionally per ticket type. A hold keeps the buyer's holders and
// answers until it is paid (reservations.attendees, one entry per ticket); each ticket issued
// carries its own answers (tickets.answers, by question id), which the buyer may change until the
// event starts. A question with answers is taken off (removed_at) rather than deleted.
export const statements = [
  `CREATE TABLE event_questions (
    id uuid PRIMARY KEY,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('text', 'single', 'multiple', 'checkbox')),
    label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
    options jsonb NOT NULL DEFAULT '[]'::jsonb,
    required boolean NOT NULL DEFAULT false,
    ticket_type_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
    position integer NOT NULL DEFAULT 0,
    removed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX event_questions_configuration_idx ON event_questions (configuration_id, position)`,
  `ALTER TABLE reservations ADD COLUMN attendees jsonb`,
  `ALTER TABLE tickets ADD COLUMN answers jsonb`,
];
