// A guest's tickets on the order page opened by the receipt's signed link: each ticket's state and,
// at an event with questions, its holder's answers with Change answers until the event starts, and
// Change name under the school's transfer settings — as a signed-in buyer has them, through the
// link. Passing on and cancelling stay an account's.
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { questionsFor } from '@/contract/attendee-questions';
import type { OrderTicketAnswers } from '@/contract/order-answers';
import type { OrderDetails } from '@/contract/payments';
import { shortDateTimeOf } from '@/lib/event-time';
import { useGuestAnswers } from '../api/ticket-changes';
import { createAccountPath } from '../lib/create-account-path';
import { TicketAnswers } from './lazy-question-fields';
import { RenameHolderDialog } from './transfer-ticket-dialog';

// Only an order whose event asks questions loads the answers' dialog and fields.
const AnswersDialog = lazy(() => import('./answers-dialog'));

export function GuestOrderTickets({ order, access }: { order: OrderDetails; access: string }) {
  const i18n = useI18n();
  const answers = useGuestAnswers(order.id, access);
  const [open, setOpen] = useState<{ kind: 'answers' | 'name'; ticket: OrderTicketAnswers } | null>(
    null,
  );
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };
  const [done, setDone] = useState<string | null>(null);
  const questions = answers.data?.questions ?? [];
  const answersOf = new Map((answers.data?.tickets ?? []).map((ticket) => [ticket.id, ticket]));
  return (
    <section aria-labelledby="tickets-heading">
      <h3 id="tickets-heading">{i18n._('purchase.tickets')}</h3>
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      <ul className="order-tickets">
        {order.tickets.map((ticket) => {
          const asked = answersOf.get(ticket.id);
          const isAsked = !!asked && questionsFor(questions, asked.ticketTypeId).length > 0;
          return (
            <li key={ticket.id} className={ticket.void ? 'muted' : ''}>
              <span>
                {ticket.ticketTypeName}
                {asked?.holderName &&
                  ` ${i18n._('myTickets.for', { name: asked.holderName })}`} ·{' '}
                <code>{ticket.code}</code> ·{' '}
                {ticket.passedOn
                  ? i18n._('order.passedOnPlain')
                  : ticket.void
                    ? i18n._('ticketState.void')
                    : ticket.checkedInAt
                      ? i18n._('order.checkedIn', {
                          when: shortDateTimeOf(ticket.checkedInAt, order.event.timeZone),
                        })
                      : i18n._('ticketState.valid')}
              </span>
              {isAsked && (
                <Suspense fallback={null}>
                  <TicketAnswers
                    questions={questions}
                    ticketTypeId={asked.ticketTypeId}
                    answers={asked.answers}
                    label={i18n._('order.answersFor', { code: ticket.code })}
                  />
                </Suspense>
              )}
              {asked &&
                (asked.nameRefusal === null || (isAsked && asked.answersRefusal === null)) && (
                  <span className="order-ticket-actions">
                    {asked.nameRefusal === null && (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => setOpen({ kind: 'name', ticket: asked })}
                        aria-label={i18n._('order.renameLabel', { code: ticket.code })}
                      >
                        {i18n._('order.rename')}
                      </button>
                    )}
                    {isAsked && asked.answersRefusal === null && (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => setOpen({ kind: 'answers', ticket: asked })}
                        aria-label={i18n._('order.answersLabel', { code: ticket.code })}
                      >
                        {i18n._('order.answers')}
                      </button>
                    )}
                  </span>
                )}
            </li>
          );
        })}
      </ul>
      <p>
        {richText(i18n._('order.guest.howTo'), [
          (text) => <Link to={createAccountPath()}>{text}</Link>,
        ])}
      </p>
      {open?.kind === 'answers' && (
        <Suspense fallback={null}>
          <AnswersDialog
            target={{ orderId: order.id, access }}
            ticket={open.ticket}
            questions={questions}
            onClose={() => setOpen(null)}
            onDone={finish}
          />
        </Suspense>
      )}
      {open?.kind === 'name' && (
        <RenameHolderDialog
          orderId={order.id}
          ticket={open.ticket}
          access={access}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      )}
    </section>
  );
}
