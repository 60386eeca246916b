// An order's add-ons under its heading in My Tickets: what to collect at the door, and what was
// already handed over.
import { useI18n } from '@/lib/i18n/use-i18n';
import type { MyTicket } from '@/contract/my-tickets';

interface Props {
  lines: MyTicket['orderAddOns'];
}

export function OrderAddOns({ lines }: Props) {
  const i18n = useI18n();
  if (!lines || lines.length === 0) return null;
  return (
    <div className="order-add-ons">
      <p>{i18n._('purchase.done.collect')}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.name}>
            {line.name} × {line.quantity}
            {line.handedOver && <span className="muted"> · {i18n._('myTickets.collected')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
