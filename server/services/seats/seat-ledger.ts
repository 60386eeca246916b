// The seat ledger: the one place that takes and gives back places. Every sale, hold, refund,
// class-pass booking and waitlist offer moves seats through these statements: they lock the
// ticket types in id order and then the sessions those types admit to in id order
// (db/lock-order.ts), and move the counters on both. The database refuses a type sold past its
// quantity (ticket_types_not_oversold) or a capped session past its capacity
// (event_sessions_not_oversold), which aborts the whole statement — so a purchase written as one
// statement stays one oversell-proof statement.
import { sql, type RawBuilder } from 'kysely';
import { sessionFullMessage } from '../../../src/contract/sessions';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isCheckViolation } from '../../lib/database-errors';

/**
 * A line of places: `quantity` of a type (in a role, which the balance counts). With `sessionId`
 * the places are in that one of the type's sessions only (a course's class booked with a pass):
 * the type's own count moves, and that session's, not the type's other sessions'.
 */
export interface SeatLine {
  typeId: string;
  role?: RoleKey;
  quantity: number;
  sessionId?: string | null;
}

/**
 * hold: taken while a buyer pays; sell: taken for good; holdToSold: a paid hold; releaseHeld: a
 * hold given back; releaseSold: a refund or a cancelled booking.
 */
export type SeatMove = 'hold' | 'sell' | 'holdToSold' | 'releaseHeld' | 'releaseSold';

export const TYPE_OVERSOLD = 'ticket_types_not_oversold';
export const SESSION_OVERSOLD = 'event_sessions_not_oversold';

/** The database refused the places: a type or a session has no room left. */
export const isSeatViolation = (error: unknown) =>
  isCheckViolation(error, TYPE_OVERSOLD) || isCheckViolation(error, SESSION_OVERSOLD);

const counterChanges: Record<SeatMove, (alias: string) => RawBuilder<unknown>> = {
  hold: (a) => sql`held = ${sql.ref(`${a}.held`)} + v.quantity`,
  sell: (a) => sql`sold = ${sql.ref(`${a}.sold`)} + v.quantity`,
  holdToSold: (a) =>
    sql`sold = ${sql.ref(`${a}.sold`)} + v.quantity, held = ${sql.ref(`${a}.held`)} - v.quantity`,
  releaseHeld: (a) => sql`held = ${sql.ref(`${a}.held`)} - v.quantity`,
  releaseSold: (a) => sql`sold = ${sql.ref(`${a}.sold`)} - v.quantity`,
};

/** Places per type (a type's roles are lines of their own), as `(id, quantity)` rows. */
function perType(lines: SeatLine[]) {
  const seats = new Map<string, number>();
  for (const line of lines) seats.set(line.typeId, (seats.get(line.typeId) ?? 0) + line.quantity);
  return [...seats].sort(([a], [b]) => a.localeCompare(b));
}

const typeIdList = (lines: SeatLine[]) => sql.join(perType(lines).map(([id]) => sql`${id}::uuid`));

/** The one session each type's places are in, for lines that name one. */
function onlySessions(lines: SeatLine[]) {
  const only = new Map<string, string | null>();
  for (const line of lines) {
    const session = line.sessionId ?? null;
    if (only.has(line.typeId) && only.get(line.typeId) !== session)
      throw new Error('A type’s places in one move are all for one session or all for its own.');
    only.set(line.typeId, session);
  }
  return [...only].filter((entry): entry is [string, string] => entry[1] !== null);
}

/** The sessions counted for each locked type: the ones its row names, or the line's one of them. */
function sessionsCounted(lines: SeatLine[]) {
  const only = onlySessions(lines);
  if (only.length === 0) return sql`session_ids`;
  const cases = only.map(
    ([typeId, sessionId]) =>
      sql`WHEN id = ${typeId}::uuid THEN CASE WHEN ${sessionId}::uuid = ANY(session_ids)
        THEN ARRAY[${sessionId}::uuid] ELSE '{}'::uuid[] END`,
  );
  return sql`CASE ${sql.join(cases, sql` `)} ELSE session_ids END`;
}

/** The default lock of the lines' types: in id order, for update, with the sessions each admits to
 * and the seats taken (sold and held) as the locked (so latest) row has them. */
export const lockTypes = (lines: SeatLine[]) =>
  sql`SELECT id, ${sessionsCounted(lines)} AS session_ids, sold + held AS taken FROM ticket_types
    WHERE id IN (${typeIdList(lines)}) ORDER BY id FOR UPDATE`;

