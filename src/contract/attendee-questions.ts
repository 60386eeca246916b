// Attendee questions: what an organiser asks each ticket's holder (text, one or several choices, a
// checkbox such as a photo consent), the answers a buyer gives per ticket at checkout (with the
// ticket's holder name), and the one rule both sides apply to them (answersRefusal).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { DANCE_ROLES } from './partner-roles';
import { oneLineText } from './storable-text';

export const QUESTION_KINDS = ['text', 'single', 'multiple', 'checkbox'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const MAX_QUESTIONS = 20;
export const MAX_OPTIONS = 20;
export const MAX_ANSWER_LENGTH = 500;
/** The most tickets one order holds: 30 lines of at most 10. */
export const MAX_ATTENDEES = 300;

export const QUESTION_KIND_NAMES: Record<QuestionKind, string> = {
  text: 'Text',
  single: 'One choice',
  multiple: 'Several choices',
  checkbox: 'Checkbox',
};

export const QUESTION_MESSAGES = {
  required: (label: string) => `Please answer "${label}".`,
  notAnOption: (label: string) => `That is not one of the choices of "${label}".`,
  tooLong: (label: string) =>
    `The answer to "${label}" is at most ${MAX_ANSWER_LENGTH} characters.`,
  wrongShape: (label: string) => `The answer to "${label}" is not the kind it asks for.`,
  unknown: 'That question is not one of this event’s.',
  attendeesMismatch: 'Give one holder per ticket of the order (the same types and roles).',
};

export const questionInputSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(QUESTION_KINDS, 'kind must be text, single, multiple or checkbox.'),
      label: z
        .string('Please write the question.')
        .check(
          z.overwrite(oneLineText),
          z.minLength(1, 'Please write the question.'),
          z.maxLength(200, 'A question is at most 200 characters.'),
        ),
      /** The choices of a single or multiple choice question; none for text and checkbox. */
      options: z._default(
        z.array(
          z
            .string()
            .check(
              z.overwrite(oneLineText),
              z.minLength(1, 'A choice cannot be empty.'),
              z.maxLength(80, 'A choice is at most 80 characters.'),
            ),
        ),
        [],
      ),
      required: z._default(z.boolean(), false),
      /** Asked of these ticket types' holders only; empty: of every ticket. */
      ticketTypeIds: z._default(
        z.array(z.uuid('ticketTypeIds must be ticket type ids.')).check(z.maxLength(50)),
        [],
      ),
    })
    .check(
      z.refine(
        (question) =>
          question.kind === 'single' || question.kind === 'multiple'
            ? question.options.length >= 2 && question.options.length <= MAX_OPTIONS
            : question.options.length === 0,
        {
          message: `A choice question needs 2 to ${MAX_OPTIONS} choices; other kinds have none.`,
          path: ['options'],
        },
      ),
      z.refine(
        (question) =>
          new Set(question.options.map((option) => option.toLowerCase())).size ===
          question.options.length,
        { message: 'Each choice needs its own text.', path: ['options'] },
      ),
    ),
);
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(QUESTION_KINDS),
    label: z.string(),
    options: z.array(z.string()),
    required: z.boolean(),
    ticketTypeIds: z.array(z.string()),
  }),
);
export type Question = z.infer<typeof questionSchema>;

export const questionsResponseSchema = lazySchema(() =>
  z.object({ data: z.array(questionSchema) }),
);
export const questionResponseSchema = lazySchema(() => z.object({ data: questionSchema }));

/** One answer: a text or a choice (string), several choices, or a checkbox ticked or not. */
export type AnswerValue = string | string[] | boolean;
export type Answers = Record<string, AnswerValue>;

export const answersSchema = lazySchema(() =>
  z.record(
    z.uuid('Each answer must name a question id.'),
    z.union([
      z.string().check(z.maxLength(MAX_ANSWER_LENGTH)),
      z.array(z.string().check(z.maxLength(80))).check(z.maxLength(MAX_OPTIONS)),
      z.boolean(),
    ]),
  ),
);

/** The holder of one ticket of the order and their answers, in the order's ticket types. */
export const attendeeInputSchema = lazySchema(() =>
  z.object({
    ticketType: z.uuid('ticketType must be a ticket type id.'),
    role: z.optional(z.enum(DANCE_ROLES, 'role must be lead, follow or solo.')),
    /** The name the door shows; empty: the buyer's. */
    name: z._default(
      z
        .string()
        .check(z.overwrite(oneLineText), z.maxLength(120, 'A name is at most 120 characters.')),
      '',
    ),
    answers: z._default(answersSchema, {}),
  }),
);
export type AttendeeInput = z.infer<typeof attendeeInputSchema>;

export const attendeesInputSchema = lazySchema(() =>
  z.array(attendeeInputSchema).check(z.maxLength(MAX_ATTENDEES)),
);

/** PUT /api/v2/orders/{id}/tickets/{ticketId}/answers */
export const answersRequestSchema = lazySchema(() => z.object({ answers: answersSchema }));

/** The questions asked of a ticket of this type. */
export const questionsFor = (questions: readonly Question[], ticketTypeId: string) =>
  questions.filter(
    (question) =>
      question.ticketTypeIds.length === 0 || question.ticketTypeIds.includes(ticketTypeId),
  );

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
