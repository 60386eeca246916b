// The "Cancel ticket" dialog: the school's refund policy in words and what cancelling gives back
// now, confirmed with that amount (a deadline passing meanwhile is refused and the new amount
// shown); and, when the policy gives nothing, the "Request a refund" form sent to the school.
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { formatMoney } from '@/contract/money';
import { MAX_REFUND_REQUEST_MESSAGE, type TicketOption } from '@/contract/ticket-changes';
import { shortDateTimeOf } from '@/lib/event-time';
import { messageOf } from '@/lib/api/result';
import { useAskRefund, useCancelTicket } from '../api/ticket-changes';

interface Props {
  orderId: string;
  ticket: TicketOption;
  /** The add-ons refunded with this ticket, the order's last ("T-shirt · M × 1"); none: []. */
  addOnsWithIt?: string[];
  currency: string;
  policy: string;
  timeZone: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

const newKey = () => `cancel-${crypto.randomUUID()}`;

export function CancelTicketDialog({
  orderId,
  ticket,
  addOnsWithIt = [],
  currency,
  policy,
  timeZone,
  onClose,
  onDone,
}: Props) {
  const cancel = useCancelTicket(orderId, ticket.id);
  const [clientKey] = useState(newKey);
  const offer = ticket.cancel;
  if (!offer) return null;
  const amount = formatMoney(offer.refundCents / 100, currency);

  const confirm = async () => {
    if (cancel.isPending) return;
    const done = await cancel
      .mutateAsync({ clientKey, refundCents: offer.refundCents })
      .catch(() => null);
    if (done)
      onDone(
        `Ticket cancelled. ${formatMoney(done.refundedCents / 100, currency)} is refunded to you.`,
      );
  };

  return (
    <Modal open title={`Cancel ${ticket.ticketTypeName}`} onClose={onClose}>
      <p>
        <strong>Refund policy:</strong> {policy}
      </p>
      <p className="alert alert-info">
        Cancelling now refunds <strong>{amount}</strong>
        {offer.percent < 100 ? ` (${offer.percent} % of the ticket)` : ''}
        {offer.until ? `; this applies until ${shortDateTimeOf(offer.until, timeZone)}` : ''}. The
        ticket&rsquo;s pass stops working and its place goes back on sale.
        {addOnsWithIt.length > 0 &&
          ` It is the order’s last ticket, so its add-ons not yet collected are cancelled and refunded with it: ${addOnsWithIt.join(', ')}.`}
      </p>
      {cancel.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(cancel.error, 'The ticket could not be cancelled. Please try again.')}
        </p>
      )}
      <div className="button-row">
        {/* First, so the dialog opens on it: the choice that changes nothing (Enter twice must
            not cancel the ticket). */}
        <button type="button" className="button button-secondary" onClick={onClose}>
          Keep ticket
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={cancel.isPending}
          onClick={() => void confirm()}
        >
          {cancel.isPending ? 'Cancelling…' : `Cancel ticket and refund ${amount}`}
        </button>
      </div>
    </Modal>
  );
}

export function AskRefundDialog({
  orderId,
  ticket,
  policy,
  onClose,
  onDone,
}: Omit<Props, 'currency' | 'timeZone'>) {
  const ask = useAskRefund(orderId, ticket.id);
  const [message, setMessage] = useState('');
  const [clientKey, setClientKey] = useState(newKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    const done = await ask.mutateAsync({ clientKey, message }).catch(() => null);
    if (done) onDone('Your request was sent to the school. It will reply by e-mail.');
  };

  return (
    <Modal open title="Request a refund" onClose={onClose}>
      <form aria-label="Request a refund" onSubmit={(event) => void submit(event)}>
        <p>
          <strong>Refund policy:</strong> {policy}
        </p>
        <p>
          The policy gives nothing back now, but you can ask the school. Your ticket stays valid.
        </p>
        <TextField
          id="refund-message"
          label="Message to the school (optional)"
          rows={3}
          maxLength={MAX_REFUND_REQUEST_MESSAGE}
          value={message}
          onValue={(value) => {
            setMessage(value);
            setClientKey(newKey());
          }}
        />
        {ask.isError && (
          <p className="alert alert-error" role="alert">
            {messageOf(ask.error, 'Your request could not be sent. Please try again.')}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={ask.isPending}>
            {ask.isPending ? 'Sending…' : 'Send request'}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
