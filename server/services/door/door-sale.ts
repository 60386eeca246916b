// A sale at the door: one transaction takes the places through the seat ledger (the type's count
// and the partner-role balance, locked in the ledger's order, so the door never oversells), writes
// the walk-in's order (payment_provider 'door', the method as payment_method; a buyer who gave an
// address gets the receipt an online order gets, door-sale-receipt.ts) and admits every ticket through the door's own check-in
// path, so the check-in log and the attendee list read as for a scan. The sale's row comes first,
// unique per event by the device's key: the same sale sent twice (a queue replayed after a lost
// answer, or two at once) waits for the first and answers its order.
import { randomUUID } from 'node:crypto';
import {
  DOOR_SALE_KEY_REUSED,
  DOOR_SALE_PROVIDER,
  type DoorSale,
  type DoorSaleResult,
} from '../../../src/contract/door-sales';
import { splitCents } from '../../../src/contract/split-cents';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { ServiceContext } from '../context';
import { admitByScan } from '../check-ins/check-in-writer';
import { claimPartnerTickets } from '../purchases/partner-tickets';
import { ticketCode } from '../purchases/purchase-checks';
import { writeOrder, type OrderWriteMailOptional } from '../purchases/purchase-write';
import { lockAndCheckBalance } from '../seats/role-balance';
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { isSeatViolation, sessionFullNow } from '../seats/seat-ledger';
import { actorName, doorEventFor, type DoorActor } from './door-access';
import {
  doorSaleType,
  saleSession,
  saleAmount,
  saleFingerprint,
  saleRole,
  saleTime,
  type DoorSaleType,
} from './door-sale-target';
import { doorReceiptRow, sendDoorReceipt } from './door-sale-receipt';

/** The sale already made under this key (null when none), or 409 for another sale's key. */
async function earlierSale(db: Db, eventId: string, input: DoorSale) {
  const sale = await db
    .selectFrom('door_sales as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.order_id', 's.fingerprint', 's.method', 'o.total_cents', 'o.currency'])
    .where('s.event_id', '=', eventId)
    .where('s.client_key', '=', input.clientKey)
    .executeTakeFirst();
  if (!sale) return null;
  if (sale.fingerprint !== saleFingerprint(input))
    throw new AppError(409, 'CONFLICT', DOOR_SALE_KEY_REUSED, { field: 'clientKey' });
  const tickets = await db
    .selectFrom('tickets')
    .select(['id', 'code'])
    .where('order_id', '=', sale.order_id)
    .orderBy('code')
    .execute();
  return {
    orderId: sale.order_id,
    clientKey: input.clientKey,
    method: sale.method,
    amountCents: sale.total_cents,
    currency: sale.currency,
    tickets,
  } satisfies DoorSaleResult;
}

/** The places were refused: how many the type has left. */
async function soldOut(db: Db, type: DoorSaleType) {
  const now = await db
    .selectFrom('ticket_types')
    .select(['quantity', 'sold', 'held'])
    .where('id', '=', type.id)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, now.quantity - now.sold - now.held);
  return new AppError(
    409,
    'SOLD_OUT',
    left === 0
      ? `"${type.name}" is sold out.`
      : `"${type.name}" has only ${left} place${left === 1 ? '' : 's'} left.`,
    { ticketType: type.id, available: left },
  );
}

