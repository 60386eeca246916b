// A stepped ticket type on the purchase page (contract/price-tiers.ts): the price an order of so
// many pays now — the same rule the server charges at the hold — and what the price becomes and
// when ("$95 from Mon, 1 Mar 2027, 11:59 pm", "$95 after 50 sold · 4 left at this price").
import { activeLocale, i18n } from '@/lib/i18n/i18n';
import { formatMoney } from '@/lib/i18n/format';
import { shortDateTimeText } from '@/contract/date-formats';
import { tierOutlook, tierPrice, tierStepsOfPurchase } from '@/contract/price-tiers';
import type { PurchaseEvent } from '@/contract/purchases';

type TicketType = PurchaseEvent['ticketTypes'][number];

const stepsOf = (type: TicketType) => tierStepsOfPurchase(type.tiers ?? []);
const baseCentsOf = (type: TicketType) => Math.round((type.basePrice ?? type.price) * 100);

/** The price of each of `quantity` tickets of the type bought together now. */
export function unitPriceOf(type: TicketType, quantity: number, now = Date.now()): number {
  if (!type.tiers?.length) return type.price;
  const price = tierPrice(stepsOf(type), baseCentsOf(type), now, type.seatsTaken ?? 0, quantity);
  return price.priceCents / 100;
}

/** What the type's price is called now and what comes next, or null without steps. */
export function tierNoteOf(
  type: TicketType,
  timeZone: string,
  now = Date.now(),
): { label: string; next: string | null; left: string | null } | null {
  if (!type.tiers?.length) return null;
  const { price, next } = tierOutlook(stepsOf(type), baseCentsOf(type), now, type.seatsTaken ?? 0);
  if (!next) return null;
  const when = [
    next.from === null
      ? null
      : i18n._('purchase.tier.from', {
          when: shortDateTimeText(new Date(next.from), timeZone, new Date(now), activeLocale()),
        }),
    next.afterSold === null ? null : i18n._('purchase.tier.afterSold', { count: next.afterSold }),
  ].filter(Boolean);
  return {
    label: price.label,
    next: i18n._('purchase.tier.next', {
      price: formatMoney(next.priceCents / 100, type.currency),
      when: when.join(i18n._('purchase.tier.or')),
    }),
    left:
      next.leftAtThisPrice === null
        ? null
        : i18n._('purchase.tier.left', { count: next.leftAtThisPrice }),
  };
}
