// Revoking a comp: its ticket is void (the door refuses it as revoked), its seat goes back on sale
// through the seat ledger, and the order keeps when it was revoked — in one transaction that locks
// the comp's order first, as a refund does, so two revokes never give its seat back twice. A comp
// already used at the door is not revoked; one already revoked answers as it is.
import { AppError, notFound } from '../../lib/app-error';
import type { Db } from '../../db/database';
import type { Comp } from '../../../src/contract/comps';
import type { ServiceContext } from '../context';
import { moveSeats } from '../seats/seat-ledger';
import { ownConfigurationRow } from '../ticketing/configurations';
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { COMP_PROVIDER, compByOrder, compsOf } from './comp-read';

const COMP_NOT_FOUND = 'This comp was not found.';

/** The configuration's comps, for a member of its organisation (404 for anyone else's). */
export async function listComps(db: Db, organisationId: string, configurationId: string) {
  await ownConfigurationRow(db, organisationId, configurationId);
  return compsOf(db, configurationId);
}

export async function revokeComp(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  configurationId: string,
  orderId: string,
): Promise<Comp> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const freed = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'comp_revoked_at'])
      .where('id', '=', orderId)
      .where('configuration_id', '=', configurationId)
      .where('payment_provider', '=', COMP_PROVIDER)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound(COMP_NOT_FOUND);
    if (order.comp_revoked_at) return [];
    const tickets = await trx
      .selectFrom('tickets')
      .leftJoin('check_ins', 'check_ins.ticket_id', 'tickets.id')
      .select([
        'tickets.id',
        'tickets.ticket_type_id',
        'tickets.session_id',
        'check_ins.checked_in_at',
      ])
      .where('tickets.order_id', '=', orderId)
      .where('tickets.voided_at', 'is', null)
      .execute();
    if (tickets.some((ticket) => ticket.checked_in_at))
      throw new AppError(
        409,
        'CONFLICT',
        'This comp was already used at the door: it cannot be revoked.',
      );
    const now = new Date();
    if (tickets.length > 0) {
      await trx
        .updateTable('tickets')
        .set({ voided_at: now })
        .where(
          'id',
          'in',
          tickets.map((ticket) => ticket.id),
        )
        .execute();
      await moveSeats(
        trx,
        tickets.map((ticket) => ({
          typeId: ticket.ticket_type_id,
          quantity: 1,
          sessionId: ticket.session_id,
        })),
        'releaseSold',
      );
    }
    await trx
      .updateTable('orders')
      .set({ comp_revoked_at: now })
      .where('id', '=', orderId)
      .execute();
    return tickets.map((ticket) => ticket.ticket_type_id);
  });
  // A place given back may let someone waiting in.
  offerAfterChange(ctx, db, freed);
  const comp = await compByOrder(db, configurationId, orderId);
  if (!comp) throw notFound(COMP_NOT_FOUND);
  return comp;
}
