// Seats by partner role, and the balance rule applied where seats are taken: per ticket type, and
// per session across every type that admits to it (a festival's balanced workshop sold by its own
// ticket and by the Full Pass). Counts are the held lines of holds still held plus live tickets,
// read after the types' rows and then their sessions' rows are locked (in id order,
// db/lock-order.ts) in the same transaction — every write that takes or gives back seats locks
// those rows too (seat-ledger.ts), so two buyers can never both see room for the last place of a
// role.
import { sql } from 'kysely';
import {
  NO_ROLE_COUNTS,
  balanceAllows,
  roleBlockedMessage,
  roleQueueMessage,
  roomByQueue,
  type DanceRole,
  type PartnerRoles,
  type RoleCounts,
} from '../../../src/contract/partner-roles';
import { sessionFullMessage } from '../../../src/contract/sessions';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface RoleLine {
  typeId: string;
  role: RoleKey;
  quantity: number;
}

export interface RoleTally {
  paid: RoleCounts;
  held: RoleCounts;
}

/** Seats by role of each of the types named: paid (live tickets) and held (holds still held). */
export async function roleTallyOf(db: Db, typeIds: string[]): Promise<Map<string, RoleTally>> {
  const tally = new Map<string, RoleTally>();
  if (typeIds.length === 0) return tally;
  const ids = sql.join(typeIds.map((id) => sql`${id}::uuid`));
  const rows = await sql<{ type_id: string; role: DanceRole; source: 'paid' | 'held'; n: string }>`
    SELECT ticket_type_id AS type_id, role, 'paid' AS source, count(*) AS n FROM tickets
    WHERE ticket_type_id IN (${ids}) AND role IS NOT NULL AND voided_at IS NULL
    GROUP BY 1, 2
    UNION ALL
    SELECT l.ticket_type_id, l.role, 'held', sum(l.quantity) FROM reservation_lines l
    JOIN reservations r ON r.id = l.reservation_id
    WHERE l.ticket_type_id IN (${ids}) AND l.role <> '' AND r.status = 'held'
    GROUP BY 1, 2`.execute(db);
  for (const row of rows.rows) {
    const current = tally.get(row.type_id) ?? {
      paid: { ...NO_ROLE_COUNTS },
      held: { ...NO_ROLE_COUNTS },
    };
    current[row.source][row.role] = Number(row.n);
    tally.set(row.type_id, current);
  }
  return tally;
}

/** Seats taken per role (paid and held), for each of the types named. */
export async function roleCountsOf(db: Db, typeIds: string[]): Promise<Map<string, RoleCounts>> {
  const counts = new Map<string, RoleCounts>();
  for (const [typeId, { paid, held }] of await roleTallyOf(db, typeIds))
    counts.set(typeId, {
      lead: paid.lead + held.lead,
      follow: paid.follow + held.follow,
      solo: paid.solo + held.solo,
    });
  return counts;
}

/** Dancers waiting per role, for each of the types named. */
export async function waitingCountsOf(db: Db, typeIds: string[]): Promise<Map<string, RoleCounts>> {
  const counts = new Map<string, RoleCounts>();
  if (typeIds.length === 0) return counts;
  const rows = await db
    .selectFrom('waitlist_entries')
    .select((eb) => ['ticket_type_id', 'role', eb.fn.countAll<string>().as('n')])
    .where('ticket_type_id', 'in', typeIds)
    .where('status', '=', 'waiting')
    .groupBy(['ticket_type_id', 'role'])
    .execute();
  for (const row of rows) {
    const current = counts.get(row.ticket_type_id) ?? { ...NO_ROLE_COUNTS };
    current[row.role] = Number(row.n);
    counts.set(row.ticket_type_id, current);
  }
  return counts;
}

function added(lines: RoleLine[], typeId: string): RoleCounts {
  const add = { ...NO_ROLE_COUNTS };
  for (const line of lines)
    if (line.typeId === typeId && line.role) add[line.role] += line.quantity;
  return add;
}

const invalidRole = (message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field: 'ticketSelections' });

/** A line's role fits its type: a role-based type needs one it offers, any other type none. */
export function assertRolesFit(
  lines: Array<RoleLine & { name: string }>,
  rolesOf: (typeId: string) => PartnerRoles | null,
): void {
  for (const line of lines) {
    const roles = rolesOf(line.typeId);
    if (!roles && line.role) throw invalidRole(`"${line.name}" has no roles to choose.`);
    if (roles && !line.role) throw invalidRole(`Please choose a role for "${line.name}".`);
    if (roles && line.role === 'solo' && !roles.soloName)
      throw invalidRole(`"${line.name}" has no ${roles.leadName}/${roles.followName}-free role.`);
  }
}

/**
 * Locks the role-based types among `lines` and refuses (409 ROLE_FULL) a selection the balance
 * does not allow. Runs inside the transaction that then takes the seats. Types without roles are
 * left to the seat count, as before.
 */
