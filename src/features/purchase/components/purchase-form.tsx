// The Buy Tickets form (spec §2, §5): the event, ticket types with quantities, payment method,
// summary in the first ticket's currency, terms, Buy (Processing...) and Cancel. The Buy button
// waits for at least one ticket, a payment method and a connection.
import type { PurchaseEvent } from '@/contract/purchases';
import { shortDateTimeOf } from '@/lib/event-time';
import type { usePurchaseForm } from '../hooks/use-purchase-form';
import { formatMoney } from '@/contract/money';
import { summaryCurrency } from '../lib/purchase-rules';
import { PaymentMethods } from './payment-methods';
import { TicketQuantityRow } from './ticket-quantity-row';

interface Props {
  event: PurchaseEvent;
  form: ReturnType<typeof usePurchaseForm>;
  online: boolean;
  onCancel: () => void;
}

export function PurchaseForm({ event, form, online, onCancel }: Props) {
  const { event: details, ticketTypes } = event;
  const closed = event.salesClosedReason;
  const ready = form.total > 0 && form.paymentMethod !== null && online && !closed;
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
        <p>{details.location.description || 'Location TBA'}</p>
      </section>
      {closed && (
        <p className="alert alert-error" role="alert">
          {closed}
        </p>
      )}
      <ul className="ticket-rows" aria-label="Tickets">
        {ticketTypes.map((type) => (
          <TicketQuantityRow
            key={type.id}
            type={type}
            quantity={form.quantities[type.id] ?? 0}
            disabled={form.processing || !!closed}
            onChange={(quantity) => form.setQuantity(type.id, quantity)}
          />
        ))}
      </ul>
      <PaymentMethods
        methods={event.paymentMethods}
        selected={form.paymentMethod}
        onSelect={form.setMethod}
      />
      <section className="card order-summary" aria-labelledby="summary-heading">
        <h3 id="summary-heading">Summary</h3>
        <p className="order-summary__total">
          Total: {formatMoney(form.total, summaryCurrency(ticketTypes))}
        </p>
        <details>
          <summary>Terms and refund policy</summary>
          <p className="pre-line">{event.termsAndConditions}</p>
          <p className="pre-line">{event.refundPolicy}</p>
        </details>
      </section>
      {!online && (
        <p className="alert alert-error" role="alert">
          You are offline. Buying tickets needs a connection.
        </p>
      )}
      {form.total <= 0 && !closed && <p className="muted">Please select at least one ticket</p>}
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
          {form.processing ? 'Processing...' : `Buy Tickets`}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
