// The rule web and server apply to a ticket's answers (answersRefusal: required, a choice among
// the options, the kind's shape, only what its type is asked), what is kept of them, and how they
// read in words ("Yes", "Salsa, Zouk"). The shapes are in attendee-questions.ts.
import {
  MAX_ANSWER_LENGTH,
  type Answers,
  type AnswerValue,
  type Question,
  questionsFor,
} from './attendee-questions';

export const QUESTION_MESSAGES = {
  required: (label: string) => `Please answer "${label}".`,
  notAnOption: (label: string) => `That is not one of the choices of "${label}".`,
  tooLong: (label: string) =>
    `The answer to "${label}" is at most ${MAX_ANSWER_LENGTH} characters.`,
  wrongShape: (label: string) => `The answer to "${label}" is not the kind it asks for.`,
  unknown: 'That question is not one of this event’s.',
  attendeesMismatch: 'Give one holder per ticket of the order (the same types and roles).',
};

const isAnswered = (value: AnswerValue | undefined) =>
  value === undefined
    ? false
    : typeof value === 'boolean'
      ? value
      : typeof value === 'string'
        ? value.trim() !== ''
        : value.length > 0;

/**
 * Why these answers to a ticket's questions are refused (the first reason), or null. Answers to
 * questions it is not asked are refused too; an unanswered optional question is left out.
 */
export function answersRefusal(
  asked: readonly Question[],
  answers: Readonly<Answers>,
): { message: string; questionId: string | null } | null {
  for (const id of Object.keys(answers))
    if (!asked.some((question) => question.id === id))
      return { message: QUESTION_MESSAGES.unknown, questionId: id };
  for (const question of asked) {
    const value = answers[question.id];
    const refuse = (message: string) => ({ message, questionId: question.id });
    if (question.required && !isAnswered(value))
      return refuse(QUESTION_MESSAGES.required(question.label));
    if (value === undefined) continue;
    const shapeOk =
      question.kind === 'checkbox'
        ? typeof value === 'boolean'
        : question.kind === 'multiple'
          ? Array.isArray(value)
          : typeof value === 'string';
    if (!shapeOk) return refuse(QUESTION_MESSAGES.wrongShape(question.label));
    if (typeof value === 'string' && value.length > MAX_ANSWER_LENGTH)
      return refuse(QUESTION_MESSAGES.tooLong(question.label));
    const chosen = typeof value === 'string' ? (value === '' ? [] : [value]) : value;
    if (
      (question.kind === 'single' || question.kind === 'multiple') &&
      Array.isArray(chosen) &&
      chosen.some((option) => !question.options.includes(option))
    )
      return refuse(QUESTION_MESSAGES.notAnOption(question.label));
  }
  return null;
}

/**
 * Whether a ticket of this type leaves a required question unanswered (a ticket passed on starts
 * with none): the door says "Answers missing", and its holder is asked to answer.
 */
export const answersMissing = (
  questions: readonly Question[],
  ticketTypeId: string,
  answers: Readonly<Answers> | null,
): boolean =>
  questionsFor(questions, ticketTypeId).some(
    (question) => question.required && !isAnswered(answers?.[question.id]),
  );

/** Only the answers worth keeping: unanswered ones (empty text, no choice, unticked) left out. */
export function keptAnswers(answers: Readonly<Answers>): Answers {
  return Object.fromEntries(
    Object.entries(answers)
      .map(([id, value]): [string, AnswerValue] => [
        id,
        typeof value === 'string' ? value.trim() : value,
      ])
      .filter(([, value]) => isAnswered(value)),
  );
}

/** An answer in words: a checkbox "Yes" (unticked: "No"), choices joined by ", ". */
export const answerText = (question: Pick<Question, 'kind'>, value: AnswerValue | undefined) =>
  question.kind === 'checkbox'
    ? value === true
      ? 'Yes'
      : 'No'
    : Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'string'
        ? value
        : '';

/** A ticket's answers as labelled lines, in the questions' order (those it was asked). */
export const answerLines = (
  questions: readonly Question[],
  ticketTypeId: string,
  answers: Readonly<Answers> | null,
) =>
  questionsFor(questions, ticketTypeId).map((question) => ({
    questionId: question.id,
    label: question.label,
    answer: answerText(question, answers?.[question.id]),
  }));
