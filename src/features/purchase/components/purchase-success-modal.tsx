// "Purchase Successful!" (spec §4): the tickets and add-ons bought, and a 3-second countdown back
// to the app (or, on the web, to My Tickets; for a guest, who has no account, to the page saying
// the tickets and the order's link are in their e-mail). When the app did not open (not installed
// on this phone), it says so and offers My Tickets and the store instead.
import { Link } from 'react-router-dom';
import { storeUrlFor } from '@/lib/app-links';
import type { PurchaseResult } from '@/contract/purchases';
import { Modal } from '@/components/modal/modal';
import { formatMoney } from '@/contract/money';

interface Props {
  result: PurchaseResult | null;
  secondsLeft: number | null;
  toApp: boolean;
  /** Bought as a guest: no My Tickets to open. */
  guest?: boolean;
  onContinue: () => void;
  /** The deep link was tried and the page is still here: the app is not on this device. */
  appDidNotOpen?: boolean;
}

export function PurchaseSuccessModal({
  result,
  secondsLeft,
  toApp,
  guest = false,
  onContinue,
  appDidNotOpen = false,
}: Props) {
  const destination = toApp
    ? 'Returning to the app'
    : guest
      ? 'Opening your confirmation'
      : 'Opening My Tickets';
  const continueLabel = toApp ? 'Return to App' : guest ? 'Continue' : 'View My Tickets';
  const footer = appDidNotOpen ? (
    <>
      <Link to="/my-tickets" className="button button-primary">
        View My Tickets
      </Link>
      <a href={storeUrlFor(navigator.userAgent)} className="button button-secondary">
        Get the app
      </a>
    </>
  ) : (
    <button type="button" className="button button-primary" onClick={onContinue}>
      {continueLabel}
    </button>
  );
  return (
    <Modal open={result !== null} title="Purchase Successful!" onClose={onContinue} footer={footer}>
      {result && (
        <>
          <p>
            {result.tickets.length} ticket{result.tickets.length === 1 ? '' : 's'} ·{' '}
            {formatMoney(result.total, result.currency)}
            {result.discount &&
              ` (code ${result.discount.code}: -${formatMoney(result.discount.amount, result.currency)})`}
            . A confirmation is on its way by e-mail.
          </p>
          <ul className="purchased-tickets">
            {result.tickets.map((ticket) => (
              <li key={ticket.code}>
                {ticket.ticketTypeName}: <code>{ticket.code}</code>
              </li>
            ))}
          </ul>
          {result.addOns && result.addOns.length > 0 && (
            <>
              <p>Collect at the door:</p>
              <ul className="purchased-add-ons">
                {result.addOns.map((line) => (
                  <li key={line.name}>
                    {line.name} × {line.quantity} · {formatMoney(line.amount, result.currency)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {appDidNotOpen ? (
            <p role="status">
              The Floorcraft app did not open on this device. Your tickets are in My Tickets here,
              and in the app once you have it.
            </p>
          ) : (
            secondsLeft !== null && (
              <p role="status">
                {secondsLeft > 0 ? `${destination} in ${secondsLeft}…` : `${destination}…`}
              </p>
            )
          )}
        </>
      )}
    </Modal>
  );
}
