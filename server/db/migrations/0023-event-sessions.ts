// Sessions of an event (a festival's workshops and parties, a course's weekly classes) and which
// sessions each ticket type admits to. A session with a capacity counts the places taken in it by
// every type that admits to it (sold + held ≤ capacity, checked by the database, like a type's
// quantity). Every existing configuration becomes an event of one session made from its event
// details, admitting every type, with the seats its types have sold and hold.
export const statements = [
  `CREATE TABLE event_sessions (
    id uuid PRIMARY KEY,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    position integer NOT NULL,
    name text NOT NULL DEFAULT '',
    starts_at timestamptz,
    ends_at timestamptz,
    room text NOT NULL DEFAULT '',
    level text NOT NULL DEFAULT '',
    teachers text NOT NULL DEFAULT '',
    capacity integer CHECK (capacity IS NULL OR capacity >= 1),
    sold integer NOT NULL DEFAULT 0,
    held integer NOT NULL DEFAULT 0,
    roles jsonb,
    CONSTRAINT event_sessions_counts_positive CHECK (sold >= 0 AND held >= 0),
    CONSTRAINT event_sessions_not_oversold CHECK (capacity IS NULL OR sold + held <= capacity)
  )`,
  `CREATE INDEX event_sessions_configuration_idx ON event_sessions (configuration_id, position)`,
  `CREATE TABLE ticket_type_sessions (
    ticket_type_id uuid NOT NULL REFERENCES ticket_types(id) ON DELETE CASCADE,
    session_id uuid NOT NULL REFERENCES event_sessions(id) ON DELETE CASCADE,
    PRIMARY KEY (ticket_type_id, session_id)
  )`,
  `CREATE INDEX ticket_type_sessions_session_idx ON ticket_type_sessions (session_id)`,
  `INSERT INTO event_sessions (id, configuration_id, position, name, starts_at, ends_at, sold, held)
    SELECT gen_random_uuid(), c.id, 0, coalesce(c.event_details->>'title', ''),
      NULLIF(c.event_details->>'startDateTime', '')::timestamptz,
      NULLIF(c.event_details->>'endDateTime', '')::timestamptz,
      coalesce((SELECT sum(t.sold) FROM ticket_types t WHERE t.configuration_id = c.id), 0),
      coalesce((SELECT sum(t.held) FROM ticket_types t WHERE t.configuration_id = c.id), 0)
    FROM ticket_configurations c`,
  `INSERT INTO ticket_type_sessions (ticket_type_id, session_id)
    SELECT t.id, s.id FROM ticket_types t JOIN event_sessions s ON s.configuration_id = t.configuration_id`,
];
