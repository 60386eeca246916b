// "Purchase Successful!" (spec §4): the tickets and add-ons bought, and a 3-second countdown back
// to the app (or, on the web, to My Tickets; for a guest, who has no account, to the page saying
// the tickets and the order's link are in their e-mail). When the app did not open (not installed
// on this phone), it says so and offers My Tickets and the store instead.
import { useI18n } from '@/lib/i18n/use-i18n';
import { Link } from 'react-router-dom';
import { storeUrlFor } from '@/lib/app-links';
import type { PurchaseResult } from '@/contract/purchases';
import { Modal } from '@/components/modal/modal';
import { formatMoney } from '@/lib/i18n/format';

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
  const i18n = useI18n();
  const destination = toApp
    ? i18n._('purchase.done.toApp')
    : guest
      ? i18n._('purchase.done.toConfirmation')
      : i18n._('purchase.done.toMyTickets');
  const continueLabel = toApp
    ? i18n._('purchase.returnToApp')
    : guest
      ? i18n._('purchase.done.continue')
      : i18n._('purchase.done.viewMyTickets');
  const footer = appDidNotOpen ? (
    <>
      <Link to="/my-tickets" className="button button-primary">
        {i18n._('purchase.done.viewMyTickets')}
      </Link>
      <a href={storeUrlFor(navigator.userAgent)} className="button button-secondary">
        {i18n._('purchase.done.getApp')}
      </a>
    </>
  ) : (
    <button type="button" className="button button-primary" onClick={onContinue}>
      {continueLabel}
    </button>
  );
  return (
    <Modal
      open={result !== null}
      title={i18n._('purchase.done')}
      onClose={onContinue}
      footer={footer}
    >
      {result && (
        <>
          <p>
            {result.discount
              ? i18n._('purchase.done.boughtWithCode', {
                  count: result.tickets.length,
                  total: formatMoney(result.total, result.currency),
                  code: result.discount.code,
                  discount: formatMoney(result.discount.amount, result.currency),
                })
              : i18n._('purchase.done.bought', {
                  count: result.tickets.length,
                  total: formatMoney(result.total, result.currency),
                })}
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
              <p>{i18n._('purchase.done.collect')}</p>
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
            <p role="status">{i18n._('purchase.done.noApp')}</p>
          ) : (
            secondsLeft !== null && (
              <p role="status">
                {secondsLeft > 0
                  ? i18n._('purchase.done.in', { destination, seconds: secondsLeft })
                  : `${destination}…`}
              </p>
            )
          )}
        </>
      )}
    </Modal>
  );
}
