// The lead/follow balance of sessions: a festival's balanced workshop kept balanced across every
// ticket type admitting to it (its own ticket, a Day Pass, the Full Pass). Run after the types are
// locked, it locks the sessions they admit to in id order (db/lock-order.ts), counts the roles
// taken in the balanced ones — live tickets and holds still held of every type admitting — and
// refuses a selection that would tip one past its imbalance, or one that no longer fits.
import { sql } from 'kysely';
import {
  NO_ROLE_COUNTS,
  balanceAllows,
  roleBlockedMessage,
  type DanceRole,
  type PartnerRoles,
  type RoleCounts,
} from '../../../src/contract/partner-roles';
import { sessionFullMessage } from '../../../src/contract/sessions';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { added, type RoleLine } from './role-lines';

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
      -- A ticket for one class of its type (tickets.session_id) counts in that class only.
      SELECT a.session_id, t.role, count(*) AS n FROM tickets t
      JOIN admitting a ON a.ticket_type_id = t.ticket_type_id
      WHERE t.role IS NOT NULL AND t.voided_at IS NULL
        AND (t.session_id IS NULL OR t.session_id = a.session_id)
      GROUP BY 1, 2
      UNION ALL
      SELECT a.session_id, l.role, sum(l.quantity) FROM reservation_lines l
      JOIN reservations r ON r.id = l.reservation_id
      JOIN admitting a ON a.ticket_type_id = l.ticket_type_id
      WHERE l.role <> '' AND r.status = 'held'
      GROUP BY 1, 2
    )
    SELECT session_id, role, sum(n) AS n FROM taken GROUP BY 1, 2`.execute(db);
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
export async function checkSessionBalance(
  db: Db,
  lines: RoleLine[],
  typeIds: string[],
): Promise<void> {
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
      const adding = added(lines, typeId, session.id);
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
