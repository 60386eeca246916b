// An event's orders for its organiser: gross, fees, refunded and net, then each order with its
// state, tickets and add-on lines ("T-shirt · M × 1", collected or refunded), and Refund (the
// whole order, or one ticket) — asked once more before it goes.
// A comp is marked "Comp" with its note and is revoked in Comps, not refunded. A sale at the door
// names the buyer given there (else "Door sale") and how it was paid; refunding it records the money
// the school gives back itself, and a comp given there is voided instead (refund-words.ts).
import { orderNumber } from '@/contract/order-number';
import { useState } from 'react';
import { formatMoney } from '@/contract/money';
import { DEMO_PAYMENT_NOTICE, type Sales } from '@/contract/payments';
import { compLabel } from '@/contract/comps';
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import { useRefund, useSales, useVoidDoorComp } from '../api/sales';
import { OrderConfirm } from './order-confirm';
import { doorPayment, orderBuyer } from '../lib/order-buyer';
import {
  refundable,
  refundDone,
  refundQuestion,
  voidable,
  voidDone,
  voidQuestion,
} from '../lib/refund-words';

const STATE = { paid: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' };

/** An order's state: a comp is given or revoked; a door comp given or void; else its payment's. */
function stateOf(order: Sales['orders'][number]): string {
  if (order.doorMethod === 'comp') return order.compRevoked ? 'Void' : 'Given';
  if (order.compRevoked) return 'Revoked';
  return order.comp ? 'Given' : STATE[order.status];
}

interface Pending {
  /** A refund, or the void of a comp given at the door. */
  kind: 'refund' | 'void';
  orderId: string;
  ticketIds?: string[];
  /** The question asked, and what is said once it is done (a door sale's), or null. */
  question: string;
  done: string | null;
}

/** `timeZone`: the event's, in which every time in Sales is shown. */
export function SalesOrders({
  configurationId,
  timeZone,
}: {
  configurationId: string;
  timeZone: string;
}) {
  const sales = useSales(configurationId);
  const refund = useRefund(configurationId);
  const voiding = useVoidDoorComp(configurationId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (sales.isPending) return <p role="status">Loading orders…</p>;
  if (sales.isError)
    return (
      <p className="alert alert-error" role="alert">
        Orders could not be loaded. Please try again.
      </p>
    );
  const data: Sales = sales.data;
  const money = (cents: number) => formatMoney(cents / 100, data.currency);
  const confirm = async () => {
    if (!pending) return;
    setDone(null);
    const made = await (pending.kind === 'void' ? voiding : refund)
      .mutateAsync({ orderId: pending.orderId, ticketIds: pending.ticketIds })
      .then(() => true)
      .catch(() => false);
    if (made) setDone(pending.done);
    setPending(null);
  };
  return (
    <section aria-labelledby="orders-heading">
      <h3 id="orders-heading">Orders</h3>
      <dl className="sales-figures">
        <div>
          <dt>Gross</dt>
          <dd>{money(data.grossCents)}</dd>
        </div>
        <div>
          <dt>Fees</dt>
          <dd>{money(data.feeCents)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{money(data.refundedCents)}</dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{money(data.netCents)}</dd>
        </div>
      </dl>
      {data.lastEditedBy && data.lastEditedAt && (
        <p className="muted">
          Last edited by {data.lastEditedBy} on {shortDateTimeOf(data.lastEditedAt, timeZone)}.
        </p>
      )}
      {data.orders.some((order) => order.demo) && <p className="muted">{DEMO_PAYMENT_NOTICE}.</p>}
      {refund.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(refund.error, 'The refund failed. Please try again.')}
        </p>
      )}
      {voiding.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(voiding.error, 'The comp could not be voided. Please try again.')}
        </p>
      )}
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      {pending && (
        <OrderConfirm
          kind={pending.kind}
          question={pending.question}
          busy={refund.isPending || voiding.isPending}
          onConfirm={() => void confirm()}
          onKeep={() => setPending(null)}
        />
      )}
      <ul className="sales-orders">
        {data.orders.map((order) => {
          const valid = order.tickets.filter((ticket) => !ticket.void);
          return (
            <li key={order.id} className="card">
              <p>
                Order {orderNumber(order.id)} · <strong>{orderBuyer(order)}</strong> ·{' '}
                {order.comp ? compLabel(order.compNote) : money(order.totalCents)}
                {order.doorMethod && ` · ${doorPayment(order)}`}
                {order.code && ` (code ${order.code}: -${money(order.discountCents)})`} ·{' '}
                {stateOf(order)}
                {order.disputed && ' · disputed'}
                {order.refundedBy.length > 0 &&
                  ` · ${order.doorMethod === 'comp' ? 'voided' : 'refunded'} by ${order.refundedBy.join(', ')}`}
              </p>
              <ul>
                {order.tickets.map((ticket) => (
                  <li key={ticket.id} className={ticket.void ? 'muted' : ''}>
                    {ticket.ticketTypeName} · <code>{ticket.code}</code>
                    {ticket.passedOn
                      ? ' · passed on'
                      : ticket.void
                        ? ' · void'
                        : ticket.checkedInAt
                          ? ' · checked in'
                          : ''}
                    {!ticket.void && refundable(order) && valid.length > 1 && (
                      <>
                        {' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() =>
                            setPending({
                              kind: 'refund',
                              orderId: order.id,
                              ticketIds: [ticket.id],
                              question: refundQuestion(order, `ticket ${ticket.code}`),
                              done: refundDone(order),
                            })
                          }
                        >
                          Refund ticket
                        </button>
                      </>
                    )}
                    {!ticket.void && voidable(order) && valid.length > 1 && (
                      <>
                        {' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() =>
                            setPending({
                              kind: 'void',
                              orderId: order.id,
                              ticketIds: [ticket.id],
                              question: voidQuestion(`ticket ${ticket.code}`),
                              done: voidDone,
                            })
                          }
                        >
                          Void ticket
                        </button>
                      </>
                    )}
                  </li>
                ))}
                {order.addOns.map((line) => (
                  <li key={line.name} className={line.refunded ? 'muted' : ''}>
                    {line.name} × {line.quantity}
                    {line.refunded ? ' · refunded' : line.handedOver ? ' · collected' : ''}
                  </li>
                ))}
              </ul>
              {valid.length > 0 && refundable(order) && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    setPending({
                      kind: 'refund',
                      orderId: order.id,
                      question: refundQuestion(
                        order,
                        `${valid.length} ticket${valid.length === 1 ? '' : 's'} of ${orderBuyer(order)}`,
                      ),
                      done: refundDone(order),
                    })
                  }
                >
                  Refund order
                </button>
              )}
              {valid.length > 0 && voidable(order) && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    setPending({
                      kind: 'void',
                      orderId: order.id,
                      question: voidQuestion(
                        `${valid.length} ticket${valid.length === 1 ? '' : 's'} of ${orderBuyer(order)}`,
                      ),
                      done: voidDone,
                    })
                  }
                >
                  Void comp
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
