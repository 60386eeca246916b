// Buying tickets (spec §4 Purchase, §7 POST /api/v2/ticket/purchase). The server is the authority:
// it prices the order from the published configuration (a client's differing price or currency is
// refused), allows 1–10 per type while sales are open, and sells only what is left. One
// transaction locks the event's ticket types (SELECT … FOR UPDATE, in id order), rechecks what is
// left, counts the seats, writes the order and one ticket per person, and commits; the database's
// own check (sold ≤ quantity) backs it up. The client's transaction id is the idempotency key: a
// retry answers the same order and never sells twice.
import { randomBytes, randomUUID } from 'node:crypto';
import type { PurchaseRequest, PurchaseResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { ServiceContext } from '../context';
import { centsOf } from '../ticketing/configurations';
import { paymentProvider } from './payment-providers';
import { NOT_ON_SALE, salesClosedReason } from './purchase-event';
import { confirmationMail } from './purchase-mail';

export interface Buyer {
  accountId: string;
  email: string;
}

const conflict = (
  code: 'SOLD_OUT' | 'PRICE_CHANGED' | 'SALES_CLOSED',
  message: string,
  details = {},
) => new AppError(409, code, message, details);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(cents / 100);

/** A ticket code: 16 unguessable characters, easy to read out at the door. */
const ticketCode = () => randomBytes(12).toString('base64url').toUpperCase().replace(/[-_]/g, 'X');

async function buyWithin(db: Db, buyer: Buyer, request: PurchaseRequest): Promise<string> {
  const configuration = await db
    .selectFrom('ticket_configurations')
    .innerJoin('events', 'events.id', 'ticket_configurations.event_id')
    .selectAll('ticket_configurations')
    .select(['events.starts_at as event_starts_at', 'events.time_zone as event_time_zone'])
    .where('ticket_configurations.id', '=', request.ticketingConfigId)
    .where('ticket_configurations.status', '=', 'published')
    .executeTakeFirst();
  if (!configuration) throw new AppError(404, 'NOT_FOUND', NOT_ON_SALE);
  const closed = salesClosedReason(
    configuration,
    configuration.event_starts_at,
    configuration.event_time_zone,
  );
  if (closed) throw conflict('SALES_CLOSED', closed);
  const method = request.paymentData.paymentMethod;
  if (!configuration.payment_methods.includes(method))
    throw new AppError(400, 'VALIDATION_ERROR', `This event does not accept ${method} payments.`, {
      field: 'paymentData.paymentMethod',
    });

  const selections = [...request.ticketSelections].sort((a, b) =>
    a.ticketType.localeCompare(b.ticketType),
  );
  const types = await db
    .selectFrom('ticket_types')
    .selectAll()
    .where('configuration_id', '=', configuration.id)
    .where(
      'id',
      'in',
      selections.map((selection) => selection.ticketType),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  let totalCents = 0;
  const currency = types[0]?.currency ?? 'AUD';
  for (const selection of selections) {
    const type = types.find((candidate) => candidate.id === selection.ticketType);
    if (!type)
      throw new AppError(400, 'VALIDATION_ERROR', 'That ticket type is not part of this event.', {
        field: 'ticketSelections',
      });
    if (type.price_cents !== centsOf(selection.price) || type.currency !== selection.currency)
      throw conflict(
        'PRICE_CHANGED',
        `The price of "${type.name}" is now ${money(type.price_cents, type.currency)}. Please review your order.`,
        { ticketType: type.id, price: type.price_cents / 100, currency: type.currency },
      );
    if (type.currency !== currency)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'All tickets of an order must be in one currency.',
        {
          field: 'ticketSelections',
        },
      );
    const left = type.quantity - type.sold;
    if (left < selection.quantity)
      throw conflict(
        'SOLD_OUT',
        left === 0
          ? `"${type.name}" is sold out.`
          : `Only ${left} "${type.name}" ticket${left === 1 ? ' is' : 's are'} left.`,
        { ticketType: type.id, available: left },
      );
    totalCents += type.price_cents * selection.quantity;
  }

  const payment = await paymentProvider().confirm({
    method,
    transactionId: request.paymentData.transactionId,
    status: request.paymentData.paymentStatus,
    amountCents: totalCents,
    currency,
  });
  const orderId = randomUUID();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      account_id: buyer.accountId,
      configuration_id: configuration.id,
      event_id: configuration.event_id,
      idempotency_key: request.paymentData.transactionId,
      buyer_email: buyer.email,
      total_cents: totalCents,
      currency,
      payment_provider: paymentProvider().id,
      payment_method: method,
      payment_reference: payment.reference,
    })
    .execute();
  for (const selection of selections) {
    const type = types.find((candidate) => candidate.id === selection.ticketType)!;
    await db
      .updateTable('ticket_types')
      .set((eb) => ({ sold: eb('sold', '+', selection.quantity) }))
      .where('id', '=', type.id)
      .execute();
    await db
      .insertInto('order_lines')
      .values({
        order_id: orderId,
        ticket_type_id: type.id,
        quantity: selection.quantity,
        unit_price_cents: type.price_cents,
      })
      .execute();
    await db
      .insertInto('tickets')
      .values(
        Array.from({ length: selection.quantity }, () => ({
          id: randomUUID(),
          order_id: orderId,
          ticket_type_id: type.id,
          event_id: configuration.event_id,
          account_id: buyer.accountId,
          code: ticketCode(),
        })),
      )
      .execute();
  }
  return orderId;
}

async function orderIdByKey(db: Db, buyer: Buyer, key: string) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('account_id', '=', buyer.accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function orderResult(db: Db, orderId: string): Promise<PurchaseResult> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'total_cents', 'currency'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const tickets = await db
    .selectFrom('tickets')
    .innerJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
    .select(['tickets.code', 'ticket_types.name'])
    .where('tickets.order_id', '=', orderId)
    .orderBy('ticket_types.position')
    .orderBy('tickets.code')
    .execute();
  return {
    orderId: order.id,
    total: order.total_cents / 100,
    currency: order.currency,
    tickets: tickets.map((ticket) => ({ code: ticket.code, ticketTypeName: ticket.name })),
  };
}

export async function purchaseTickets(
  ctx: ServiceContext,
  db: Db,
  buyer: Buyer,
  request: PurchaseRequest,
): Promise<PurchaseResult> {
  const key = request.paymentData.transactionId;
  const earlier = await orderIdByKey(db, buyer, key);
  if (earlier) return orderResult(db, earlier);
  let orderId: string;
  try {
    orderId = await db.transaction().execute((trx) => buyWithin(trx, buyer, request));
  } catch (error) {
    // The same purchase arrived twice at once: the second answers the first's order.
    if (isUniqueViolation(error, 'orders_idempotency_key')) {
      const first = await orderIdByKey(db, buyer, key);
      if (first) return orderResult(db, first);
    }
    throw error;
  }
  const result = await orderResult(db, orderId);
  await ctx.mailer.send(db, await confirmationMail(db, buyer.email, orderId, result));
  return result;
}
