// An event's orders for its organiser: gross, fees, refunded and net, then each order with its
// state and tickets, and Refund (the whole order, or one ticket) — asked once more before it goes.
// A comp is marked "Comp" with its note and is revoked in Comps, not refunded. A sale at the door
// names the buyer given there (else "Door sale") and how it was paid.
import { orderNumber } from '@/contract/order-number';
import { useState } from 'react';
import { formatMoney } from '@/contract/money';
import { DEMO_PAYMENT_NOTICE, type Sales } from '@/contract/payments';
import { compLabel } from '@/contract/comps';
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import { useRefund, useSales } from '../api/sales';
import { doorPayment, orderBuyer } from '../lib/order-buyer';

const STATE = { paid: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' };

interface Pending {
  orderId: string;
  ticketIds?: string[];
  label: string;
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
  const [pending, setPending] = useState<Pending | null>(null);
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
    await refund.mutateAsync(pending).catch(() => undefined);
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
      {pending && (
        <div className="alert alert-info" role="alertdialog" aria-label="Confirm refund">
          <p>
            Refund {pending.label}? The tickets stop admitting anyone and the buyer is e-mailed.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={refund.isPending}
              onClick={() => void confirm()}
            >
              {refund.isPending ? 'Refunding...' : 'Refund'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setPending(null)}
            >
              Keep it
            </button>
          </div>
        </div>
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
                {order.compRevoked ? 'Revoked' : order.comp ? 'Given' : STATE[order.status]}
                {order.disputed && ' · disputed'}
                {order.refundedBy.length > 0 && ` · refunded by ${order.refundedBy.join(', ')}`}
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
                    {!ticket.void && !order.comp && valid.length > 1 && (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() =>
                          setPending({
                            orderId: order.id,
                            ticketIds: [ticket.id],
                            label: `ticket ${ticket.code}`,
                          })
                        }
                      >
                        Refund ticket
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              {valid.length > 0 && !order.comp && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    setPending({
                      orderId: order.id,
                      label: `${valid.length} ticket${valid.length === 1 ? '' : 's'} of ${orderBuyer(order)}`,
                    })
                  }
                >
                  Refund order
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
