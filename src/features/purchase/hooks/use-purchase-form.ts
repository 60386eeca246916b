// The purchase form's state: quantities (kept, with the add-ons and amounts, while a visitor signs in), the payment method, the
// review step (the order, the terms to accept, and for a visitor: sign in or buy as a guest), the
// checkout (one transaction id per attempt, kept for a retry of the same order), and what follows:
// the demo order at once, or the way to Stripe Checkout.
import { i18n } from '@/lib/i18n/i18n';
import { useEffect, useState } from 'react';
import { bookingFeeCents } from '@/contract/booking-fee';
import type { PurchaseEvent, PurchaseResult } from '@/contract/purchases';
import type { PaymentMethod } from '@/contract/ticketing';
import { useCheckout } from '../api/checkout';
import { forgetSelection, keepSelection, readKeptSelection } from '../lib/kept-selection';
import { purchaseFailureMessage } from '../lib/purchase-messages';
import { joinWaitlist } from '../api/waitlist';
import { buyPass } from '../api/passes';
import { useMyTicketsChanged } from '../api/my-tickets-changed';
import type { ClassPass } from '@/contract/class-passes';
import { messageOf } from '@/lib/api/result';
import type { AppliedCode } from '../lib/applied-code';
import type { OrderExtras } from './use-order-extras';
import { attendeesToSend, ticketSlotsOf } from '../lib/attendee-slots';
import type { AttendeeInput } from '@/contract/attendee-questions';

const withAttendees = (attendees: AttendeeInput[] | undefined) => (attendees ? { attendees } : {});
import type { GuestDraft } from '../components/guest-fields';
import { TERMS_REQUIRED } from '@/contract/payments';
import {
  AVAILABLE_METHODS,
  NO_PARTNER,
  partnerToSend,
  selectionsOf,
  totalOf,
  type PartnerDraft,
  type PurchaseLine,
} from '../lib/purchase-rules';

interface Options {
  fromApp: boolean;
  /** A visitor signs in (the selection kept for their return) or buys as a guest. */
  onNeedsAccount: ((quantities: Record<string, number>) => void) | null;
  /** The session ran out while buying: to sign in again, keeping the selection. */
  onSessionEnded: (quantities: Record<string, number>) => void;
  /** The selection the address carried (back from signing in, maybe on another device). */
  carriedSelection: Record<string, number> | null;
  /** Back from signing in from the review: open on it again (when there is something to review). */
  startReviewing?: boolean;
  /** Leaves for Stripe's hosted checkout. */
  goToPayment: (url: string) => void;
  /** Shows a waitlist place just taken. */
  goToWaitlist: (entryId: string) => void;
  /** Shows the dancer's passes (a demo pass is theirs at once). */
  goToMyTickets: () => void;
  /** The promo or access code applied (its discount is off the total). */
  code: AppliedCode | null;
  /** The add-ons chosen and the pay-what-you-want amounts (use-order-extras.ts). */
  extras: OrderExtras;
}

