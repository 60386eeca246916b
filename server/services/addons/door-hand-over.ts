// The door hands an order's add-on over (a T-shirt at the desk): only for the school's own event
// (from the attendee list) or the event whose door is worked (from the scanner), only an add-on of
// that event's order, never a refunded one; a second tap answers the first moment (idempotent).
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { ownConfigurationRow } from '../ticketing/configurations';
import { handOverAddOn } from './order-addons';

export interface HandedOver {
  handedOverAt: string;
  already: boolean;
}

/** The order's add-on line where the order is of this configuration or of this event. */
const lineWhere = (
  db: Db,
  orderId: string,
  addOnId: string,
  of: { configurationId: string } | { eventId: string },
) => {
  const query = db
    .selectFrom('order_addons as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select(['a.handed_over_at', 'a.refunded_at'])
    .where('a.id', '=', addOnId)
    .where('a.order_id', '=', orderId);
  return 'configurationId' in of
    ? query.where('o.configuration_id', '=', of.configurationId)
    : query.where('o.event_id', '=', of.eventId);
};

async function handOver(
  db: Db,
  orderId: string,
  addOnId: string,
  of: { configurationId: string } | { eventId: string },
): Promise<HandedOver> {
  const line = await lineWhere(db, orderId, addOnId, of).executeTakeFirst();
  if (!line) throw notFound('This add-on is not part of this order.');
  if (line.refunded_at !== null)
    throw new AppError(409, 'CONFLICT', 'This add-on was refunded: do not hand it over.');
  if (line.handed_over_at !== null)
    return { handedOverAt: line.handed_over_at.toISOString(), already: true };
  const at = await handOverAddOn(db, orderId, addOnId);
  return { handedOverAt: (at ?? new Date()).toISOString(), already: false };
}

export async function handOverForSchool(
  db: Db,
  organisationId: string,
  configurationId: string,
  orderId: string,
  addOnId: string,
): Promise<HandedOver> {
  await ownConfigurationRow(db, organisationId, configurationId);
  return handOver(db, orderId, addOnId, { configurationId });
}

/** For the door of this event: the caller has checked who works it (door-access.ts). */
export const handOverAtEvent = (db: Db, eventId: string, orderId: string, addOnId: string) =>
  handOver(db, orderId, addOnId, { eventId });
