// The order summary: one line per chosen ticket type (type × quantity = subtotal; a
// pay-what-you-want type at the amount chosen), one per add-on ("T-shirt · M × 1"), a code's
// discount and a booking fee passed on to the buyer as lines of their own, the total, and the terms and refund policy.
import { useI18n } from '@/lib/i18n/use-i18n';
import { formatMoney } from '@/lib/i18n/format';
import type { PurchaseEvent } from '@/contract/purchases';
import { DEFAULT_REFUND_POLICY } from '@/contract/ticketing-defaults';
import { allLinesOf, linePriceOf, summaryCurrency } from '../lib/purchase-rules';
import { buyerRulesText } from '../lib/buyer-rules-text';
import type { ChosenAddOnLine } from '../lib/order-extras';

interface Props {
  event: PurchaseEvent;
  /** The event's types as this order prices them (pay what you want at the amount chosen). */
  types?: PurchaseEvent['ticketTypes'];
  addOnLines?: ChosenAddOnLine[];
  quantities: Record<string, number>;
  total: number;
  /** The code applied and what it takes off. */
  discount: { code: string; amount: number } | null;
  /** The booking fee the school passes on, paid on top (0: none). */
  bookingFee?: number;
}

export function OrderSummary({
  event,
  types = event.ticketTypes,
  addOnLines = [],
  quantities,
  total,
  discount,
  bookingFee = 0,
}: Props) {
  const i18n = useI18n();
  const currency = summaryCurrency(types);
  const chosen = allLinesOf(types).filter((line) => (quantities[line.key] ?? 0) > 0);
  return (
    <section className="card order-summary" aria-labelledby="summary-heading">
      <h3 id="summary-heading">{i18n._('purchase.summary')}</h3>
      {chosen.length + addOnLines.length > 0 && (
        <ul className="order-summary__lines">
          {chosen.map((line) => {
            const { key, name, type } = line;
            const quantity = quantities[key] ?? 0;
            const price = linePriceOf(line, quantities);
            return (
              <li key={key}>
                <span>
                  {name} × {quantity}
                </span>
                <span>
                  {formatMoney((Math.round(price * 100) * quantity) / 100, type.currency)}
                </span>
              </li>
            );
          })}
          {addOnLines.map((line) => (
            <li key={line.variantId} className="order-summary__add-on">
              <span>
                {line.name} × {line.quantity}
              </span>
              <span>{formatMoney((line.priceCents * line.quantity) / 100, line.currency)}</span>
            </li>
          ))}
          {discount && (
            <li className="order-summary__discount">
              <span>{i18n._('purchase.summary.code', { code: discount.code })}</span>
              <span>-{formatMoney(discount.amount, currency)}</span>
            </li>
          )}
          {bookingFee > 0 && (
            <li className="order-summary__fee">
              <span>{i18n._('purchase.bookingFee')}</span>
              <span>{formatMoney(bookingFee, currency)}</span>
            </li>
          )}
        </ul>
      )}
      <p className="order-summary__total">
        {i18n._('purchase.total', { total: formatMoney(total, currency) })}
      </p>
      <details>
        <summary>{i18n._('purchase.terms')}</summary>
        {event.buyerRules && (
          <p>
            {buyerRulesText(
              event.buyerRules.refundPolicy,
              event.buyerRules.transferUntil,
              event.event.timeZone,
            )}{' '}
            {i18n._('purchase.rulesApply')}
          </p>
        )}
        <p className="pre-line">{event.termsAndConditions}</p>
        {/* The built-in policy text is replaced by the event's rules; a school's own text stays. */}
        {(!event.buyerRules || event.refundPolicy !== DEFAULT_REFUND_POLICY) && (
          <p className="pre-line">{event.refundPolicy}</p>
        )}
      </details>
    </section>
  );
}
