// An organiser's attendee questions for one of their events (ticket configurations): list,
// create, edit, remove. Another organisation's configuration or question answers 404; a ticket
// type named that is not the event's is a 400. A question some ticket has answered is taken off
// (its answers stay on the tickets) rather than deleted.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type * as z from 'zod/mini';
import {
  MAX_QUESTIONS,
  type Question,
  type questionInputSchema,
} from '../../../src/contract/attendee-questions';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { ownConfigurationRow } from '../ticketing/configurations';
import { questionsOf } from './event-questions';

type Input = z.output<typeof questionInputSchema>;

const QUESTION_NOT_FOUND = 'This question was not found.';

const invalid = (message: string, field: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field });

async function checkTypes(db: Db, configurationId: string, typeIds: readonly string[]) {
  if (typeIds.length === 0) return;
  const found = await db
    .selectFrom('ticket_types')
    .select('id')
    .where('configuration_id', '=', configurationId)
    .where('id', 'in', [...typeIds])
    .execute();
  if (found.length !== new Set(typeIds).size)
    throw invalid('Every ticket type named must be one of this event’s.', 'ticketTypeIds');
}

const columnsOf = (input: Input) => ({
  kind: input.kind,
  label: input.label,
  options: JSON.stringify(input.options),
  required: input.required,
  ticket_type_ids: JSON.stringify([...new Set(input.ticketTypeIds)]),
});

export async function listQuestions(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<Question[]> {
  await ownConfigurationRow(db, organisationId, configurationId);
  return questionsOf(db, configurationId);
}

async function oneOf(db: Db, configurationId: string, id: string) {
  const found = (await questionsOf(db, configurationId)).find((question) => question.id === id);
  if (!found) throw notFound(QUESTION_NOT_FOUND);
  return found;
}

export async function createQuestion(
  db: Db,
  organisationId: string,
  configurationId: string,
  input: Input,
): Promise<Question> {
  await ownConfigurationRow(db, organisationId, configurationId);
  await checkTypes(db, configurationId, input.ticketTypeIds);
  const count = await db
    .selectFrom('event_questions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('configuration_id', '=', configurationId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_QUESTIONS)
    throw invalid(`An event may ask at most ${MAX_QUESTIONS} questions.`, 'label');
  const id = randomUUID();
  const last = await db
    .selectFrom('event_questions')
    .select(sql<number>`coalesce(max(position), -1)::int`.as('p'))
    .where('configuration_id', '=', configurationId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('event_questions')
    .values({
      id,
      configuration_id: configurationId,
      position: Number(last.p) + 1,
      ...columnsOf(input),
    })
    .execute();
  return oneOf(db, configurationId, id);
}

export async function updateQuestion(
  db: Db,
  organisationId: string,
  configurationId: string,
  id: string,
  input: Input,
): Promise<Question> {
  await ownConfigurationRow(db, organisationId, configurationId);
  await checkTypes(db, configurationId, input.ticketTypeIds);
  const found = await db
    .updateTable('event_questions')
    .set(columnsOf(input))
    .where('id', '=', id)
    .where('configuration_id', '=', configurationId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!found) throw notFound(QUESTION_NOT_FOUND);
  return oneOf(db, configurationId, id);
}

/** Stops asking a question; one no ticket has answered is deleted. */
export async function removeQuestion(
  db: Db,
  organisationId: string,
  configurationId: string,
  id: string,
): Promise<void> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const removed = await db
    .updateTable('event_questions')
    .set({ removed_at: new Date() })
    .where('id', '=', id)
    .where('configuration_id', '=', configurationId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw notFound(QUESTION_NOT_FOUND);
  const answered = await sql<{ one: number }>`SELECT 1 AS one FROM tickets t
    JOIN orders o ON o.id = t.order_id
    WHERE o.configuration_id = ${configurationId} AND (t.answers -> ${id}::text) IS NOT NULL
    LIMIT 1`.execute(db);
  if (answered.rows.length === 0)
    await db.deleteFrom('event_questions').where('id', '=', id).execute();
}
