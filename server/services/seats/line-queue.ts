// The waiting line of a ticket type without roles goes first: while people wait for it, a sale
// (online, at the door, a late payment, a class booking) may take only the places beyond those the
// line is owed. The partner-role line has the same rule per role (role-balance.ts); both are checked
// on the types' rows locked in id order, in the transaction that then takes the seats through the
// seat ledger, so a freed place cannot be sold in the moment before it is offered.
import { lineQueueMessage } from '../../../src/contract/waitlist';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { RoleLine } from './role-lines';

export interface LockedType {
  id: string;
  name: string;
  roles: unknown;
  quantity: number;
  sold: number;
  held: number;
}

/** People waiting in the one line of each of the types named (types without roles). */
export async function lineWaitingOf(db: Db, typeIds: string[]): Promise<Map<string, number>> {
  const waiting = new Map<string, number>();
  if (typeIds.length === 0) return waiting;
  const rows = await db
    .selectFrom('waitlist_entries')
    .select((eb) => ['ticket_type_id', eb.fn.countAll<string>().as('n')])
    .where('ticket_type_id', 'in', typeIds)
    .where('role', 'is', null)
    .where('status', '=', 'waiting')
    .groupBy('ticket_type_id')
    .execute();
  for (const row of rows) waiting.set(row.ticket_type_id, Number(row.n));
  return waiting;
}

/** Whether anyone waits in the line of a type among the lines' (a cheap read before locking). */
export async function anyoneInLine(db: Db, lines: RoleLine[]): Promise<boolean> {
  const typeIds = [...new Set(lines.filter((line) => !line.role).map((line) => line.typeId))];
  return (await lineWaitingOf(db, typeIds)).size > 0;
}

/**
 * Refuses (409 SOLD_OUT) lines of a type without roles that would take a place owed to those
 * waiting: the locked row's free places less the number waiting must cover them.
 */
export async function checkLineQueues(
  db: Db,
  types: LockedType[],
  lines: RoleLine[],
): Promise<void> {
  const lineTypes = types.filter((type) => !type.roles);
  const waiting = await lineWaitingOf(
    db,
    lineTypes.map((type) => type.id),
  );
  for (const type of lineTypes) {
    const owed = waiting.get(type.id) ?? 0;
    if (owed === 0) continue;
    const wanted = lines
      .filter((line) => line.typeId === type.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    const left = Math.max(0, type.quantity - type.sold - type.held - owed);
    if (wanted > left)
      throw new AppError(409, 'SOLD_OUT', lineQueueMessage(type.name), {
        ticketType: type.id,
        available: left,
      });
  }
}
