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
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { added, type RoleLine } from './role-lines';
import { anyoneInLine, checkLineQueues } from './line-queue';
import { checkSessionBalance } from './session-balance';

export type { RoleLine } from './role-lines';

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
    // A type without roles has one line (role null): the seat count is its only rule.
    if (!row.role) continue;
    const current = counts.get(row.ticket_type_id) ?? { ...NO_ROLE_COUNTS };
    current[row.role] = Number(row.n);
    counts.set(row.ticket_type_id, current);
  }
  return counts;
}

/** A line's role fits its type: a role-based type needs one it offers, any other type none. The
 * refusal names `field`: a purchase's `ticketSelections`, a class booking's `role`. */
export function assertRolesFit(
  lines: Array<RoleLine & { name: string }>,
  rolesOf: (typeId: string) => PartnerRoles | null,
  field = 'ticketSelections',
): void {
  const invalidRole = (message: string) =>
    new AppError(400, 'VALIDATION_ERROR', message, { field });
  for (const line of lines) {
    const roles = rolesOf(line.typeId);
    if (!roles && line.role) throw invalidRole(`"${line.name}" has no roles to choose.`);
    if (roles && !line.role) throw invalidRole(`Please choose a role for "${line.name}".`);
    if (roles && line.role === 'solo' && !roles.soloName)
      throw invalidRole(`"${line.name}" has no ${roles.leadName}/${roles.followName}-free role.`);
  }
}

/**
 * Locks the types of `lines` and refuses a selection that takes places owed to a waiting line
 * (409 SOLD_OUT) or that the partner-role balance does not allow (409 ROLE_FULL). Runs inside the
 * transaction that then takes the seats.
 */
export async function lockAndCheckBalance(db: Db, lines: RoleLine[]): Promise<void> {
  if (lines.length === 0) return;
  // Every type of the selection, in id order, as the write that follows locks them.
  const types = await db
    .selectFrom('ticket_types')
    .select(['id', 'name', 'roles', 'quantity', 'sold', 'held'])
    .where('id', 'in', [...new Set(lines.map((line) => line.typeId))])
    .orderBy('id')
    .forUpdate()
    .execute();
  // A type without roles has one line, owed its free places first (line-queue.ts).
  await checkLineQueues(db, types, lines);
  if (!hasRoles(lines)) return;
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

/** Whether any line names a role: only then does a write need its own transaction. */
export const hasRoles = (lines: RoleLine[]) => lines.some((line) => line.role !== '');

/**
 * Runs a seat-taking write; with roles in the selection, or someone waiting for one of its types,
 * inside a transaction that first locks the types and checks the balance and the lines (the write
 * alone is one statement, its own transaction). Nobody waiting when read means no place is owed:
 * a line is only joined while its type is sold out, so this write could not take a place anyway.
 */
export async function withBalance<T>(db: Db, lines: RoleLine[], write: (db: Db) => Promise<T>) {
  if (!hasRoles(lines) && !(await anyoneInLine(db, lines))) return write(db);
  return db.transaction().execute(async (trx) => {
    await lockAndCheckBalance(trx, lines);
    return write(trx);
  });
}
