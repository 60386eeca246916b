// An event's attendee questions in Sales: each with its kind, choices, whether it must be answered
// and whom it is asked; New question, Edit, and Remove (asked once more: answers already given
// stay in the attendee list, nobody is asked it any more).
import { useState } from 'react';
import { QUESTION_KIND_NAMES, type Question } from '@/contract/attendee-questions';
import { QueryStatus } from '@/components/query-status';
import { messageOf } from '@/lib/api/result';
import { useQuestions, useRemoveQuestion } from '../api/questions';
import { QuestionForm, type QuestionTicketType } from './question-form';

interface Props {
  configurationId: string;
  ticketTypes: readonly QuestionTicketType[];
}

function askedOf(question: Question, ticketTypes: readonly QuestionTicketType[]) {
  if (question.ticketTypeIds.length === 0) return 'every ticket';
  return ticketTypes
    .filter((type) => type.id && question.ticketTypeIds.includes(type.id))
    .map((type) => type.name)
    .join(', ');
}

export function EventQuestions({ configurationId, ticketTypes }: Props) {
  const questions = useQuestions(configurationId);
  const remove = useRemoveQuestion(configurationId);
  // The question being edited: its id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);
  const form = (question: Question | null) => (
    <QuestionForm
      configurationId={configurationId}
      ticketTypes={ticketTypes}
      question={question}
      onDone={() => setEditing(null)}
    />
  );

  return (
    <section aria-labelledby="questions-heading" className="event-add-ons">
      <h3 id="questions-heading">Attendee questions</h3>
      <QueryStatus query={questions} what="Questions" />
      {remove.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(remove.error, 'The question could not be removed. Please try again.')}
        </p>
      )}
      {removing && (
        <div className="alert alert-info" role="alertdialog" aria-label="Confirm removing">
          <p>Stop asking “{removing.label}”? Answers already given stay in the attendee list.</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={remove.isPending}
              onClick={() => void remove.mutateAsync(removing.id).finally(() => setRemoving(null))}
            >
              Remove
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setRemoving(null)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {questions.data && questions.data.length === 0 && editing === null && (
        <p className="muted">
          No questions yet: ask each ticket’s holder their level, or to accept a waiver.
        </p>
      )}
      <ul className="event-add-ons__list">
        {questions.data?.map((question) =>
          editing === question.id ? (
            <li key={question.id}>{form(question)}</li>
          ) : (
            <li key={question.id} className="card">
              <p>
                <strong>{question.label}</strong> · {QUESTION_KIND_NAMES[question.kind]}
                {question.required ? ' · required' : ' · optional'}
              </p>
              {question.options.length > 0 && (
                <p className="muted">Choices: {question.options.join(', ')}</p>
              )}
              <p className="muted">Asked of {askedOf(question, ticketTypes)}</p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setEditing(question.id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setRemoving(question)}
                >
                  Remove
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        form(null)
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setEditing('new')}>
          New question
        </button>
      )}
    </section>
  );
}
