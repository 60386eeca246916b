// A guest's tickets on the order page opened by the receipt's signed link: each ticket's state and,
// at an event with questions, its holder's answers with Change answers until the event starts, and
// Change name under the school's transfer settings — as a signed-in buyer has them, through the
// link. Passing on and cancelling stay an account's.
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
      <h3 id="tickets-heading">Tickets</h3>
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
                {asked?.holderName && ` for ${asked.holderName}`} · <code>{ticket.code}</code> ·{' '}
                {ticket.passedOn
                  ? 'Passed on'
                  : ticket.void
                    ? 'Void — refunded'
                    : ticket.checkedInAt
                      ? `Checked in ${shortDateTimeOf(ticket.checkedInAt, order.event.timeZone)}`
                      : 'Valid'}
              </span>
              {isAsked && (
                <Suspense fallback={null}>
                  <TicketAnswers
                    questions={questions}
                    ticketTypeId={asked.ticketTypeId}
                    answers={asked.answers}
                    label={`Answers for ticket ${ticket.code}`}
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
                        aria-label={`Change name on ticket ${ticket.code}`}
                      >
                        Change name
                      </button>
                    )}
                    {isAsked && asked.answersRefusal === null && (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => setOpen({ kind: 'answers', ticket: asked })}
                        aria-label={`Change answers for ticket ${ticket.code}`}
                      >
                        Change answers
                      </button>
                    )}
                  </span>
                )}
            </li>
          );
        })}
      </ul>
      <p>
        Show a ticket’s code at the door. To carry your passes in My Tickets,{' '}
        <Link to={createAccountPath()}>create an account</Link> with the e-mail address you bought
        with and confirm it.
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
