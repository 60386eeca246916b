// The Buy Tickets form (spec §2, §5): the event, ticket types with quantities, payment method,
// summary in the first ticket's currency, terms, Buy (Processing...) and Cancel. The Buy button
// waits for at least one ticket, a payment method and a connection, and opens the review step
// (order-review.tsx), whose Continue to payment checks out. On a server without Stripe it says
// plainly that the payment is a demo; with Stripe, that cards, Apple Pay and Google Pay are taken.
// An event with codes offers "Have a code?"; one with add-ons, its add-ons; a pay-what-you-want
// type, the amount to pay; an order of several tickets or an event with questions, each ticket's
// holder and answers.
import { useI18n } from '@/lib/i18n/use-i18n';
import { lazy, Suspense } from 'react';
import type { PurchaseEvent } from '@/contract/purchases';
import { shortDateTimeOf } from '@/lib/event-time';
import type { usePurchaseForm } from '../hooks/use-purchase-form';
import { OrderReview } from './order-review';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { TicketQuantityRow } from './ticket-quantity-row';
import { PartnerFields } from './partner-fields';
import { PassOffers } from './pass-offers';
import { AttendeeFields } from './attendee-fields';
import { ticketSlotsOf } from '../lib/attendee-slots';
import { coupleType, selectionsOf } from '../lib/purchase-rules';
import type { AppliedCode } from '../lib/applied-code';
import type { OrderExtras } from '../hooks/use-order-extras';

// Only events with codes load the field (and the price rule it applies).
const CodeField = lazy(async () => ({
  default: (await import('./code-field')).CodeField,
}));
// Only events with add-ons load the picker; only pay-what-you-want types load the amount field.
const AddOnPicker = lazy(() => import('./add-on-picker'));
const PayWhatYouWantField = lazy(async () => ({
  default: (await import('./pay-what-you-want-field')).PayWhatYouWantField,
}));

interface Props {
  event: PurchaseEvent;
  form: ReturnType<typeof usePurchaseForm>;
  extras: OrderExtras;
  online: boolean;
  onCancel: () => void;
  /** The code the link carried (?code=). */
  initialCode: string | null;
  onCode: (applied: AppliedCode | null) => void;
}

export function PurchaseForm({
  event,
  form,
  extras,
  online,
  onCancel,
  initialCode,
  onCode,
}: Props) {
  const i18n = useI18n();
  const { event: details, ticketTypes } = event;
  const closed = event.salesClosedReason;
  const couple = coupleType(ticketTypes, form.quantities);
  const ready = form.subtotal > 0 && form.paymentMethod !== null && online && !closed;
  return (
    <form
      className="form"
      onSubmit={(submit) => {
        submit.preventDefault();
        void form.buy();
      }}
    >
      <section className="card">
        <h2>{details.title}</h2>
        <p>{shortDateTimeOf(details.startDateTime, details.timeZone)}</p>
        <p>{details.location.description || i18n._('purchase.locationTba')}</p>
      </section>
      {closed && (
        <p className="alert alert-error" role="alert">
          {closed}
        </p>
      )}
      {form.reviewing ? (
        <OrderReview event={event} form={form} extras={extras} />
      ) : (
        <>
          <ul className="ticket-rows" aria-label={i18n._('purchase.tickets')}>
            {ticketTypes.map((type) => (
              <TicketQuantityRow
                key={type.id}
                type={type}
                sessions={event.sessions}
                timeZone={event.event.timeZone}
                quantities={form.quantities}
                disabled={form.processing || !!closed}
                onChange={form.setQuantity}
                onJoinWaitlist={form.joinRoleWaitlist}
              >
                {type.payWhatYouWant && (
                  <Suspense fallback={null}>
                    <PayWhatYouWantField
                      type={type}
                      amounts={extras.amounts}
                      failure={
                        extras.amountFailure?.typeId === type.id
                          ? extras.amountFailure.message
                          : null
                      }
                      disabled={form.processing || !!closed}
                      onChange={extras.setAmount}
                    />
                  </Suspense>
                )}
              </TicketQuantityRow>
            ))}
          </ul>
          {couple?.roles && (
            <PartnerFields
              roles={couple.roles}
              partner={form.partner}
              disabled={form.processing}
              onChange={form.setPartner}
            />
          )}
          {event.addOns.length > 0 && (
            <Suspense fallback={null}>
              <AddOnPicker
                addOns={event.addOns}
                choice={extras.addOnChoice}
                disabled={form.processing || !!closed}
                refusal={extras.addOnRefusal}
                onChange={extras.setAddOnQuantity}
              />
            </Suspense>
          )}
          <AttendeeFields
            slots={ticketSlotsOf(extras.pricedTypes, form.quantities)}
            questions={event.questions}
            drafts={extras.attendees}
            disabled={form.processing || !!closed}
            refusal={extras.attendeeRefusal}
            onChange={extras.setAttendee}
          />
          <PassOffers
            passes={event.passes}
            disabled={form.processing || form.buyingPass}
            onBuy={(pass) => void form.buyClassPass(pass)}
          />
          <PaymentMethods
            methods={event.paymentMethods}
            selected={form.paymentMethod}
            onSelect={form.setMethod}
          />
          {event.hasCodes && (
            <Suspense fallback={null}>
              <CodeField
                ticketingConfigId={event.ticketingConfigId}
                initialCode={initialCode}
                lines={selectionsOf(extras.pricedTypes, form.quantities).map((selection) => ({
                  typeId: selection.ticketType,
                  quantity: selection.quantity,
                  priceCents: Math.round(selection.price * 100),
                }))}
                disabled={form.processing || !!closed}
                onChange={onCode}
              />
            </Suspense>
          )}
          <OrderSummary
            event={event}
            types={extras.pricedTypes}
            addOnLines={extras.addOnLines}
            quantities={form.quantities}
            total={form.total}
            discount={form.discount}
            bookingFee={form.bookingFee}
          />
        </>
      )}
      {event.paymentMode === 'demo' ? (
        <p className="alert alert-info demo-payment">{i18n._('purchase.demoNotice')}</p>
      ) : (
        <p className="muted">{i18n._('purchase.walletsHeld')}</p>
      )}
      {!online && (
        <p className="alert alert-error" role="alert">
          {i18n._('purchase.offline')}
        </p>
      )}
      {form.subtotal <= 0 && !closed && <p className="muted">{i18n._('purchase.selectOne')}</p>}
      {form.error && (
        <p className="alert alert-error" role="alert">
          {form.error}
        </p>
      )}
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary"
          disabled={!ready || form.processing}
        >
          {form.redirecting
            ? i18n._('purchase.openingCheckout')
            : form.processing
              ? i18n._('purchase.processing')
              : !form.reviewing
                ? i18n._('purchase.title')
                : event.paymentMode === 'demo'
                  ? i18n._('purchase.confirm')
                  : i18n._('purchase.continueToPayment')}
        </button>
        {form.reviewing ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={form.processing}
            onClick={form.edit}
          >
            {i18n._('purchase.back')}
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {i18n._('purchase.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
