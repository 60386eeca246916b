// The door hands an order's add-on over (a T-shirt at the desk): only for the school's own event,
// only an add-on of that event's order, never a refunded one; a second tap answers the first
// moment (idempotent).
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { ownConfigurationRow } from '../ticketing/configurations';
import { handOverAddOn } from './order-addons';

export async function handOverForSchool(
  db: Db,
  organisationId: string,
  configurationId: string,
  orderId: string,
  addOnId: string,
): Promise<{ handedOverAt: string; already: boolean }> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const line = await db
    .selectFrom('order_addons as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select(['a.handed_over_at', 'a.refunded_at'])
    .where('a.id', '=', addOnId)
    .where('a.order_id', '=', orderId)
    .where('o.configuration_id', '=', configurationId)
    .executeTakeFirst();
  if (!line) throw notFound('This add-on is not part of this order.');
  if (line.refunded_at !== null)
    throw new AppError(409, 'CONFLICT', 'This add-on was refunded: do not hand it over.');
  if (line.handed_over_at !== null)
    return { handedOverAt: line.handed_over_at.toISOString(), already: true };
  const at = await handOverAddOn(db, orderId, addOnId);
  return { handedOverAt: (at ?? new Date()).toISOString(), already: false };
}
