// /tickets?eventId=… (spec §2, §4 Purchase): Buy Tickets — the ticket types with quantities, the
// payment method, the summary, Cancel; Processing...; Purchase Successful! with its countdown; the
// 180-second countdown for buyers from the app; an error screen with Go Back. Visitors see it all;
// Buy Tickets opens the review, where they sign in (one click, back to their selection) or buy as
// a guest with an e-mail and a name. With Stripe, Continue to payment holds the seats and opens
// Stripe's checkout.
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MOBILE_PURCHASE_SECONDS } from '@/contract/purchases';
import { LoadingIndicator } from '@/components/loading-indicator';
import { NotSavedOffline } from '@/components/not-saved-offline';
import { useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { useAuth } from '@/lib/auth/auth-context';
import {
  ADD_ONS_PARAM,
  AMOUNTS_PARAM,
  chosenOrderOf,
  opensReview,
  purchasePathWith,
  SELECTION_PARAM,
  STEP_PARAM,
} from '@/lib/purchase-selection';
import { useOnlineStatus } from '@/lib/use-online-status';
import { eventPagePath } from '@/contract/event-page';
import { setPageHead } from '@/lib/page-head';
import { usePurchaseEvent } from '../api/get-purchase-event';
import { PurchaseError } from '../components/purchase-error';
import { PurchaseForm } from '../components/purchase-form';
import { MobileCountdown } from '../components/mobile-countdown';
import { PurchaseSuccessModal } from '../components/purchase-success-modal';
import { useCountdown } from '../hooks/use-countdown';
import { usePurchaseForm } from '../hooks/use-purchase-form';
import { useOrderExtras } from '../hooks/use-order-extras';
import { eventLoadFailed } from '../lib/purchase-messages';
import { CANCELLED_LINK, openApp, purchasedLink } from '../lib/return-app';
import { useAppHandOff } from '../hooks/use-app-hand-off';
import { withUnlocked, type AppliedCode } from '../lib/applied-code';
import { startingOrder } from '../lib/kept-selection';
import { useI18n } from '@/lib/i18n/use-i18n';
import '../components/purchase.css';

/** Spec §9: the success modal returns after 3 seconds. */
const RETURN_SECONDS = 3;

export function PurchasePage() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const eventId = params.get('eventId') ?? '';
  const fromApp = params.get('returnApp') === 'mobile';
  const { authenticated, initialised } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const loaded = usePurchaseEvent(eventId);
  // A code applied (typed, or carried by the link as ?code=): hidden types it unlocked join the list.
  const initialCode = params.get('code');
  const [code, setCode] = useState<AppliedCode | null>(null);
  const shownEvent = useMemo(
    () => loaded.data && withUnlocked(loaded.data, code),
    [loaded.data, code],
  );
  const back = `${location.pathname}${location.search}`;
  // Back from signing in: the order the address carries, else the one kept on this device.
  const [starting] = useState(() => startingOrder(eventId, chosenOrderOf(params)));
  const [backToReview] = useState(() => opensReview(params));
  const extras = useOrderExtras(shownEvent, starting);
  // The way back from signing in carries the selection, its add-ons and amounts, whatever tab or
  // device it ends in — and opens on the review, where the buyer left (both ways in are there).
  const toSignIn = (quantities: Record<string, number>) =>
    navigate(
      `/login?return=${encodeURIComponent(
        purchasePathWith(
          back,
          eventId,
          quantities,
          { addOns: extras.addOnChoice, amounts: extras.amounts },
          true,
        ),
      )}`,
    );
  const form = usePurchaseForm(shownEvent, eventId, {
    extras,
    fromApp,
    carriedSelection: starting.quantities,
    startReviewing: backToReview,
    onNeedsAccount: initialised && !authenticated ? toSignIn : null,
    onSessionEnded: toSignIn,
    goToPayment: (url) => window.location.assign(url),
    goToWaitlist: (entryId) => navigate(`/waitlist/${entryId}`),
    goToMyTickets: () => navigate('/my-tickets'),
    code,
  });
  const timeLeft = useCountdown(MOBILE_PURCHASE_SECONDS, fromApp && !!loaded.data && !form.result);
  const returning = useCountdown(RETURN_SECONDS, form.result !== null);
  const notSaved = useNotSavedOffline(loaded);

  const handOff = useAppHandOff();
  const finish = () => {
    if (!form.result) return;
    if (fromApp) handOff.open(purchasedLink(eventId, form.result.orderId));
    // A guest has no My Tickets: their tickets and the order's link are in the e-mail.
    else if (form.boughtAsGuest)
      navigate('/orders/guest?issued=1', { state: { email: form.guest.email.trim() } });
    else navigate('/my-tickets');
  };
  useEffect(() => {
    if (returning === 0) finish();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the countdown ends
  }, [returning]);
  // Taken into the form (and kept on the device from now on): the address forgets it, so a later
  // change and a reload do not bring the old selection back.
  useEffect(() => {
    const carriedParams = [SELECTION_PARAM, ADD_ONS_PARAM, AMOUNTS_PARAM, STEP_PARAM];
    if (!carriedParams.some((param) => params.has(param))) return;
    const next = new URLSearchParams(params);
    for (const param of carriedParams) next.delete(param);
    navigate(`${location.pathname}?${next.toString()}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address it opened with
  }, []);
  useEffect(() => {
    if (loaded.data) setPageHead(`Tickets: ${loaded.data.event.title} — Floorcraft`);
  }, [loaded.data]);

  if (notSaved)
    return (
      <NotSavedOffline
        title={i18n._('purchase.title')}
        what="This event’s ticket page"
        message={i18n._('purchase.notSaved')}
      />
    );
  if (!initialised || loaded.isPending)
    return <LoadingIndicator label={i18n._('purchase.loading')} />;
  if (loaded.isError) return <PurchaseError message={loaded.error.message || eventLoadFailed()} />;
  const shown = shownEvent ?? loaded.data;

  const cancel = () => (fromApp ? openApp(CANCELLED_LINK) : navigate('/'));
  const timedOut = fromApp && timeLeft === 0;
  return (
    <main className="page page-narrow purchase">
      <h1>{i18n._('purchase.title')}</h1>
      {!fromApp && (
        <p>
          <Link to={eventPagePath(shown.event)}>{i18n._('purchase.aboutEvent')}</Link>
        </p>
      )}
      {fromApp && timeLeft !== null && timeLeft > 0 && <MobileCountdown secondsLeft={timeLeft} />}
      {timedOut ? (
        <section className="card" role="alert">
          <h2>{i18n._('purchase.timesUp')}</h2>
          <p>{i18n._('purchase.timesUp.text')}</p>
          <button type="button" className="button button-primary" onClick={cancel}>
            {i18n._('purchase.returnToApp')}
          </button>
        </section>
      ) : (
        <PurchaseForm
          event={shown}
          form={form}
          extras={extras}
          online={online}
          onCancel={cancel}
          initialCode={initialCode}
          onCode={setCode}
        />
      )}
      <PurchaseSuccessModal
        result={form.result}
        secondsLeft={returning}
        toApp={fromApp}
        guest={form.boughtAsGuest}
        onContinue={finish}
        appDidNotOpen={handOff.failed}
      />
    </main>
  );
}
