// "Purchase Successful!" (spec §4): the tickets bought, and a 3-second countdown back to the app
// (or, on the web, to My Tickets).
import type { PurchaseResult } from '@/contract/purchases';
import { Modal } from '@/components/modal/modal';
import { formatMoney } from '@/contract/money';

interface Props {
  result: PurchaseResult | null;
  secondsLeft: number | null;
  toApp: boolean;
  onContinue: () => void;
}

export function PurchaseSuccessModal({ result, secondsLeft, toApp, onContinue }: Props) {
  const destination = toApp ? 'Returning to the app' : 'Opening My Tickets';
  return (
    <Modal
      open={result !== null}
      title="Purchase Successful!"
      onClose={onContinue}
      footer={
        <button type="button" className="button button-primary" onClick={onContinue}>
          {toApp ? 'Return to App' : 'View My Tickets'}
        </button>
      }
    >
      {result && (
        <>
          <p>
            {result.tickets.length} ticket{result.tickets.length === 1 ? '' : 's'} ·{' '}
            {formatMoney(result.total, result.currency)}. A confirmation is on its way by e-mail.
          </p>
          <ul className="purchased-tickets">
            {result.tickets.map((ticket) => (
              <li key={ticket.code}>
                {ticket.ticketTypeName}: <code>{ticket.code}</code>
              </li>
            ))}
          </ul>
          {secondsLeft !== null && (
            <p role="status">
              {destination} in {secondsLeft}…
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
