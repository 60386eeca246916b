// The order page's tickets with what the buyer may do with each now: pass it on (or change the
// name on it), change its holder's answers to the event's questions (until the event starts),
// cancel it within the school's refund policy (with what it gives back), or request a
// refund when the policy gives nothing — and each ticket's state (valid, checked in, passed on to
// someone, void). Without the options (offline, or not loaded yet) the plain list stays.
import { useI18n } from '@/lib/i18n/use-i18n';
import { i18n } from '@/lib/i18n/i18n';
import { lazy, Suspense, useState } from 'react';
import { questionsFor } from '@/contract/attendee-questions';
import { TicketAnswers } from './lazy-question-fields';
import { formatMoney } from '@/lib/i18n/format';
import type { OrderDetails } from '@/contract/payments';
import type { TicketOption } from '@/contract/ticket-changes';
import { shortDateTimeOf } from '@/lib/event-time';
import { useTicketOptions } from '../api/ticket-changes';
import { AskRefundDialog, CancelTicketDialog } from './cancel-ticket-dialog';
import { buyerRulesApply, buyerRulesText } from '../lib/buyer-rules-text';
import { RenameHolderDialog, TransferTicketDialog } from './transfer-ticket-dialog';

type Open = {
  kind: 'transfer' | 'rename' | 'cancel' | 'ask' | 'answers';
  ticket: TicketOption;
} | null;

// Only an order whose event asks questions loads the answers' dialog and fields.
const AnswersDialog = lazy(() => import('./answers-dialog'));

/** Whether this ticket's holder is asked any of the event's questions. */
const isAsked = (data: { questions: Parameters<typeof questionsFor>[0] }, ticket: TicketOption) =>
  questionsFor(data.questions, ticket.ticketTypeId).length > 0;

function stateOf(ticket: TicketOption, timeZone: string, checkedInAt: string | null) {
  if (ticket.transferredTo) return i18n._('order.passedOn', { name: ticket.transferredTo.name });
  // The ticket written for its new holder: theirs now, though on this order.
  if (ticket.passedOn && !ticket.void) return i18n._('order.passedOnValid');
  if (ticket.void) return i18n._('ticketState.void');
  if (checkedInAt)
    return i18n._('order.checkedIn', { when: shortDateTimeOf(checkedInAt, timeZone) });
  if (ticket.refundRequestedAt) return i18n._('ticketState.refundRequested');
  return i18n._('ticketState.valid');
}

/**
 * The order's add-ons not yet collected, named as the order page names them, when this ticket is
 * the order's last valid one: cancelling it refunds them with it (the server's rule).
 */
function lastTicketAddOns(order: OrderDetails, tickets: TicketOption[], ticketId: string) {
  if (tickets.some((other) => other.id !== ticketId && !other.void)) return [];
  return order.addOns
    .filter((line) => !line.handedOver && !line.refunded)
    .map((line) => `${line.name} × ${line.quantity}`);
}

export function OrderTicketChanges({ order }: { order: OrderDetails }) {
  useI18n();
  const options = useTicketOptions(order.id);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const timeZone = order.event.timeZone;
  const checkedIn = new Map(order.tickets.map((ticket) => [ticket.id, ticket.checkedInAt]));
  const data = options.data;
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };

  return (
    <section aria-labelledby="tickets-heading">
      <h3 id="tickets-heading">{i18n._('purchase.tickets')}</h3>
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      {data && !order.withPass && buyerRulesApply(data.tickets) && (
        <p className="muted">{buyerRulesText(data.policy, data.transferUntil, timeZone)}</p>
      )}
      <ul className="order-tickets">
        {(data?.tickets ?? []).map((ticket) => (
          <li key={ticket.id} className={ticket.void ? 'muted' : ''}>
            <span>
              {ticket.ticketTypeName}
              {ticket.holderName &&
                ` ${i18n._('myTickets.for', { name: ticket.holderName })}`} ·{' '}
              <code>{ticket.code}</code> ·{' '}
              {stateOf(ticket, timeZone, checkedIn.get(ticket.id) ?? null)}
            </span>
            {isAsked(data!, ticket) && ticket.passedOn && (
              <p className="muted order-ticket-answers">{i18n._('order.answersHolders')}</p>
            )}
            {isAsked(data!, ticket) && !ticket.passedOn && (
              <Suspense fallback={null}>
                <TicketAnswers
                  questions={data!.questions}
                  ticketTypeId={ticket.ticketTypeId}
                  answers={ticket.answers}
                  label={i18n._('order.answersFor', { code: ticket.code })}
                />
              </Suspense>
            )}
            {!ticket.void && (
              <span className="order-ticket-actions">
                {ticket.transferRefusal === null && (
                  <>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setOpen({ kind: 'transfer', ticket })}
                      aria-label={i18n._('order.passOnLabel', { code: ticket.code })}
                    >
                      {i18n._('order.passOn')}
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setOpen({ kind: 'rename', ticket })}
                      aria-label={i18n._('order.renameLabel', { code: ticket.code })}
                    >
                      {i18n._('order.rename')}
                    </button>
                  </>
                )}
                {ticket.answersRefusal === null && isAsked(data!, ticket) && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setOpen({ kind: 'answers', ticket })}
                    aria-label={i18n._('order.answersLabel', { code: ticket.code })}
                  >
                    {i18n._('order.answers')}
                  </button>
                )}
                {ticket.cancel && (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setOpen({ kind: 'cancel', ticket })}
                    aria-label={i18n._('order.cancelLabel', {
                      amount: formatMoney(ticket.cancel.refundCents / 100, data!.currency),
                      code: ticket.code,
                    })}
                  >
                    {i18n._('order.cancel', {
                      amount: formatMoney(ticket.cancel.refundCents / 100, data!.currency),
                    })}
                  </button>
                )}
                {ticket.canAskRefund && (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setOpen({ kind: 'ask', ticket })}
                    aria-label={i18n._('order.askRefundLabel', { code: ticket.code })}
                  >
                    {i18n._('order.askRefund')}
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
        {!data &&
          order.tickets.map((ticket) => (
            <li key={ticket.id} className={ticket.void ? 'muted' : ''}>
              {ticket.ticketTypeName} · <code>{ticket.code}</code> ·{' '}
              {ticket.void
                ? i18n._('ticketState.void')
                : ticket.checkedInAt
                  ? i18n._('order.checkedIn', {
                      when: shortDateTimeOf(ticket.checkedInAt, timeZone),
                    })
                  : i18n._('ticketState.valid')}
            </li>
          ))}
      </ul>
      {open?.kind === 'transfer' && (
        <TransferTicketDialog
          orderId={order.id}
          ticket={open.ticket}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      )}
      {open?.kind === 'rename' && (
        <RenameHolderDialog
          orderId={order.id}
          ticket={open.ticket}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      )}
      {open?.kind === 'answers' && data && (
        <Suspense fallback={null}>
          <AnswersDialog
            target={{ orderId: order.id }}
            ticket={open.ticket}
            questions={data.questions}
            onClose={() => setOpen(null)}
            onDone={finish}
          />
        </Suspense>
      )}
      {open?.kind === 'cancel' && data && (
        <CancelTicketDialog
          orderId={order.id}
          ticket={open.ticket}
          addOnsWithIt={lastTicketAddOns(order, data.tickets, open.ticket.id)}
          currency={data.currency}
          policy={data.policy}
          timeZone={timeZone}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      )}
      {open?.kind === 'ask' && data && (
        <AskRefundDialog
          orderId={order.id}
          ticket={open.ticket}
          policy={data.policy}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      )}
    </section>
  );
}
