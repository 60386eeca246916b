// /orders/return?reservation=… — where Stripe sends the buyer back. It never creates an order: it
// says "Confirming your payment..." until the server, told by Stripe's webhook, has issued it; then
// Purchase Successful! (and, for buyers from the app, the countdown back to it).
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCountdown } from '../hooks/use-countdown';
import { useOrder } from '../api/get-order';
import { useReservation } from '../api/get-reservation';
import { useMyTicketsChanged } from '../api/my-tickets-changed';
import { PurchaseSuccessModal } from '../components/purchase-success-modal';
import { purchasedLink } from '../lib/return-app';
import { useAppHandOff } from '../hooks/use-app-hand-off';
import '../components/purchase.css';

/** Spec §9: the success modal returns after 3 seconds. */
const RETURN_SECONDS = 3;

export function PaymentReturnPage() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reservation = useReservation(params.get('reservation') ?? '');
  const orderId = reservation.data?.orderId ?? '';
  const order = useOrder(orderId);
  const fromApp = reservation.data?.fromApp ?? false;
  const done = order.data !== undefined;
  const returning = useCountdown(RETURN_SECONDS, done);
  // The webhook issued the order: My Tickets holds it now.
  const myTicketsChanged = useMyTicketsChanged();
  useEffect(() => {
    if (done) void myTicketsChanged();
  }, [done, myTicketsChanged]);

  const handOff = useAppHandOff();
  const finish = () => {
    if (!order.data) return;
    if (fromApp) handOff.open(purchasedLink(reservation.data?.eventId ?? '', order.data.id));
    else navigate(`/orders/${order.data.id}`);
  };
  useEffect(() => {
    if (returning === 0) finish();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the countdown ends
  }, [returning]);

  if (reservation.isError)
    return (
      <main className="page page-narrow">
        <h1>{i18n._('payment.title')}</h1>
        <p className="alert alert-error" role="alert">
          {richText(i18n._('payment.notFound'), [(text) => <Link to="/my-tickets">{text}</Link>])}
        </p>
      </main>
    );
  const status = reservation.data?.status;
  return (
    <main className="page page-narrow purchase">
      <h1>{i18n._('payment.title')}</h1>
      {(status === undefined || status === 'held' || (status === 'paid' && !done)) && (
        <LoadingIndicator label={i18n._('payment.confirming')} />
      )}
      {status === 'released' && (
        <p className="alert alert-error" role="alert">
          {i18n._('payment.released')}{' '}
          {reservation.data?.eventId && (
            <Link to={`/tickets?eventId=${reservation.data.eventId}`}>
              {i18n._('payment.chooseAgain')}
            </Link>
          )}
        </p>
      )}
      {status === 'refunded' && (
        <p className="alert alert-error" role="alert">
          {i18n._('payment.refunded')}
        </p>
      )}
      <PurchaseSuccessModal
        result={
          order.data
            ? {
                orderId: order.data.id,
                total: order.data.totalCents / 100,
                currency: order.data.currency,
                tickets: order.data.tickets.map((ticket) => ({
                  code: ticket.code,
                  ticketTypeName: ticket.ticketTypeName,
                })),
                addOns: order.data.addOns.map((line) => ({
                  name: line.name,
                  quantity: line.quantity,
                  amount: (line.unitPriceCents * line.quantity) / 100,
                })),
              }
            : null
        }
        secondsLeft={returning}
        toApp={fromApp}
        onContinue={finish}
        appDidNotOpen={handOff.failed}
      />
    </main>
  );
}
