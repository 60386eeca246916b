// "Change answers": a ticket's answers to the event's questions, as at checkout, changed by the
// buyer until the event starts (the server checks them as it did then) — a guest's by the
// order's signed link, a ticket passed on by its new holder (the target). Loaded only when opened.
import { useI18n } from '@/lib/i18n/use-i18n';
import { Suspense, useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal';
import type { Answers, Question } from '@/contract/attendee-questions';
import type { OrderTicketAnswers } from '@/contract/order-answers';
import { messageOf } from '@/lib/api/result';
import { type AnswersTarget, useChangeAnswers } from '../api/ticket-changes';
import { QuestionFields } from './lazy-question-fields';

interface Props {
  /** The buyer's order (with a guest's link, `access`), or a ticket passed on to the dancer. */
  target: AnswersTarget;
  ticket: Omit<OrderTicketAnswers, 'answersRefusal' | 'nameRefusal'>;
  /** The dialog's title and its button's words ("Answer the questions" for a new holder). */
  title?: string;
  questions: readonly Question[];
  onClose: () => void;
  onDone: (message: string) => void;
}

export default function AnswersDialog({
  target,
  ticket,
  title,
  questions,
  onClose,
  onDone,
}: Props) {
  const change = useChangeAnswers(target, ticket.id);
  const i18n = useI18n();
  const heading = title ?? i18n._('order.answers');
  const [answers, setAnswers] = useState<Answers>(ticket.answers);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const done = await change.mutateAsync(answers).catch(() => null);
    if (done) onDone(i18n._('answers.done', { code: ticket.code }));
  };

  return (
    <Modal open title={heading} onClose={onClose}>
      <form aria-label={heading} onSubmit={(event) => void submit(event)}>
        <p>
          {ticket.ticketTypeName}
          {ticket.holderName && ` ${i18n._('myTickets.for', { name: ticket.holderName })}`} ·{' '}
          <code>{ticket.code}</code>
        </p>
        <Suspense fallback={null}>
          <QuestionFields
            idPrefix={`answers-${ticket.id}`}
            questions={questions}
            ticketTypeId={ticket.ticketTypeId}
            answers={answers}
            onChange={setAnswers}
          />
        </Suspense>
        {change.isError && (
          <p className="alert alert-error" role="alert">
            {messageOf(change.error, i18n._('answers.failed'))}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={change.isPending}>
            {change.isPending ? i18n._('rename.busy') : i18n._('answers.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {i18n._('purchase.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
