// An event's attendee questions as buyers, the door and the attendee list read them: those still
// asked, in the organiser's order (removed ones are kept for the answers given, never asked).
import type { Question } from '../../../src/contract/attendee-questions';
import type { Db } from '../../db/database';

const parsedList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? parsedList(JSON.parse(value))
      : [];

/** The questions of these ticket configurations, by configuration id. */
export async function questionsOfConfigurations(
  db: Db,
  configurationIds: readonly string[],
): Promise<Map<string, Question[]>> {
  const byConfiguration = new Map<string, Question[]>();
  if (configurationIds.length === 0) return byConfiguration;
  const rows = await db
    .selectFrom('event_questions')
    .select(['id', 'configuration_id', 'kind', 'label', 'options', 'required', 'ticket_type_ids'])
    .where('configuration_id', 'in', [...configurationIds])
    .where('removed_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byConfiguration.get(row.configuration_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      label: row.label,
      options: parsedList(row.options),
      required: row.required,
      ticketTypeIds: parsedList(row.ticket_type_ids),
    });
    byConfiguration.set(row.configuration_id, list);
  }
  return byConfiguration;
}

/** One configuration's questions. */
export async function questionsOf(db: Db, configurationId: string): Promise<Question[]> {
  return (await questionsOfConfigurations(db, [configurationId])).get(configurationId) ?? [];
}
