// The "Cancel ticket" dialog: the school's refund policy in words and what cancelling gives back
// now, confirmed with that amount (a deadline passing meanwhile is refused and the new amount
// shown); and, when the policy gives nothing, the "Request a refund" form sent to the school.
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { formatMoney } from '@/lib/i18n/format';
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
  const i18n = useI18n();
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
      onDone(i18n._('cancel.done', { amount: formatMoney(done.refundedCents / 100, currency) }));
  };

  return (
    <Modal open title={i18n._('cancel.title', { name: ticket.ticketTypeName })} onClose={onClose}>
      <p>{richText(i18n._('cancel.policy', { policy }), [(text) => <strong>{text}</strong>])}</p>
      <p className="alert alert-info">
        {richText(
          i18n._(offer.until ? /* i18n */ 'cancel.refundsUntil' : /* i18n */ 'cancel.refunds', {
            amount,
            part: offer.percent < 100 ? 'part' : 'whole',
            percent: offer.percent,
            until: offer.until ? shortDateTimeOf(offer.until, timeZone) : '',
          }),
          [(text) => <strong>{text}</strong>],
        )}
        {addOnsWithIt.length > 0 &&
          ` ${i18n._('cancel.addOnsWithIt', { addOns: addOnsWithIt.join(', ') })}`}
      </p>
      {cancel.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(cancel.error, i18n._('cancel.failed'))}
        </p>
      )}
      <div className="button-row">
        {/* First, so the dialog opens on it: the choice that changes nothing (Enter twice must
            not cancel the ticket). */}
        <button type="button" className="button button-secondary" onClick={onClose}>
          {i18n._('cancel.keep')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={cancel.isPending}
          onClick={() => void confirm()}
        >
          {cancel.isPending ? i18n._('cancel.busy') : i18n._('cancel.confirm', { amount })}
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
  const i18n = useI18n();
  const ask = useAskRefund(orderId, ticket.id);
  const [message, setMessage] = useState('');
  const [clientKey, setClientKey] = useState(newKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    const done = await ask.mutateAsync({ clientKey, message }).catch(() => null);
    if (done) onDone(i18n._('askRefund.done'));
  };

  return (
    <Modal open title={i18n._('order.askRefund')} onClose={onClose}>
      <form aria-label={i18n._('order.askRefund')} onSubmit={(event) => void submit(event)}>
        <p>{richText(i18n._('cancel.policy', { policy }), [(text) => <strong>{text}</strong>])}</p>
        <p>{i18n._('askRefund.text')}</p>
        <TextField
          id="refund-message"
          label={i18n._('askRefund.message')}
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
            {messageOf(ask.error, i18n._('askRefund.failed'))}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={ask.isPending}>
            {ask.isPending ? i18n._('askRefund.sending') : i18n._('askRefund.send')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {i18n._('purchase.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
