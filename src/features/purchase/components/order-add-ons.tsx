// An order's add-ons under its heading in My Tickets: what to collect at the door, and what was
// already handed over.
import type { MyTicket } from '@/contract/my-tickets';

interface Props {
  lines: MyTicket['orderAddOns'];
}

export function OrderAddOns({ lines }: Props) {
  if (!lines || lines.length === 0) return null;
  return (
    <div className="order-add-ons">
      <p>Collect at the door:</p>
      <ul>
        {lines.map((line) => (
          <li key={line.name}>
            {line.name} × {line.quantity}
            {line.handedOver && <span className="muted"> · collected</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
