// An event's message log as its school reads it: each message with its audience, how many it goes
// to, how many e-mails were delivered and how many were refused, and where it stands; and the
// event's reminders (on or off, how many were sent), which the school switches here.
import { sql } from 'kysely';
import {
  audienceSchema,
  type AttendeeMessage,
  type MessageLog,
  type MessageStatus,
} from '../../../src/contract/attendee-messages';
import type { Db } from '../../db/database';
import type { MessageWriteStatus } from '../../db/schema-messages';
import { ownConfigurationRow } from '../ticketing/configurations';
import { audienceLabel } from './message-audience';

function statusOf(
  written: MessageWriteStatus,
  counts: { recipients: number; sent: number; failed: number },
): MessageStatus {
  if (written === 'failed') return 'failed';
  if (written === 'queued') return 'queued';
  if (written === 'writing') return 'sending';
  if (counts.sent + counts.failed < counts.recipients) return 'sending';
  return counts.sent > 0 || counts.recipients === 0 ? 'sent' : 'failed';
}

function logQuery(db: Db, configurationId: string) {
  return db
    .selectFrom('attendee_messages as m')
    .leftJoin('accounts as a', 'a.id', 'm.sent_by_account_id')
    .select((eb) => [
      'm.id',
      'm.subject',
      'm.audience',
      'm.status',
      'm.recipients',
      'm.created_at',
      'a.email as sent_by',
      eb
        .selectFrom('attendee_message_recipients as r')
        .innerJoin('outbox as o', 'o.id', 'r.outbox_id')
        .select(
          sql<string>`count(o.sent_at) || ':' || count(*) FILTER (WHERE o.sent_at IS NULL AND o.error IS NOT NULL)`.as(
            'n',
          ),
        )
        .whereRef('r.message_id', '=', 'm.id')
        .as('delivery'),
    ])
    .where('m.configuration_id', '=', configurationId);
}

type LogRow = Awaited<ReturnType<ReturnType<typeof logQuery>['execute']>>[number];

async function messageOf(db: Db, configurationId: string, row: LogRow): Promise<AttendeeMessage> {
  const audience = audienceSchema.parse(row.audience);
  const [sent, failed] = (row.delivery ?? '0:0').split(':').map(Number) as [number, number];
  const counts = { recipients: row.recipients, sent, failed };
  return {
    id: row.id,
    subject: row.subject,
    audience,
    audienceLabel: await audienceLabel(db, configurationId, audience).catch(
      () => 'A ticket type or session no longer offered',
    ),
    status: statusOf(row.status, counts),
    ...counts,
    sentBy: row.sent_by,
    createdAt: row.created_at.toISOString(),
  };
}

export async function messageById(
  db: Db,
  configurationId: string,
  id: string,
): Promise<AttendeeMessage> {
  const row = await logQuery(db, configurationId).where('m.id', '=', id).executeTakeFirstOrThrow();
  return messageOf(db, configurationId, row);
}

async function remindersOf(db: Db, configurationId: string, enabled: boolean) {
  const sent = await db
    .selectFrom('ticket_reminders')
    .select(sql<string>`count(DISTINCT outbox_id)`.as('n'))
    .where('configuration_id', '=', configurationId)
    .executeTakeFirstOrThrow();
  return { enabled, sent: Number(sent.n) };
}

/** The event's messages, newest first, and its reminders; another school's event answers 404. */
export async function messageLogOf(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<MessageLog> {
  const configuration = await ownConfigurationRow(db, organisationId, configurationId);
  const rows = await logQuery(db, configurationId).orderBy('m.created_at', 'desc').execute();
  const messages: AttendeeMessage[] = [];
  for (const row of rows) messages.push(await messageOf(db, configurationId, row));
  return {
    messages,
    reminders: await remindersOf(db, configurationId, configuration.reminders_enabled),
  };
}

/** Turns the event's reminders on or off; answers them as the log shows them. */
export async function setReminders(
  db: Db,
  organisationId: string,
  configurationId: string,
  enabled: boolean,
): Promise<MessageLog['reminders']> {
  await ownConfigurationRow(db, organisationId, configurationId);
  await db
    .updateTable('ticket_configurations')
    .set({ reminders_enabled: enabled })
    .where('id', '=', configurationId)
    .where('organisation_id', '=', organisationId)
    .execute();
  return remindersOf(db, configurationId, enabled);
}
