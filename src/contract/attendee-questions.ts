// Attendee questions: what an organiser asks each ticket's holder (text, one or several choices, a
// checkbox such as a photo consent) and the answers a buyer gives per ticket at checkout (with the
// ticket's holder name). The rule both sides apply to the answers is in attendee-answers.ts, apart,
// so only pages that ask or show answers load it.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { DANCE_ROLES } from './partner-roles';
import { typedLine } from './typed-text';

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

export const questionInputSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(QUESTION_KINDS, 'kind must be text, single, multiple or checkbox.'),
      label: z
        .string('Please write the question.')
        .check(
          ...typedLine('Please write the question.'),
          z.minLength(1, 'Please write the question.'),
          z.maxLength(200, 'A question is at most 200 characters.'),
        ),
      /** The choices of a single or multiple choice question; none for text and checkbox. */
      options: z._default(
        z.array(
          z
            .string()
            .check(
              ...typedLine('A choice cannot be empty.'),
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
      z.string().check(...typedLine(), z.maxLength(120, 'A name is at most 120 characters.')),
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