export interface MoveOptions {
  /** Another statement that locks the types (in id order) and answers `id`, `session_ids` and
   * `taken` (sold + held). */
  lockedTypes?: RawBuilder<unknown>;
  /** CTEs (ending in a comma) that read the locked `seat_types` before anything moves. */
  afterLock?: RawBuilder<unknown>;
  /** Moves nothing unless this holds (a boolean SQL expression over earlier CTEs). */
  when?: RawBuilder<unknown>;
}

/**
 * The CTEs (for a `WITH`, ending in a comma) that lock the lines' types and then their sessions,
 * and move the places. `seat_types` holds the locked types' ids for the caller's later CTEs. The
 * sessions are the ones the locked type rows name (ticket_types.session_ids), so a save that changed
 * them while this statement waited for the lock is the one counted.
 */
export function seatMoveCtes(
  lines: SeatLine[],
  move: SeatMove,
  options: MoveOptions = {},
): RawBuilder<unknown> {
  const rows = sql.join(perType(lines).map(([id, n]) => sql`(${id}::uuid, ${n}::int)`));
  const gate = options.when ? sql`AND (${options.when})` : sql``;
  return sql`
    seat_types AS (${options.lockedTypes ?? lockTypes(lines)}),
    ${options.afterLock ?? sql``}
    seat_type_counts AS (
      UPDATE ticket_types AS t SET ${counterChanges[move]('t')}
      FROM seat_types, (VALUES ${rows}) AS v(id, quantity)
      WHERE t.id = seat_types.id AND t.id = v.id ${gate}
    ),
    seat_sessions AS (
      SELECT s.id FROM event_sessions AS s
      WHERE s.id IN (SELECT unnest(session_ids) FROM seat_types)
        -- Evaluated once, first: every type is locked before any session is.
        AND (SELECT count(*) FROM seat_types) >= 0
      ORDER BY s.id
      FOR UPDATE
    ),
    seat_session_counts AS (
      UPDATE event_sessions AS s SET ${counterChanges[move]('s')}
      FROM seat_sessions, (
        SELECT admitted.id, sum(l.quantity)::int AS quantity
        FROM (VALUES ${rows}) AS l(id, quantity)
        JOIN seat_types ON seat_types.id = l.id
        CROSS JOIN LATERAL unnest(seat_types.session_ids) AS admitted(id)
        GROUP BY admitted.id
      ) AS v
      WHERE s.id = seat_sessions.id AND s.id = v.id ${gate}
    ),`;
}

/** Moves the places in a statement of their own (a release, a refund, a cancelled booking). */
export async function moveSeats(db: Db, lines: SeatLine[], move: SeatMove): Promise<void> {
  const moving = lines.filter((line) => line.quantity > 0);
  if (moving.length === 0) return;
  await sql`WITH ${seatMoveCtes(moving, move)}
    done AS (SELECT 1) SELECT count(*) FROM done`.execute(db);
}

/**
 * Why the database refused the places, as the buyer reads it: a session of the selection that is
 * full ("Saturday Bootcamp is full"), or null when it was a type (the caller words that).
 */
export async function sessionFullNow(db: Db, lines: SeatLine[]): Promise<AppError | null> {
  const wanted = perType(lines);
  if (wanted.length === 0) return null;
  const rows = await db
    .selectFrom('event_sessions as s')
    .innerJoin('ticket_type_sessions as ts', 'ts.session_id', 's.id')
    .select(['s.id', 's.name', 's.capacity', 's.sold', 's.held', 'ts.ticket_type_id'])
    .where(
      'ts.ticket_type_id',
      'in',
      wanted.map(([id]) => id),
    )
    .where('s.capacity', 'is not', null)
    .orderBy('s.position')
    .execute();
  const only = new Map(onlySessions(lines));
  const counted = rows.filter(
    (row) => !only.has(row.ticket_type_id) || only.get(row.ticket_type_id) === row.id,
  );
  const need = new Map<string, number>();
  for (const row of counted)
    need.set(
      row.id,
      (need.get(row.id) ?? 0) + (wanted.find(([id]) => id === row.ticket_type_id)?.[1] ?? 0),
    );
  for (const row of counted) {
    const left = Math.max(0, row.capacity! - row.sold - row.held);
    if (left < need.get(row.id)!)
      return new AppError(409, 'SOLD_OUT', sessionFullMessage(row.name), {
        session: row.id,
        available: left,
      });
  }
  return null;
}
