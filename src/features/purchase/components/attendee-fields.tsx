// "Who is each ticket for?" on the purchase form: per ticket chosen, the holder's name (the door
// shows it; empty: the buyer's) and, at an event that asks questions, that ticket's questions —
// their fields load only for such an event (question-fields.tsx). A refusal of the server about
// one ticket's answers is said on that ticket.
import { useI18n } from '@/lib/i18n/use-i18n';
import { Suspense } from 'react';
import type { Question } from '@/contract/attendee-questions';
import {
  NO_ATTENDEE,
  type AttendeeDraft,
  type AttendeeDrafts,
  type TicketSlot,
} from '../lib/attendee-slots';

import { QuestionFields } from './lazy-question-fields';

interface Props {
  slots: readonly TicketSlot[];
  questions: readonly Question[];
  drafts: AttendeeDrafts;
  disabled: boolean;
  /** The server's refusal of one ticket's holder or answers (its place in the order). */
  refusal: { ticket: number; message: string } | null;
  onChange: (key: string, draft: AttendeeDraft) => void;
}

export function AttendeeFields({ slots, questions, drafts, disabled, refusal, onChange }: Props) {
  const i18n = useI18n();
  if (slots.length === 0 || (slots.length === 1 && questions.length === 0)) return null;
  return (
    <section className="card attendee-fields" aria-labelledby="attendees-heading">
      <h3 id="attendees-heading">{i18n._('purchase.attendees')}</h3>
      <p className="muted">{i18n._('purchase.attendees.hint')}</p>
      {slots.map((slot, index) => {
        const draft = drafts[slot.key] ?? NO_ATTENDEE;
        const id = `attendee-${index}`;
        return (
          <fieldset key={slot.key} className="attendee-fields__ticket" disabled={disabled}>
            <legend>
              {i18n._('purchase.attendees.ticket', { number: index + 1, name: slot.line.name })}
            </legend>
            <div className="field">
              <label htmlFor={`${id}-name`}>{i18n._('purchase.attendees.name')}</label>
              <input
                id={`${id}-name`}
                autoComplete={index === 0 ? 'name' : 'off'}
                maxLength={120}
                value={draft.name}
                onChange={(event) => onChange(slot.key, { ...draft, name: event.target.value })}
              />
            </div>
            {questions.length > 0 && (
              <Suspense fallback={null}>
                <QuestionFields
                  idPrefix={id}
                  questions={questions}
                  ticketTypeId={slot.line.type.id}
                  answers={draft.answers}
                  onChange={(answers) => onChange(slot.key, { ...draft, answers })}
                />
              </Suspense>
            )}
            {refusal?.ticket === index && (
              <p className="alert alert-error" role="alert">
                {refusal.message}
              </p>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
