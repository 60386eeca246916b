// The review step before paying: the order's lines, a code's discount, the booking fee and the
// total (the summary), who each ticket is for (names and answers, to check before paying), for a
// visitor the choice to sign in or buy as a guest, and the terms to accept — the server refuses a
// checkout without them. Continue to payment, or Back to the tickets.
import { useI18n } from '@/lib/i18n/use-i18n';
import type { PurchaseEvent } from '@/contract/purchases';
import type { usePurchaseForm } from '../hooks/use-purchase-form';
import type { OrderExtras } from '../hooks/use-order-extras';
import { GuestFields } from './guest-fields';
import { OrderSummary } from './order-summary';
import { ReviewAttendees } from './review-attendees';
import { ticketSlotsOf } from '../lib/attendee-slots';

interface Props {
  event: PurchaseEvent;
  form: ReturnType<typeof usePurchaseForm>;
  extras: OrderExtras;
}

export function OrderReview({ event, form, extras }: Props) {
  const i18n = useI18n();
  return (
    <section className="order-review" aria-labelledby="review-heading">
      <h2 id="review-heading">{i18n._('purchase.review')}</h2>
      <OrderSummary
        event={event}
        types={extras.pricedTypes}
        addOnLines={extras.addOnLines}
        quantities={form.quantities}
        total={form.total}
        discount={form.discount}
        bookingFee={form.bookingFee}
      />
      <ReviewAttendees
        slots={ticketSlotsOf(extras.pricedTypes, form.quantities)}
        questions={event.questions}
        drafts={extras.attendees}
      />
      {form.visitor && (
        <GuestFields
          guest={form.guest}
          disabled={form.processing}
          onChange={form.setGuest}
          onSignIn={form.signIn}
        />
      )}
      <label className="checkbox terms-check">
        <input
          type="checkbox"
          checked={form.termsAccepted}
          disabled={form.processing}
          onChange={(change) => form.setTermsAccepted(change.target.checked)}
        />
        {i18n._('purchase.acceptTerms')}
      </label>
    </section>
  );
}
