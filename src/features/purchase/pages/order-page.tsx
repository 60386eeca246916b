// /orders/{id}: a buyer's order, linked from the receipt e-mail and My Tickets — its state (paid,
// partly or wholly refunded), the event, each line (add-ons after the tickets), a code's
// discount, its tax invoice and adjustment notes to download, and each ticket (valid, checked in, passed on, or void) with what
// the buyer may do with it now: pass it on, change the name, cancel it or request a refund. A
// guest's receipt links it with `?access=…` (a signed token): it opens without signing in, lists
// the tickets with their answers to change until the event starts (guest-order-tickets.tsx) but
// without the documents or the other changes (they are an account's), and says how to have the
// tickets in My Tickets.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { NotSavedOffline } from '@/components/not-saved-offline';
import { useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { BOOKING_FEE_LABEL } from '@/contract/booking-fee';
import { formatMoney } from '@/contract/money';
import { orderNumber } from '@/contract/order-number';
import { DEMO_PAYMENT_NOTICE } from '@/contract/payments';
import { shortDateTimeOf } from '@/lib/event-time';
import { useOrder } from '../api/get-order';
import { GuestOrderTickets } from '../components/guest-order-tickets';
import { OrderDocuments } from '../components/order-documents';
import { OrderTicketChanges } from '../components/order-ticket-changes';
import '../components/purchase.css';

const STATUS_TEXT = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
} as const;

export function OrderPage() {
  const { orderId = '' } = useParams();
  const access = useSearchParams()[0].get('access');
  const order = useOrder(orderId, access);
  const notSaved = useNotSavedOffline(order);
  if (notSaved) return <NotSavedOffline title="Order" what="This order" />;
  if (order.isPending) return <LoadingIndicator label="Loading your order…" />;
  if (order.isError)
    return (
      <main className="page page-narrow">
        <h1>Order</h1>
        <p className="alert alert-error" role="alert">
          {access
            ? 'This order link is not valid or has expired. Sign in with the e-mail address you bought with to see your tickets. '
            : 'This order could not be loaded. '}
          <Link to="/my-tickets">My Tickets</Link>
        </p>
      </main>
    );
  const data = order.data;
  const money = (cents: number) => formatMoney(cents / 100, data.currency);
  return (
    <main className="page page-narrow order-page">
      <h1>Order {orderNumber(data.id)}</h1>
      <section className="card">
        <h2>{data.event.title}</h2>
        <p>{shortDateTimeOf(data.event.startDateTime, data.event.timeZone)}</p>
        <p>{data.event.location || 'Location TBA'}</p>
        <p>
          <strong>{STATUS_TEXT[data.status]}</strong>
          {data.refundedCents > 0 && ` · ${money(data.refundedCents)} refunded`}
          {data.disputed && ' · payment disputed'}
        </p>
        {data.demo && <p className="alert alert-info">{DEMO_PAYMENT_NOTICE}</p>}
      </section>
      <section className="card order-summary" aria-labelledby="lines-heading">
        <h3 id="lines-heading">What you bought</h3>
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
                {line.refunded ? ' · refunded' : line.handedOver ? ' · collected' : ''}
              </span>
              <span>{money(line.unitPriceCents * line.quantity)}</span>
            </li>
          ))}
          {data.discount && (
            <li className="order-summary__discount">
              <span>Code {data.discount.code}</span>
              <span>-{money(data.discount.cents)}</span>
            </li>
          )}
          {data.bookingFeeCents > 0 && (
            <li>
              <span>{BOOKING_FEE_LABEL}</span>
              <span>{money(data.bookingFeeCents)}</span>
            </li>
          )}
        </ul>
        <p className="order-summary__total">
          {data.withPass
            ? 'Booked with your class pass'
            : `${data.demo ? 'Total' : 'Total paid'}: ${money(data.totalCents)}`}
        </p>
      </section>
      {!data.withPass && !access && <OrderDocuments orderId={data.id} currency={data.currency} />}
      {access ? (
        <GuestOrderTickets order={data} access={access} />
      ) : (
        <>
          <OrderTicketChanges order={data} />
          <p>
            <Link to="/my-tickets">Open your entry passes in My Tickets</Link>
          </p>
        </>
      )}
    </main>
  );
}
