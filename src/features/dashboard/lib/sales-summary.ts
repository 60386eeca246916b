// What the sales chart says in words (its text alternative) and the labels of its days: totals
// over the days shown (by the types that sold), the best day, and each date as a short day of the
// month.
import type { SalesSeries } from '@/contract/sales-reports';
import { formatMoney } from '@/contract/money';
import { dateFormat } from '@/contract/date-formats';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** "2 Nov": a series date (YYYY-MM-DD in the event's zone) as it labels a bar. */
export const dayLabel = (date: string): string =>
  dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

export function salesSummary(series: SalesSeries): string {
  const { days, currency, ticketTypes } = series;
  if (days.length === 0) return 'No sales yet.';
  const tickets = sum(days.map((day) => sum(day.tickets)));
  const paid = sum(days.map((day) => day.paidCents)) / 100;
  const refunded = sum(days.map((day) => day.refundedCents)) / 100;
  const best = days.reduce((top, day) => (sum(day.tickets) > sum(top.tickets) ? day : top));
  // Only the types that sold: "VIP 0" in a sentence of sales says nothing.
  const byType = ticketTypes
    .map((type, index) => ({
      name: type.name,
      sold: sum(days.map((day) => day.tickets[index] ?? 0)),
    }))
    .filter((type) => type.sold > 0)
    .map((type) => `${type.name} ${type.sold}`)
    .join(', ');
  const [first, last] = [dayLabel(days[0]!.date), dayLabel(days.at(-1)!.date)];
  const when = first === last ? `on ${first}` : `from ${first} to ${last}`;
  const refundedText = formatMoney(refunded, currency);
  if (tickets === 0)
    return [
      `No tickets sold ${when}.`,
      ...(paid > 0 ? [`Buyers paid ${formatMoney(paid, currency)}.`] : []),
      ...(refunded > 0 ? [`${refundedText} was refunded.`] : []),
    ].join(' ');
  return [
    `${tickets} ticket${tickets === 1 ? '' : 's'} sold ${when} (${byType}).`,
    `Buyers paid ${formatMoney(paid, currency)}${refunded > 0 ? `, and ${refundedText} was refunded` : ''}.`,
    `The best day was ${dayLabel(best.date)}, with ${sum(best.tickets)} sold.`,
  ].join(' ');
}