export async function sellAtDoor(
  ctx: ServiceContext,
  db: Db,
  actor: DoorActor,
  eventId: string,
  input: DoorSale,
): Promise<DoorSaleResult> {
  const event = await doorEventFor(db, actor, eventId);
  const type = await doorSaleType(db, event, input.ticketTypeId);
  const role = saleRole(input, type);
  const amountCents = saleAmount(input, type);
  const earlier = await earlierSale(db, event.id, input);
  if (earlier) return earlier;
  const at = saleTime(input, event);
  // At a festival session's door, the tickets are admitted to that session as a scan there would.
  const sessionId = await saleSession(db, event, type, input.sessionId);

  const saleId = randomUUID();
  const deviceName = input.deviceName || actorName(actor);
  const email = input.email?.toLowerCase() || null;
  const holderName = input.buyerName || null;
  const orderId = randomUUID();
  // In code order, the first tickets take the odd cents of an uneven amount ($25 for 3).
  const codes = Array.from({ length: input.quantity }, () => ticketCode()).sort();
  const shares = splitCents(amountCents, input.quantity);
  const order: OrderWriteMailOptional = {
    orderId,
    accountId: null,
    email: email ?? '',
    guestName: holderName,
    configurationId: type.configuration_id,
    eventId: event.id,
    idempotencyKey: `door:${saleId}`,
    totalCents: amountCents,
    currency: type.currency,
    provider: DOOR_SALE_PROVIDER,
    method: input.method,
    reference: saleId,
    lines: [
      {
        typeId: type.id,
        role: role.role,
        quantity: input.quantity,
        // The even share (a comp: nothing); each ticket keeps its exact share below.
        priceCents: Math.floor(amountCents / input.quantity),
      },
    ],
    tickets: codes.map((code, index) => ({
      id: randomUUID(),
      typeId: type.id,
      code,
      role: role.role || null,
      roleName: role.name,
      holderName,
      holderEmail: email,
      priceCents: shares[index]!,
    })),
    // The receipt joins the outbox with the order, so its delivery job survives a crash.
    mail: email
      ? await doorReceiptRow(ctx, db, {
          orderId,
          email,
          method: input.method,
          amountCents,
          currency: type.currency,
          ticketName: role.name ? `${type.name} · ${role.name}` : type.name,
          quantity: input.quantity,
          codes,
          event: {
            title: event.title,
            startsAt: event.starts_at,
            timeZone: event.time_zone,
            location: event.location_description,
          },
        })
      : null,
  };

  try {
    await withTransactionRetry(() =>
      db.transaction().execute(async (trx) => {
        // First: the same sale sent again waits here for the first, then is refused as a duplicate.
        await trx
          .insertInto('door_sales')
          .values({
            id: saleId,
            event_id: event.id,
            client_key: input.clientKey,
            fingerprint: saleFingerprint(input),
            order_id: order.orderId,
            method: input.method,
            device_name: deviceName,
            door_link_id: actor.kind === 'link' ? actor.linkId : null,
            account_id: actor.kind === 'organiser' ? actor.accountId : null,
            sold_at: at,
          })
          .execute();
        // People waiting (for a role, or for a type without roles) go before a walk-in.
        await lockAndCheckBalance(trx, order.lines);
        await writeOrder(trx, order);
        for (const ticket of order.tickets) {
          const scanId = randomUUID();
          await trx
            .insertInto('door_scans')
            .values({
              id: scanId,
              event_id: event.id,
              ticket_id: ticket.id,
              device_id: input.deviceId || 'door-sale',
              device_name: deviceName,
              scanned_at: at,
              outcome: 'admitted',
              door_link_id: actor.kind === 'link' ? actor.linkId : null,
              account_id: actor.kind === 'organiser' ? actor.accountId : null,
              session_id: sessionId,
            })
            .execute();
          await admitByScan(trx, ticket.id, {
            kind: 'scan',
            scanId,
            at,
            deviceName,
            offline: false,
            accountId: actor.kind === 'organiser' ? actor.accountId : null,
            sessionId,
          });
        }
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'door_sales_client_key')) {
      const first = await earlierSale(db, event.id, input);
      if (first) return first;
    }
    // A festival's full session is named ("Saturday Party is full"); else the type's places.
    if (isSeatViolation(error))
      throw (await sessionFullNow(db, order.lines)) ?? (await soldOut(db, type));
    throw error;
  }
  // A role sold may let the other role's waiting dancers in: offered now, not at the minute's job.
  offerAfterChange(ctx, db, [type.id]);
  if (order.mail) await sendDoorReceipt(ctx, db, orderId, order.mail);
  // A buyer who gave the address of a confirmed account finds the tickets in My Tickets.
  if (email) await claimPartnerTickets(db, email);
  return (await earlierSale(db, event.id, input))!;
}
