// The review's "Who the tickets are for": each ticket of the order with the name it will carry
// (empty: the buyer's own) and, at an event with questions, its answers in short — what the door
// and the school will read, for the buyer to check before paying. Shown when the form asked for it.
import { useI18n } from '@/lib/i18n/use-i18n';
import { Suspense } from 'react';
import type { Question } from '@/contract/attendee-questions';
import { NO_ATTENDEE, type AttendeeDrafts, type TicketSlot } from '../lib/attendee-slots';
import { TicketAnswers } from './lazy-question-fields';

interface Props {
  slots: readonly TicketSlot[];
  questions: readonly Question[];
  drafts: AttendeeDrafts;
}

export function ReviewAttendees({ slots, questions, drafts }: Props) {
  const i18n = useI18n();
  if (slots.length === 0 || (slots.length === 1 && questions.length === 0)) return null;
  return (
    <section className="review-attendees" aria-labelledby="review-attendees-heading">
      <h3 id="review-attendees-heading">{i18n._('purchase.review.who')}</h3>
      <ol className="review-attendees__list">
        {slots.map((slot, index) => {
          const draft = drafts[slot.key] ?? NO_ATTENDEE;
          const name = draft.name.trim();
          return (
            <li key={slot.key}>
              <span className="review-attendees__ticket">
                {i18n._('purchase.review.ticket', { number: index + 1, name: slot.line.name })}{' '}
              </span>
              {name ? (
                <strong>{name}</strong>
              ) : (
                <span className="muted">{i18n._('purchase.review.ownName')}</span>
              )}
              {questions.length > 0 && (
                <Suspense fallback={null}>
                  <TicketAnswers
                    questions={questions}
                    ticketTypeId={slot.line.type.id}
                    answers={draft.answers}
                    label={i18n._('purchase.review.answers', { number: index + 1 })}
                  />
                </Suspense>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
