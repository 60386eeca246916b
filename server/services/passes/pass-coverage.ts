// Which classes a pass covers, said once for every query that asks: an event of the school whose
// title is the pass's series name (any case, spaces at the ends aside), booked on its
// configuration's first ticket type.
import { sql, type Expression } from 'kysely';

type Text = string | Expression<string>;

const folded = (text: Text) =>
  typeof text === 'string' ? sql`lower(${text.trim()})` : sql`lower(trim(${text}))`;

/** The class's title and the pass's series name are the same series. */
export const sameSeries = (title: Text, covers: Text) =>
  sql<boolean>`${folded(title)} = ${folded(covers)}`;

/** The position of the ticket type a pass books in configuration `c`: its first. */
export const firstTypePosition = sql<number>`(SELECT min(position) FROM ticket_types WHERE configuration_id = c.id)`;
