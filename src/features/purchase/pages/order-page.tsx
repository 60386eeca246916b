// /orders/{id}: a buyer's order, linked from the receipt e-mail and My Tickets — its state (paid,
// partly or wholly refunded), the event, each line (add-ons after the tickets), a code's
// discount, its tax invoice and adjustment notes to download, and each ticket (valid, checked in, passed on, or void) with what
// the buyer may do with it now: pass it on, change the name, cancel it or request a refund. A
// guest's receipt links it with `?access=…` (a signed token): it opens without signing in, lists
// the tickets with their answers to change until the event starts (guest-order-tickets.tsx) but
// without the documents or the other changes (they are an account's), and says how to have the
// tickets in My Tickets.
import { useI18n } from '@/lib/i18n/use-i18n';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { NotSavedOffline } from '@/components/not-saved-offline';
import { useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { formatMoney } from '@/lib/i18n/format';
import { orderNumber } from '@/contract/order-number';
import { shortDateTimeOf } from '@/lib/event-time';
import { useOrder } from '../api/get-order';
import { GuestOrderTickets } from '../components/guest-order-tickets';
import { OrderDocuments } from '../components/order-documents';
import { OrderTicketChanges } from '../components/order-ticket-changes';
import '../components/purchase.css';

const STATUS_TEXT = {
  paid: /* i18n */ 'order.status.paid',
  partially_refunded: /* i18n */ 'order.status.partlyRefunded',
  refunded: /* i18n */ 'order.status.refunded',
} as const;

export function OrderPage() {
  const i18n = useI18n();
  const { orderId = '' } = useParams();
  const access = useSearchParams()[0].get('access');
  const order = useOrder(orderId, access);
  const notSaved = useNotSavedOffline(order);
  if (notSaved)
    return (
      <NotSavedOffline
        title={i18n._('order.title.plain')}
        what="This order"
        message={i18n._('order.notSaved')}
      />
    );
  if (order.isPending) return <LoadingIndicator label={i18n._('order.loading')} />;
  if (order.isError)
    return (
      <main className="page page-narrow">
        <h1>{i18n._('order.title.plain')}</h1>
        <p className="alert alert-error" role="alert">
          {access ? i18n._('order.linkInvalid') : i18n._('order.loadFailed')}{' '}
          <Link to="/my-tickets">{i18n._('menu.myTickets')}</Link>
        </p>
      </main>
    );
  const data = order.data;
  const money = (cents: number) => formatMoney(cents / 100, data.currency);
  return (
    <main className="page page-narrow order-page">
      <h1>{i18n._('myTickets.order', { number: orderNumber(data.id) })}</h1>
      <section className="card">
        <h2>{data.event.title}</h2>
        <p>{shortDateTimeOf(data.event.startDateTime, data.event.timeZone)}</p>
        <p>{data.event.location || i18n._('purchase.locationTba')}</p>
        <p>
          <strong>{i18n._(STATUS_TEXT[data.status])}</strong>
          {data.refundedCents > 0 &&
            ` · ${i18n._('order.refundedAmount', { amount: money(data.refundedCents) })}`}
          {data.disputed && ` · ${i18n._('order.disputed')}`}
        </p>
        {data.demo && <p className="alert alert-info">{i18n._('purchase.demoNotice')}</p>}
      </section>
      <section className="card order-summary" aria-labelledby="lines-heading">
        <h3 id="lines-heading">{i18n._('order.lines')}</h3>
        <ul className="order-summary__lines">
          {data.lines.map((line) => (
            <li key={line.name}>
              <span>
                {line.name} × {line.quantity}
              </span>
              <span>{money(line.unitPriceCents * line.quantity)}</span>
            </li>
          ))}
          {data.addOns.map((line) => (
            <li key={line.name} className={line.refunded ? 'muted' : undefined}>
              <span>
                {line.name} × {line.quantity}
                {line.refunded
                  ? ` · ${i18n._('order.refunded')}`
                  : line.handedOver
                    ? ` · ${i18n._('myTickets.collected')}`
                    : ''}
              </span>
              <span>{money(line.unitPriceCents * line.quantity)}</span>
            </li>
          ))}
          {data.discount && (
            <li className="order-summary__discount">
              <span>{i18n._('purchase.summary.code', { code: data.discount.code })}</span>
              <span>-{money(data.discount.cents)}</span>
            </li>
          )}
          {data.bookingFeeCents > 0 && (
            <li>
              <span>{i18n._('purchase.bookingFee')}</span>
              <span>{money(data.bookingFeeCents)}</span>
            </li>
          )}
        </ul>
        <p className="order-summary__total">
          {data.withPass
            ? i18n._('order.withPass')
            : data.demo
              ? i18n._('purchase.total', { total: money(data.totalCents) })
              : i18n._('order.totalPaid', { total: money(data.totalCents) })}
        </p>
      </section>
      {!data.withPass && !access && <OrderDocuments orderId={data.id} currency={data.currency} />}
      {access ? (
        <GuestOrderTickets order={data} access={access} />
      ) : (
        <>
          <OrderTicketChanges order={data} />
          <p>
            <Link to="/my-tickets">{i18n._('order.openPasses')}</Link>
          </p>
        </>
      )}
    </main>
  );
}
