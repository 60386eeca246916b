// Voiding a comp given at the door (a mistaken comp would otherwise hold its places for ever; it
// took no money, so it is not refunded): its tickets stop admitting (void; the door reads them as
// a revoked comp), their places go back on sale through the seat ledger, and who did it is kept.
// One transaction locks the sale's order first, as a refund does, so two voids at once — on either
// database — give each place back once; asking again for tickets already void changes nothing and
// answers the same. Unlike a revoked comp, a door comp was admitted when it was given: that is no
// bar to voiding it.
import {
  DOOR_COMP_NOT_FOUND,
  isDoorComp,
  type DoorCompVoid,
} from '../../../src/contract/door-sales';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { moveSeats } from '../seats/seat-ledger';
import { offerAfterChange } from '../waitlist/waitlist-offers';

export async function voidDoorComp(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  orderId: string,
  wanted: string[] | undefined,
  accountId: string | null,
): Promise<DoorCompVoid> {
  const done = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders as o')
      .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
      .select(['o.id', 'o.payment_provider', 'o.payment_method'])
      .where('o.id', '=', orderId)
      .where('c.organisation_id', '=', organisationId)
      .forUpdate('o')
      .executeTakeFirst();
    if (!order) throw notFound(DOOR_COMP_NOT_FOUND);
    if (!isDoorComp(order))
      throw new AppError(
        409,
        'CONFLICT',
        'Only a comp given at the door is voided: refund a sale.',
      );
    // Read under the order's lock: a void that waited sees the tickets the first one voided.
    const tickets = await trx
      .selectFrom('tickets')
      .select(['id', 'ticket_type_id', 'session_id', 'voided_at'])
      .where('order_id', '=', orderId)
      .execute();
    if (wanted && wanted.some((id) => !tickets.some((ticket) => ticket.id === id)))
      throw new AppError(409, 'CONFLICT', 'Some of those tickets are not in this comp.', {
        field: 'ticketIds',
      });
    const chosen = tickets.filter(
      (ticket) => ticket.voided_at === null && (!wanted || wanted.includes(ticket.id)),
    );
    const now = new Date();
    if (chosen.length > 0) {
      await trx
        .updateTable('tickets')
        .set({ voided_at: now, refunded_by_account_id: accountId })
        .where(
          'id',
          'in',
          chosen.map((ticket) => ticket.id),
        )
        .execute();
      await moveSeats(
        trx,
        chosen.map((ticket) => ({
          typeId: ticket.ticket_type_id,
          quantity: 1,
          sessionId: ticket.session_id,
        })),
        'releaseSold',
      );
    }
    const left = tickets.filter((ticket) => ticket.voided_at === null).length - chosen.length;
    // The whole comp void: the order reads as voided in Sales and at the door.
    if (left === 0 && chosen.length > 0)
      await trx
        .updateTable('orders')
        .set({ comp_revoked_at: now })
        .where('id', '=', orderId)
        .execute();
    return { ticketIds: chosen.map((ticket) => ticket.id), left, types: chosen };
  });
  // A place given back may let someone waiting in.
  if (done.types.length > 0)
    offerAfterChange(
      ctx,
      db,
      done.types.map((ticket) => ticket.ticket_type_id),
    );
  return { ticketIds: done.ticketIds, ticketsLeft: done.left };
}
