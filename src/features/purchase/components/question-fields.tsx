// One ticket's attendee questions as fields: a text box, one choice (radio buttons), several
// choices (checkboxes) or a checkbox to tick; a required one is marked and asked of the browser
// too; and a ticket's answers in words. Loaded only where an event asks questions, through
// lazy-question-fields.ts (the purchase form, the order page's list and its Change answers).
import { i18n } from '@/lib/i18n/i18n';
import { answerLines } from '@/contract/attendee-answers';
import {
  questionsFor,
  type AnswerValue,
  type Answers,
  type Question,
} from '@/contract/attendee-questions';

interface Props {
  idPrefix: string;
  questions: readonly Question[];
  ticketTypeId: string;
  answers: Readonly<Answers>;
  onChange: (answers: Answers) => void;
}

function QuestionField({
  id,
  question,
  value,
  onValue,
}: {
  id: string;
  question: Question;
  value: AnswerValue | undefined;
  onValue: (value: AnswerValue) => void;
}) {
  const mark = question.required ? ` ${i18n._('purchase.question.required')}` : '';
  if (question.kind === 'checkbox')
    return (
      <label className="checkbox">
        <input
          type="checkbox"
          required={question.required}
          checked={value === true}
          onChange={(event) => onValue(event.target.checked)}
        />
        {question.label}
        {mark}
      </label>
    );
  if (question.kind === 'text')
    return (
      <div className="field">
        <label htmlFor={id}>
          {question.label}
          {mark}
        </label>
        <input
          id={id}
          required={question.required}
          maxLength={500}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onValue(event.target.value)}
        />
      </div>
    );
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const single = question.kind === 'single';
  return (
    <fieldset className="question-fields__choices">
      <legend>
        {question.label}
        {mark}
      </legend>
      {question.options.map((option) => (
        <label key={option} className="checkbox">
          <input
            type={single ? 'radio' : 'checkbox'}
            name={id}
            required={single && question.required}
            checked={chosen.includes(option)}
            onChange={(event) =>
              onValue(
                single
                  ? option
                  : event.target.checked
                    ? [...chosen, option]
                    : chosen.filter((one) => one !== option),
              )
            }
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

export default function QuestionFields({
  idPrefix,
  questions,
  ticketTypeId,
  answers,
  onChange,
}: Props) {
  return (
    <div className="question-fields">
      {questionsFor(questions, ticketTypeId).map((question) => (
        <QuestionField
          key={question.id}
          id={`${idPrefix}-${question.id}`}
          question={question}
          value={answers[question.id]}
          onValue={(value) => onChange({ ...answers, [question.id]: value })}
        />
      ))}
    </div>
  );
}

/** A ticket's answers in words, one line per question its type is asked (the order page). */
export function TicketAnswers({
  questions,
  ticketTypeId,
  answers,
  label,
}: {
  questions: readonly Question[];
  ticketTypeId: string;
  answers: Readonly<Answers>;
  label: string;
}) {
  const lines = answerLines(questions, ticketTypeId, answers);
  if (lines.length === 0) return null;
  return (
    <ul className="order-ticket-answers" aria-label={label}>
      {lines.map((line) => (
        <li key={line.questionId}>
          {line.label}: {line.answer || '—'}
        </li>
      ))}
    </ul>
  );
}
