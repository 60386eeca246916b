// On a ticket passed on to the dancer (My Tickets): the school's questions are its new holder's to
// answer — the ticket started with none — so it says when a required one is still unanswered and
// offers Answer the questions (or Change answers), until the event starts. The dialog and the
// questions load only when opened.
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '@/lib/i18n/use-i18n';
import type { MyTicket } from '@/contract/my-tickets';
import { messageOf } from '@/lib/api/result';
import { useHeldAnswers } from '../api/ticket-changes';

const AnswersDialog = lazy(() => import('./answers-dialog'));

interface Props {
  code: string;
  held: NonNullable<MyTicket['holderAnswers']>;
}

export function HeldTicketAnswers({ code, held }: Props) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const i18n = useI18n();
  const label = held.missing ? i18n._('heldAnswers.answer') : i18n._('order.answers');
  return (
    <>
      {held.missing && (
        <p className="alert alert-info">
          {i18n._('heldAnswers.missing')}
        </p>
      )}
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      <button
        type="button"
        className="link-button"
        onClick={() => setOpen(true)}
        aria-label={
          held.missing
            ? i18n._('heldAnswers.answerLabel', { code })
            : i18n._('order.answersLabel', { code })
        }
      >
        {label}
      </button>
      {open && (
        <HeldAnswersDialog
          ticketId={held.ticketId}
          title={label}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
    </>
  );
}

function HeldAnswersDialog(props: {
  ticketId: string;
  title: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const answers = useHeldAnswers(props.ticketId);
  const i18n = useI18n();
  const ticket = answers.data?.tickets[0];
  if (answers.isError)
    return (
      <p className="alert alert-error" role="alert">
        {messageOf(answers.error, i18n._('heldAnswers.failed'))}
      </p>
    );
  if (!answers.data || !ticket) return null;
  if (ticket.answersRefusal)
    return (
      <p className="alert alert-error" role="alert">
        {ticket.answersRefusal}
      </p>
    );
  return (
    <Suspense fallback={null}>
      <AnswersDialog
        target={{ held: true }}
        ticket={ticket}
        title={props.title}
        questions={answers.data.questions}
        onClose={props.onClose}
        onDone={props.onDone}
      />
    </Suspense>
  );
}