export function usePurchaseForm(
  event: PurchaseEvent | undefined,
  eventId: string,
  options: Options,
) {
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    options.carriedSelection && Object.keys(options.carriedSelection).length > 0
      ? options.carriedSelection
      : readKeptSelection(eventId),
  );
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [partner, setPartner] = useState<PartnerDraft>(NO_PARTNER);
  const [buyingPass, setBuyingPass] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PurchaseResult | null>(null);
  // A guest's order has no account behind it: its confirmation is the e-mail, not My Tickets.
  const [boughtAsGuest, setBoughtAsGuest] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [reviewing, setReviewing] = useState(
    () =>
      options.startReviewing === true && Object.values(quantities).some((quantity) => quantity > 0),
  );
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [guest, setGuest] = useState<GuestDraft>({ email: '', name: '' });
  const [guestPending, setGuestPending] = useState(false);
  // A new id whenever the order changes; the same one when the same order is retried.
  const [transactionId, setTransactionId] = useState(() => `web-${crypto.randomUUID()}`);
  const mutation = useCheckout(eventId);
  const myTicketsChanged = useMyTicketsChanged();
  const usable = event?.paymentMethods.filter((candidate) => AVAILABLE_METHODS.includes(candidate));
  const paymentMethod = method ?? usable?.[0] ?? null;
  const { extras } = options;
  // Pay-what-you-want types at the amounts typed: the summary and the request use them.
  const subtotal = event ? totalOf(extras.pricedTypes, quantities) : 0;
  const code = options.code?.send ? options.code : null;
  const discount = code?.discount ?? 0;
  // The server's rule: the tickets after the code's discount, plus the add-ons (never discounted).
  const ticketsCents = Math.round((subtotal - discount) * 100) + extras.addOnsCents;
  // A booking fee the school passes on is paid on top (on tickets and add-ons), as the server will.
  const bookingFee =
    event?.paymentMode === 'stripe' && event.bookingFeePercent > 0
      ? bookingFeeCents(event.bookingFeePercent, ticketsCents) / 100
      : 0;
  const total = Math.round(ticketsCents + bookingFee * 100) / 100;

  // The add-ons and amounts are kept with the quantities (a sign-in must not lose them).
  useEffect(
    () =>
      keepSelection(eventId, quantities, { addOns: extras.addOnChoice, amounts: extras.amounts }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for both
    [eventId, quantities, extras.signature],
  );
  // Another code is another order: a new transaction id.
  // Other add-ons or amounts are another order too.
  useEffect(() => setTransactionId(`web-${crypto.randomUUID()}`), [code?.code, extras.signature]);

  /** `key`: a type's id, or `{typeId}:{role}` for a role of a role-based type. */
  const setQuantity = (key: string, quantity: number) => {
    setQuantities((current) => ({ ...current, [key]: quantity }));
    setTransactionId(`web-${crypto.randomUUID()}`);
  };

  /** Another guest is another order: a new transaction id. */
  const changeGuest = (next: GuestDraft) => {
    setGuest(next);
    setTransactionId(`web-${crypto.randomUUID()}`);
  };

  /** Buy Tickets opens the review; there, Continue to payment checks out. */
  async function buy() {
    if (!event || !paymentMethod || subtotal <= 0) return;
    setError(null);
    const amountProblem = extras.amountProblem(quantities);
    if (amountProblem) {
      extras.showAmountFailure(amountProblem);
      return setReviewing(false);
    }
    if (!reviewing) return setReviewing(true);
    if (!termsAccepted) return setError(TERMS_REQUIRED);
    const request = {
      ticketingConfigId: event.ticketingConfigId,
      ticketSelections: selectionsOf(extras.pricedTypes, quantities),
      paymentMethod,
      transactionId,
      fromApp: options.fromApp,
      partner: partnerToSend(event.ticketTypes, quantities, partner),
      termsAccepted: true as const,
      ...(code ? { code: code.code } : {}),
      ...(extras.addOnsToSend.length > 0 ? { addOns: extras.addOnsToSend } : {}),
      ...withAttendees(
        attendeesToSend(
          ticketSlotsOf(extras.pricedTypes, quantities),
          extras.attendees,
          event.questions.length > 0,
        ),
      ),
    };
    const outcome = options.onNeedsAccount
      ? await checkOutAsGuest(request)
      : await mutation.mutateAsync(request);
    if (!outcome.ok && outcome.status === 401) return options.onSessionEnded(quantities);
    // A refused add-on or amount is said next to it, back on the tickets.
    if (!outcome.ok && extras.takeRefusal(outcome)) return setReviewing(false);
    if (!outcome.ok) return setError(purchaseFailureMessage(outcome));
    forgetSelection(eventId);
    if (outcome.data.mode === 'demo') {
      setBoughtAsGuest(options.onNeedsAccount !== null);
      return setResult(outcome.data.order);
    }
    const { checkoutUrl } = outcome.data.reservation;
    if (!checkoutUrl) return setError(i18n._('purchase.checkoutEnded'));
    setRedirecting(true);
    options.goToPayment(checkoutUrl);
  }

  async function checkOutAsGuest(request: Parameters<typeof mutation.mutateAsync>[0]) {
    setGuestPending(true);
    try {
      const { guestCheckout } = await import('../api/guest-checkout');
      return await guestCheckout({
        ...request,
        guest: { email: guest.email.trim(), name: guest.name.trim() },
      });
    } finally {
      setGuestPending(false);
    }
  }

  /** Joins the waitlist of a role that must wait, or of a sold-out type without roles (signing
   * in first, if need be). */
  async function joinRoleWaitlist(line: PurchaseLine) {
    if (!event || line.role === 'solo' || (line.type.roles && !line.role)) return;
    if (options.onNeedsAccount) return options.onNeedsAccount(quantities);
    setError(null);
    const outcome = await joinWaitlist({
      ticketingConfigId: event.ticketingConfigId,
      ticketType: line.type.id,
      ...(line.role ? { role: line.role } : {}),
    });
    if (!outcome.ok) return setError(purchaseFailureMessage(outcome));
    options.goToWaitlist(outcome.data.data.id);
  }

  /** Buys a class pass: to Stripe's checkout, or (demo) straight to My Tickets. */
  async function buyClassPass(pass: ClassPass) {
    if (options.onNeedsAccount) return options.onNeedsAccount(quantities);
    setError(null);
    setBuyingPass(true);
    try {
      const answer = await buyPass(pass.id, `web-${crypto.randomUUID()}`);
      await myTicketsChanged();
      if (answer.checkoutUrl) return options.goToPayment(answer.checkoutUrl);
      options.goToMyTickets();
    } catch (failure) {
      setBuyingPass(false);
      setError(messageOf(failure, i18n._('purchase.pass.failed')));
    }
  }

  /** A new partner is another order: a new transaction id. */
  const changePartner = (next: PartnerDraft) => {
    setPartner(next);
    setTransactionId(`web-${crypto.randomUUID()}`);
  };

  return {
    buyClassPass,
    buyingPass,
    partner,
    setPartner: changePartner,
    joinRoleWaitlist,
    quantities,
    setQuantity,
    paymentMethod,
    setMethod,
    subtotal,
    bookingFee,
    discount: code && discount > 0 ? { code: code.code, amount: discount } : null,
    total,
    buy,
    reviewing,
    /** Back from the review to the tickets. */
    edit: () => {
      setReviewing(false);
      setError(null);
    },
    termsAccepted,
    /** Ticking the box answers the refusal it caused. */
    setTermsAccepted: (accepted: boolean) => {
      setTermsAccepted(accepted);
      if (accepted) setError(null);
    },
    guest,
    setGuest: changeGuest,
    /** A visitor: the review offers sign-in or guest checkout. */
    visitor: options.onNeedsAccount !== null,
    signIn: () => options.onNeedsAccount?.(quantities),
    processing: mutation.isPending || guestPending || redirecting,
    redirecting,
    error,
    result,
    /** The issued order was a guest's (no account): it is confirmed by e-mail. */
    boughtAsGuest,
  };
}
