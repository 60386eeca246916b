// Class passes cover courses by id, not by title: a pass names the series it covers
// (class_pass_courses), and a configuration belongs to a series — its own id, or for a copy made
// by Duplicate event the series of the event it was copied from (ticket_configurations.series_id),
// so next week's class stays covered and renaming a class changes nothing. Passes that named their
// classes by title cover, from here on, every configuration whose event had that title (any case,
// spaces at the ends aside), so nothing covered stops being covered. A booking names the session
// it took a place in, and a ticket may admit to one session only (a course's class booked with a
// pass), null being every session its type admits to.
export const statements = [
  `ALTER TABLE ticket_configurations ADD COLUMN series_id uuid`,
  `CREATE INDEX ticket_configurations_series_idx
    ON ticket_configurations ((coalesce(series_id, id)))`,
  `CREATE TABLE class_pass_courses (
    pass_id uuid NOT NULL REFERENCES class_passes(id) ON DELETE CASCADE,
    series_id uuid NOT NULL,
    PRIMARY KEY (pass_id, series_id)
  )`,
  `CREATE INDEX class_pass_courses_series_idx ON class_pass_courses (series_id)`,
  `INSERT INTO class_pass_courses (pass_id, series_id)
    SELECT DISTINCT p.id, c.id
    FROM class_passes p
    JOIN ticket_configurations c ON c.organisation_id = p.organisation_id
    LEFT JOIN events e ON e.id = c.event_id
    WHERE lower(trim(coalesce(e.title, c.event_details->>'title', ''))) = lower(trim(p.covers))`,
  `DROP INDEX class_passes_organisation_idx`,
  `ALTER TABLE class_passes DROP COLUMN covers`,
  `CREATE INDEX class_passes_organisation_idx ON class_passes (organisation_id)`,
  `ALTER TABLE tickets ADD COLUMN session_id uuid REFERENCES event_sessions(id) ON DELETE SET NULL`,
  `ALTER TABLE pass_bookings ADD COLUMN session_id uuid REFERENCES event_sessions(id) ON DELETE SET NULL`,
  `UPDATE pass_bookings b SET session_id = (
    SELECT s.id FROM event_sessions s JOIN ticket_configurations c ON c.id = s.configuration_id
    WHERE c.event_id = b.event_id ORDER BY s.position LIMIT 1)`,
  `DROP INDEX pass_bookings_once`,
  // A pass books a class once.
  `CREATE UNIQUE INDEX pass_bookings_once ON pass_bookings (pass_order_id, session_id)
    WHERE status = 'booked'`,
];
