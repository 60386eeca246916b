// The sales chart's numbers as a table: each day that sold or refunded something, with tickets by
// type, what buyers paid and what was refunded.
import { formatMoney } from '@/contract/money';
import type { SalesSeries } from '@/contract/sales-reports';
import { dayLabel } from '../lib/sales-summary';

export function SalesTable({ series }: { series: SalesSeries }) {
  const money = (cents: number) => formatMoney(cents / 100, series.currency);
  const active = series.days.filter(
    (day) => day.paidCents > 0 || day.refundedCents > 0 || day.tickets.some((n) => n > 0),
  );
  return (
    <div className="table-scroll fit-table-frame">
      <table className="attendees fit-table sales-table">
        <caption>Sales by day (days not listed sold nothing)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {series.ticketTypes.map((type) => (
              <th key={type.id} scope="col">
                {type.name}
              </th>
            ))}
            <th scope="col">Paid</th>
            <th scope="col">Refunded</th>
          </tr>
        </thead>
        <tbody>
          {active.map((day) => (
            <tr key={day.date}>
              <td data-label="Day">
                <strong>{dayLabel(day.date)}</strong>
              </td>
              {series.ticketTypes.map((type, index) => (
                <td key={type.id} data-label={type.name}>
                  {day.tickets[index] ?? 0}
                </td>
              ))}
              <td data-label="Paid">{money(day.paidCents)}</td>
              <td data-label="Refunded">{money(day.refundedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
