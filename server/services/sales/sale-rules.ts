// What Sales counts as a ticket sold — the one rule its figures ("Tickets sold"), its chart and the
// chart's sentence share, so they never disagree: a ticket of an order that took money (not a comp,
// not a class booked with a pass, not a walk-in let in free at the door) and not refunded. A
// refunded ticket is no longer sold; the money given back is counted as refunded, on its day.
import { sql, type Expression, type SqlBool } from 'kysely';
import { DOOR_SALE_PROVIDER, isDoorComp } from '../../../src/contract/door-sales';
import { COMP_PROVIDER } from '../comps/comp-read';

/** Providers whose orders took no money: a comp, a class booked with a pass. */
export const NOT_SALES = [COMP_PROVIDER, 'pass'];

interface OrderPayment {
  payment_provider: string;
  payment_method: string;
}

/** An order that is a sale: it took money, or could have (a door sale that was not a comp). */
export const isSaleOrder = (order: OrderPayment) =>
  !NOT_SALES.includes(order.payment_provider) && !isDoorComp(order);

/** A ticket counted as sold: of a sale, and not refunded. */
export const isTicketSold = (ticket: OrderPayment & { voided_at: Date | null }) =>
  ticket.voided_at === null && isSaleOrder(ticket);

/** isSaleOrder in SQL, for the orders under `alias`. */
export const saleOrderSql = (alias: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.payment_provider`)} NOT IN (${sql.join(NOT_SALES)})
    AND NOT (${sql.ref(`${alias}.payment_provider`)} = ${DOOR_SALE_PROVIDER}
      AND ${sql.ref(`${alias}.payment_method`)} = 'comp'))`;