export async function lockAndCheckBalance(db: Db, lines: RoleLine[]): Promise<void> {
  if (!hasRoles(lines)) return;
  // Every type of the selection, in id order, as the write that follows locks them.
  const types = await db
    .selectFrom('ticket_types')
    .select(['id', 'name', 'roles'])
    .where('id', 'in', [...new Set(lines.map((line) => line.typeId))])
    .orderBy('id')
    .forUpdate()
    .execute();
  const counts = await roleCountsOf(
    db,
    types.filter((type) => type.roles).map((type) => type.id),
  );
  const waiting = await waitingCountsOf(
    db,
    types.filter((type) => type.roles).map((type) => type.id),
  );
  for (const type of types) {
    if (!type.roles) continue;
    const now = counts.get(type.id) ?? NO_ROLE_COUNTS;
    const add = added(lines, type.id);
    // Dancers waiting for a role go first: a buyer may take that role only as half of a couple.
    for (const role of ['lead', 'follow'] as const) {
      if (add[role] > roomByQueue(waiting.get(type.id) ?? NO_ROLE_COUNTS, add, role))
        throw new AppError(409, 'ROLE_FULL', roleQueueMessage(type.name, type.roles, role), {
          ticketType: type.id,
          role,
        });
    }
    if (balanceAllows(now, add, type.roles.maxImbalance)) continue;
    const role: DanceRole = add.lead - add.follow > 0 ? 'lead' : 'follow';
    throw new AppError(409, 'ROLE_FULL', roleBlockedMessage(type.name, type.roles, role), {
      ticketType: type.id,
      role,
    });
  }
  await checkSessionBalance(
    db,
    lines,
    types.map((type) => type.id),
  );
}

/** Seats by role in each of the sessions named, across every type admitting to it. */
export async function sessionRoleCountsOf(
  db: Db,
  sessionIds: string[],
): Promise<Map<string, RoleCounts>> {
  const counts = new Map<string, RoleCounts>();
  if (sessionIds.length === 0) return counts;
  const ids = sql.join(sessionIds.map((id) => sql`${id}::uuid`));
  const rows = await sql<{ session_id: string; role: DanceRole; n: string }>`
    WITH admitting AS (
      SELECT ticket_type_id, session_id FROM ticket_type_sessions WHERE session_id IN (${ids})
    ),
    taken AS (
      SELECT ticket_type_id, role, count(*) AS n FROM tickets
      WHERE ticket_type_id IN (SELECT ticket_type_id FROM admitting)
        AND role IS NOT NULL AND voided_at IS NULL
      GROUP BY 1, 2
      UNION ALL
      SELECT l.ticket_type_id, l.role, sum(l.quantity) FROM reservation_lines l
      JOIN reservations r ON r.id = l.reservation_id
      WHERE l.ticket_type_id IN (SELECT ticket_type_id FROM admitting)
        AND l.role <> '' AND r.status = 'held'
      GROUP BY 1, 2
    )
    SELECT a.session_id, t.role, sum(t.n) AS n
    FROM admitting a JOIN taken t ON t.ticket_type_id = a.ticket_type_id
    GROUP BY 1, 2`.execute(db);
  for (const row of rows.rows) {
    const current = counts.get(row.session_id) ?? { ...NO_ROLE_COUNTS };
    current[row.role] = Number(row.n);
    counts.set(row.session_id, current);
  }
  return counts;
}

/**
 * Locks the sessions the types admit to (after the types, in id order) and refuses (409
 * ROLE_FULL) a selection that would tip a balanced session past its imbalance.
 */
async function checkSessionBalance(db: Db, lines: RoleLine[], typeIds: string[]): Promise<void> {
  // The sessions the types admit to, locked in id order, each with which of the types admit to it.
  const ids = sql.join(typeIds.map((id) => sql`${id}::uuid`));
  const { rows: sessions } = await sql<{
    id: string;
    name: string;
    roles: PartnerRoles | null;
    capacity: number | null;
    sold: number;
    held: number;
    types: string[];
  }>`SELECT s.id, s.name, s.roles, s.capacity, s.sold, s.held,
      ARRAY(SELECT ts.ticket_type_id::text FROM ticket_type_sessions ts
        WHERE ts.session_id = s.id AND ts.ticket_type_id IN (${ids})) AS types
    FROM event_sessions s
    WHERE s.id IN (SELECT session_id FROM ticket_type_sessions WHERE ticket_type_id IN (${ids}))
    ORDER BY s.id
    FOR UPDATE`.execute(db);
  const balanced = sessions.filter((session) => session.roles);
  if (balanced.length === 0) return;
  const counts = await sessionRoleCountsOf(
    db,
    balanced.map((session) => session.id),
  );
  for (const session of balanced) {
    const add = { ...NO_ROLE_COUNTS };
    for (const typeId of session.types) {
      const adding = added(lines, typeId);
      add.lead += adding.lead;
      add.follow += adding.follow;
      add.solo += adding.solo;
    }
    // A session with no room left is full whatever the roles: the buyer is told that.
    const wanted = add.lead + add.follow + add.solo;
    if (session.capacity !== null && session.sold + session.held + wanted > session.capacity)
      throw new AppError(409, 'SOLD_OUT', sessionFullMessage(session.name), {
        session: session.id,
        available: Math.max(0, session.capacity - session.sold - session.held),
      });
    const now = counts.get(session.id) ?? NO_ROLE_COUNTS;
    if (balanceAllows(now, add, session.roles!.maxImbalance)) continue;
    const role: DanceRole = add.lead - add.follow > 0 ? 'lead' : 'follow';
    throw new AppError(409, 'ROLE_FULL', roleBlockedMessage(session.name, session.roles!, role), {
      session: session.id,
      role,
    });
  }
}

/** Whether any line names a role: only then does a write need its own transaction. */
export const hasRoles = (lines: RoleLine[]) => lines.some((line) => line.role !== '');

/**
 * Runs a seat-taking write; with roles in the selection, inside a transaction that first locks the
 * types and checks the balance (the write alone is one statement, its own transaction).
 */
export function withBalance<T>(db: Db, lines: RoleLine[], write: (db: Db) => Promise<T>) {
  if (!hasRoles(lines)) return write(db);
  return db.transaction().execute(async (trx) => {
    await lockAndCheckBalance(trx, lines);
    return write(trx);
  });
}
