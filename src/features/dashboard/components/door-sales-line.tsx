// Sales' door line: tickets sold at the door, apart from online sales — "Door: 3 tickets sold ·
// $60.00 cash, $20.00 card outside Floorcraft · 1 comp". Nothing when the door sold nothing.
import type { DoorSalesSummary } from '@/contract/door-sales';
import { formatMoney } from '@/contract/money';

export function doorSalesText(door: DoorSalesSummary, currency: string): string {
  const money = (cents: number) => formatMoney(cents / 100, currency);
  const taken = [
    door.cashCents > 0 ? `${money(door.cashCents)} cash` : null,
    door.cardCents > 0 ? `${money(door.cardCents)} card outside Floorcraft` : null,
  ].filter(Boolean);
  // Sold and comps apart, as the figures above count them (a comp is no ticket sold).
  const sold = door.tickets - door.comps;
  const parts = [
    sold > 0 ? `${sold} ticket${sold === 1 ? '' : 's'} sold` : null,
    taken.length > 0 ? taken.join(', ') : null,
    door.comps > 0 ? `${door.comps} comp${door.comps === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return `Door: ${parts.join(' · ')}`;
}

export function DoorSalesLine({ door, currency }: { door: DoorSalesSummary; currency: string }) {
  if (door.tickets === 0) return null;
  return (
    <p className="sales-door" data-testid="door-sales">
      {doorSalesText(door, currency)}
      <span className="muted"> (counted in the figures above)</span>
    </p>
  );
}
