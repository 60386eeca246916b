// Accepting a school's message to an event's attendees: the event is the school's and published,
// the audience is part of it and not empty, the school has sent fewer than its hourly limit, and
// the client's key names one message (the same message sent again answers the first; another
// under the same key is refused). The message's row and its sending job are written in one
// transaction; the job writes the e-mails later, in slices (message-job.ts), so the answer never
// waits for the audience's size. Also: the preview, and a test sent to the school member alone.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  MESSAGE_KEY_REUSED,
  MESSAGE_RATE_LIMITED,
  MESSAGES_PER_HOUR,
  NO_RECIPIENTS,
  TEST_MESSAGES_PER_HOUR,
  type MessageContent,
  type MessagePreview,
  type MessageSend,
} from '../../../src/contract/attendee-messages';
import { holdAdvisoryLock } from '../../db/advisory-lock';
import type { Db } from '../../db/database';
import { writeOnceByKey } from '../../db/keyed-write';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { ownConfigurationRow } from '../ticketing/configurations';
import { audienceLabel, audienceSize, reasonOf } from './message-audience';
import { messageEventOf } from './message-event';
import { attendeeMessageMail } from './message-mail';
import { messageJobOf } from './message-job';
import { messageById } from './message-log';

export interface Sender {
  accountId: string;
  organisationId: string;
  email: string;
}

const rateLimited = (message: string) =>
  new AppError(429, 'RATE_LIMITED', message, { retryAfterSeconds: 3600 }, true);

/** The school's published event behind this configuration, or 404 / 409. */
export async function messageableEvent(db: Db, organisationId: string, configurationId: string) {
  const configuration = await ownConfigurationRow(db, organisationId, configurationId);
  if (configuration.status !== 'published' || !configuration.event_id)
    throw new AppError(409, 'CONFLICT', 'Messages can be sent for a published event only.');
  return { configuration, eventId: configuration.event_id };
}

const fingerprintOf = (input: MessageContent) =>
  createHash('sha256')
    .update(JSON.stringify([input.audience, input.subject, input.body]))
    .digest('hex');

async function earlierMessage(db: Db, configurationId: string, input: MessageSend) {
  const earlier = await db
    .selectFrom('attendee_messages')
    .select(['id', 'fingerprint'])
    .where('configuration_id', '=', configurationId)
    .where('client_key', '=', input.clientKey)
    .executeTakeFirst();
  if (!earlier) return null;
  if (earlier.fingerprint !== fingerprintOf(input))
    throw new AppError(409, 'CONFLICT', MESSAGE_KEY_REUSED, { field: 'clientKey' });
  return messageById(db, configurationId, earlier.id);
}

export async function sendMessage(
  ctx: ServiceContext,
  db: Db,
  sender: Sender,
  configurationId: string,
  input: MessageSend,
) {
  await messageableEvent(db, sender.organisationId, configurationId);
  await audienceLabel(db, configurationId, input.audience);
  const id = randomUUID();
  const outcome = await writeOnceByKey(db, {
    earlier: (from) => earlierMessage(from, configurationId, input),
    keyIndex: 'attendee_messages_client_key',
    // One sender at a time per school: the hourly count cannot be passed by two at once, and the
    // same message sent again while the first held the lock is never counted against it.
    lock: (trx) =>
      trx
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', sender.organisationId)
        .forUpdate()
        .execute(),
    write: async (trx) => {
      const recipients = await audienceSize(trx, configurationId, input.audience);
      if (recipients === 0)
        throw new AppError(409, 'CONFLICT', NO_RECIPIENTS, { field: 'audience' });
      const recent = await trx
        .selectFrom('attendee_messages')
        .select(sql<string>`count(*)`.as('n'))
        .where('organisation_id', '=', sender.organisationId)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= MESSAGES_PER_HOUR) throw rateLimited(MESSAGE_RATE_LIMITED);
      await trx
        .insertInto('attendee_messages')
        .values({
          id,
          organisation_id: sender.organisationId,
          configuration_id: configurationId,
          client_key: input.clientKey,
          fingerprint: fingerprintOf(input),
          audience: JSON.stringify(input.audience),
          subject: input.subject,
          body: input.body,
          sent_by_account_id: sender.accountId,
          recipients,
        })
        .execute();
      await ctx.jobs.enqueue(trx, messageJobOf(id));
    },
  });
  if ('earlier' in outcome) return outcome.earlier;
  return messageById(db, configurationId, id);
}

/** The message as its recipients will read it, and how many they are now. */
export async function previewMessage(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  configurationId: string,
  input: MessageContent,
): Promise<MessagePreview> {
  const { eventId } = await messageableEvent(db, organisationId, configurationId);
  await audienceLabel(db, configurationId, input.audience);
  const event = await messageEventOf(ctx, db, eventId);
  const mail = attendeeMessageMail('', input, event, reasonOf(input.audience));
  return {
    recipients: await audienceSize(db, configurationId, input.audience),
    subject: mail.subject,
    text: mail.text,
  };
}

/** Sends the message to the member's own address now (subject marked as a test); answers it. */
export async function sendTestMessage(
  ctx: ServiceContext,
  db: Db,
  sender: Sender,
  configurationId: string,
  input: MessageContent,
): Promise<{ to: string }> {
  const { eventId } = await messageableEvent(db, sender.organisationId, configurationId);
  await audienceLabel(db, configurationId, input.audience);
  const event = await messageEventOf(ctx, db, eventId);
  const mail = attendeeMessageMail(sender.email, input, event, reasonOf(input.audience));
  // Counted and queued under a lock of the address's own, so tests sent at once cannot all read
  // the count from before any of them was queued.
  const mailId = await db.transaction().execute(async (trx) => {
    await holdAdvisoryLock(trx, `test-messages:${sender.email.toLowerCase()}`);
    const tests = await trx
      .selectFrom('outbox')
      .select(sql<string>`count(*)`.as('n'))
      .where('to_address', '=', sender.email)
      .where('subject', 'like', '[Test] %')
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (Number(tests.n) >= TEST_MESSAGES_PER_HOUR)
      throw rateLimited(`At most ${TEST_MESSAGES_PER_HOUR} tests an hour: please wait a little.`);
    return ctx.mailer.enqueue(trx, { ...mail, subject: `[Test] ${mail.subject}` });
  });
  await ctx.mailer.deliver(db, mailId);
  return { to: sender.email };
}
