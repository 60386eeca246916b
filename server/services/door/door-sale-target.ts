// What a door sale sells and whether it may: the event's type (its roles, price, places), the role
// the buyer chose, the amount taken, and the door's hours. A door sale ignores the online sales
// window — the door sells after online sales close — but only while the door is open (from
// check-in opening until the event ends, judged by when the sale was made) and never for a
// cancelled event; places are counted by the seat ledger as for any sale.
import { createHash } from 'node:crypto';
import type { DoorSale } from '../../../src/contract/door-sales';
import { roleName, rolesOffered } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { checkInOpensAt, eventTimesOf } from '../purchases/check-in-window';
import { notIncludedMessage } from '../../../src/contract/door-messages';
import type { DoorEvent } from './door-access';
import { chosenSession, doorSessionsOf } from './door-sessions';
import { DOOR_SALES_CLOSED, DOOR_SALES_NOT_OPEN } from '../../../src/contract/door-sales';

export const DOOR_SALE_TYPE_NOT_FOUND = 'That ticket type is not sold at this event.';
export const DOOR_SALES_CANCELLED = 'This event was cancelled: nothing can be sold at the door.';

const invalid = (message: string, field: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field });

export async function doorSaleType(db: Db, event: DoorEvent, typeId: string) {
  const type = await db
    .selectFrom('ticket_types as t')
    .innerJoin('ticket_configurations as c', 'c.id', 't.configuration_id')
    .select([
      't.id',
      't.name',
      't.roles',
      't.price_cents',
      't.currency',
      'c.id as configuration_id',
      'c.status',
      'c.event_state',
    ])
    .where('t.id', '=', typeId)
    .where('c.event_id', '=', event.id)
    .executeTakeFirst();
  if (!type || type.status !== 'published') throw notFound(DOOR_SALE_TYPE_NOT_FOUND);
  if (type.event_state === 'cancelled') throw new AppError(409, 'CONFLICT', DOOR_SALES_CANCELLED);
  return type;
}

export type DoorSaleType = Awaited<ReturnType<typeof doorSaleType>>;

/** The role the sale is in ('' for a type without roles) and its name on the ticket. */
export function saleRole(input: DoorSale, type: DoorSaleType) {
  if (!type.roles) {
    if (input.role) throw invalid(`"${type.name}" has no roles to choose.`, 'role');
    return { role: '' as RoleKey, name: null };
  }
  if (!input.role || !rolesOffered(type.roles).includes(input.role))
    throw invalid('Please choose a role.', 'role');
  return { role: input.role as RoleKey, name: roleName(type.roles, input.role) };
}

/** What was taken: nothing for a comp; the price × quantity unless the door says otherwise. */
export function saleAmount(input: DoorSale, type: DoorSaleType): number {
  if (input.method === 'comp') {
    if (input.amountCents) throw invalid('A comp takes no money.', 'amountCents');
    return 0;
  }
  return input.amountCents ?? type.price_cents * input.quantity;
}

/** When the sale was made: the device's clock for a sale it queued, never in the future. */
export function saleTime(input: DoorSale, event: DoorEvent, now = new Date()): Date {
  const at = input.at ? new Date(Math.min(Date.parse(input.at), now.getTime())) : now;
  if (at < checkInOpensAt(eventTimesOf(event)))
    throw new AppError(409, 'CONFLICT', DOOR_SALES_NOT_OPEN);
  if (at > event.ends_at) throw new AppError(409, 'CONFLICT', DOOR_SALES_CLOSED);
  return at;
}

/**
 * The festival session whose door sold the tickets (null for the whole event, or an event of one
 * session): one of the event's (else 404) that the type admits to (else 409, as a scan there).
 */
export async function saleSession(
  db: Db,
  event: DoorEvent,
  type: DoorSaleType,
  sessionId: string | undefined,
): Promise<string | null> {
  if (!sessionId) return null;
  const session = chosenSession(await doorSessionsOf(db, event), sessionId);
  if (!session) return null;
  const admits = await db
    .selectFrom('ticket_type_sessions')
    .select('session_id')
    .where('ticket_type_id', '=', type.id)
    .where('session_id', '=', session.id)
    .executeTakeFirst();
  if (!admits)
    throw new AppError(409, 'CONFLICT', notIncludedMessage(type.name, session.name), {
      field: 'sessionId',
    });
  return session.id;
}

/** What was asked, so the same key sent for another sale is told apart from a retry. */
export const saleFingerprint = (input: DoorSale) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.ticketTypeId,
        input.role ?? '',
        input.quantity,
        input.method,
        input.buyerName ?? '',
        input.email ?? '',
        input.amountCents ?? null,
        // Only when given, so the sales kept before sessions were named keep their fingerprint.
        ...(input.sessionId ? [input.sessionId] : []),
      ]),
    )
    .digest('hex');
