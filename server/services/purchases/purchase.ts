// Buying tickets (spec §4 Purchase, §7 POST /api/v2/ticket/purchase). The server is the authority:
// it prices the order from the published configuration (a client's differing price or currency is
// refused), allows 1–10 per type while sales are open, and sells only what is left — the write
// (purchase-write.ts) locks the types, recounts and writes in one transaction, and the database
// refuses to oversell. The client's transaction id is the idempotency key: a retry answers the
// same order and never sells twice.
import { randomBytes, randomUUID } from 'node:crypto';
import { formatMoney } from '../../../src/contract/money';
import type { PurchaseRequest, PurchaseResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isCheckViolation, isUniqueViolation } from '../../lib/database-errors';
import type { ServiceContext } from '../context';
import { centsOf } from '../ticketing/configurations';
import { paymentProvider } from './payment-providers';
import { salesClosedReason } from './purchase-event';
import { confirmationMail } from './purchase-mail';
import { orderIdByKey, orderResult, readForPurchase, type PurchaseRow } from './purchase-read';
import { OVERSOLD_CONSTRAINT, writeOrder } from './purchase-write';
import { withTransactionRetry } from '../../db/lock-order';

export interface Buyer {
  accountId: string;
  email: string;
}

type Selection = PurchaseRequest['ticketSelections'][number];

const conflict = (
  code: 'SOLD_OUT' | 'PRICE_CHANGED' | 'SALES_CLOSED',
  message: string,
  details = {},
) => new AppError(409, code, message, details);

/** A ticket code: 16 unguessable characters, easy to read out at the door. */
const ticketCode = () => randomBytes(12).toString('base64url').toUpperCase().replace(/[-_]/g, 'X');

function soldOut(
  type: Pick<PurchaseRow, 'id' | 'name' | 'quantity' | 'sold'>,
  wanted: number,
): AppError | null {
  const left = type.quantity - type.sold;
  if (left >= wanted) return null;
  return conflict(
    'SOLD_OUT',
    left <= 0
      ? `"${type.name}" is sold out.`
      : `Only ${left} "${type.name}" ticket${left === 1 ? ' is' : 's are'} left.`,
    { ticketType: type.id, available: Math.max(0, left) },
  );
}

/** The order's total, after every rule that can be checked before writing. */
function checkedTotal(types: PurchaseRow[], selections: Selection[], request: PurchaseRequest) {
  const event = types[0]!;
  const closed = salesClosedReason(event, event.event_starts_at, event.event_time_zone);
  if (closed) throw conflict('SALES_CLOSED', closed);
  const method = request.paymentData.paymentMethod;
  if (!event.payment_methods.includes(method))
    throw new AppError(400, 'VALIDATION_ERROR', `This event does not accept ${method} payments.`, {
      field: 'paymentData.paymentMethod',
    });
  let totalCents = 0;
  for (const selection of selections) {
    const type = types.find((candidate) => candidate.id === selection.ticketType)!;
    if (type.price_cents !== centsOf(selection.price) || type.currency !== selection.currency)
      throw conflict(
        'PRICE_CHANGED',
        `The price of "${type.name}" is now ${formatMoney(type.price_cents / 100, type.currency)}. Please review your order.`,
        { ticketType: type.id, price: type.price_cents / 100, currency: type.currency },
      );
    if (type.currency !== event.currency)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'All tickets of an order must be in one currency.',
        {
          field: 'ticketSelections',
        },
      );
    const refused = soldOut(type, selection.quantity);
    if (refused) throw refused;
    totalCents += type.price_cents * selection.quantity;
  }
  return totalCents;
}

/** Why the database refused the seats: the type that ran out, as it is now. */
async function soldOutNow(db: Db, selections: Selection[]) {
  const now = await db
    .selectFrom('ticket_types')
    .select(['id', 'name', 'quantity', 'sold'])
    .where(
      'id',
      'in',
      selections.map((selection) => selection.ticketType),
    )
    .execute();
  for (const selection of selections) {
    const type = now.find((row) => row.id === selection.ticketType);
    const refused = type && soldOut(type, selection.quantity);
    if (refused) return refused;
  }
  return null;
}

export async function purchaseTickets(
  ctx: ServiceContext,
  db: Db,
  buyer: Buyer,
  request: PurchaseRequest,
): Promise<PurchaseResult> {
  // Locks are taken in id order (purchase-write.ts); the selections follow the same order.
  const selections = [...request.ticketSelections].sort((a, b) =>
    a.ticketType.localeCompare(b.ticketType),
  );
  const key = request.paymentData.transactionId;
  const read = await readForPurchase(
    db,
    buyer.accountId,
    request,
    selections.map((selection) => selection.ticketType),
  );
  // A retry of a purchase already made: its order, unchanged.
  if (typeof read === 'string') return orderResult(db, read);
  const totalCents = checkedTotal(read, selections, request);
  const event = read[0]!;
  const typeOf = (id: string) => read.find((type) => type.id === id)!;
  const payment = await paymentProvider().confirm({
    method: request.paymentData.paymentMethod,
    transactionId: key,
    status: request.paymentData.paymentStatus,
    amountCents: totalCents,
    currency: event.currency,
  });
  const orderId = randomUUID();
  const tickets = selections.flatMap((selection) =>
    Array.from({ length: selection.quantity }, () => ({
      id: randomUUID(),
      typeId: selection.ticketType,
      code: ticketCode(),
    })),
  );
  // Listed in the event's order of ticket types.
  const listed = [...tickets].sort((a, b) => typeOf(a.typeId).position - typeOf(b.typeId).position);
  const result: PurchaseResult = {
    orderId,
    total: totalCents / 100,
    currency: event.currency,
    tickets: listed.map((ticket) => ({
      code: ticket.code,
      ticketTypeName: typeOf(ticket.typeId).name,
    })),
  };
  // The confirmation joins the outbox with the order: no order without its e-mail.
  const message = confirmationMail(buyer.email, result, {
    title: event.event_title,
    startsAt: event.event_starts_at,
    timeZone: event.event_time_zone,
    location: event.event_location,
  });
  const mail = ctx.mailer.outboxRow(message);
  try {
    await withTransactionRetry(() =>
      writeOrder(db, {
        orderId,
        accountId: buyer.accountId,
        email: buyer.email,
        configurationId: event.configuration_id,
        eventId: event.event_id,
        idempotencyKey: key,
        totalCents,
        currency: event.currency,
        provider: paymentProvider().id,
        method: request.paymentData.paymentMethod,
        reference: payment.reference,
        lines: selections.map((selection) => ({
          typeId: selection.ticketType,
          quantity: selection.quantity,
          priceCents: typeOf(selection.ticketType).price_cents,
        })),
        tickets,
        mail,
      }),
    );
  } catch (error) {
    // The same purchase sent twice at once: the second answers the first's order.
    if (isUniqueViolation(error, 'orders_idempotency_key')) {
      const first = await orderIdByKey(db, buyer.accountId, key);
      if (first) return orderResult(db, first);
    }
    // Someone took the last seats between the read and the write.
    if (isCheckViolation(error, OVERSOLD_CONSTRAINT)) {
      const first = await orderIdByKey(db, buyer.accountId, key);
      if (first) return orderResult(db, first);
      throw (await soldOutNow(db, selections)) ?? conflict('SOLD_OUT', 'Sold out.');
    }
    throw error;
  }
  await ctx.mailer.deliver(db, mail.id, message);
  return result;
}
