// Which classes a pass covers, said once for every query that asks: the sessions of the school's
// published configurations whose series the pass names (class_pass_courses). A configuration's
// series is its own id, or for a copy made by Duplicate event the series it was copied from, so a
// weekly class stays covered week after week and a renamed class keeps its coverage. A class is
// booked on the first ticket type (by position) that admits to its session.
import { sql, type Expression } from 'kysely';

/** The series of configuration `alias` (its own id unless it was duplicated from another). */
export const seriesOf = (alias: string) =>
  sql<string>`coalesce(${sql.ref(`${alias}.series_id`)}, ${sql.ref(`${alias}.id`)})`;

/** Pass `passId` covers configuration `alias`. */
export const passCovers = (passId: string | Expression<string>, alias: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM class_pass_courses pc
    WHERE pc.pass_id = ${passId} AND pc.series_id = ${seriesOf(alias)})`;

/** The first ticket type (by position) admitting to session `alias`: the one a pass books. */
export const bookedTypeOf = (alias: string) =>
  sql<string>`(SELECT bt.id FROM ticket_types bt
    JOIN ticket_type_sessions bts ON bts.ticket_type_id = bt.id
    WHERE bts.session_id = ${sql.ref(`${alias}.id`)} ORDER BY bt.position LIMIT 1)`;

/** A class's name: a course's session by its own name, an event of one session by its title. */
export const classTitle = (sessionAlias: string, eventTitle: Expression<string>) =>
  sql<string>`CASE WHEN (SELECT count(*) FROM event_sessions cs
      WHERE cs.configuration_id = ${sql.ref(`${sessionAlias}.configuration_id`)}) > 1
      AND ${sql.ref(`${sessionAlias}.name`)} <> ''
    THEN ${sql.ref(`${sessionAlias}.name`)} ELSE ${eventTitle} END`;
