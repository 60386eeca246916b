// The job that sends a message to its audience. It reads the audience as it stood when the
// message was sent and writes the e-mails in slices: each slice is one transaction that claims its
// addresses in attendee_message_recipients (the key is message and address; an address already
// there is skipped) and writes the e-mails of those it claimed to the outbox, with their delivery
// jobs. So a run killed halfway, a retry, or two processes running it at once still give each
// person the message once. Between slices the event loop gets its turn.
import { randomUUID } from 'node:crypto';
import { audienceSchema } from '../../../src/contract/attendee-messages';
import type { Db } from '../../db/database';
import { nextTurn } from '../../lib/next-turn';
import type { ServiceContext } from '../context';
import type { JobDefinition } from '../jobs/job-runner';
import type { NewJob } from '../jobs/job-store';
import { audienceEmails, reasonOf } from './message-audience';
import { messageEventOf } from './message-event';
import { attendeeMessageMail } from './message-mail';

export const MESSAGE_JOB = 'attendee-message';
/** Addresses written per transaction. */
export const MESSAGE_SLICE = 250;

export const messageJobOf = (messageId: string): NewJob & { key: string } => ({
  name: MESSAGE_JOB,
  key: `attendee-message:${messageId}`,
  payload: { messageId },
  maxAttempts: 5,
});

const messageIdOf = (payload: unknown) => String((payload as { messageId?: unknown }).messageId);

async function writeSlice(
  ctx: ServiceContext,
  db: Db,
  messageId: string,
  emails: string[],
  mailOf: (to: string) => ReturnType<typeof attendeeMessageMail>,
) {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('attendee_message_recipients')
      .values(emails.map((email) => ({ message_id: messageId, email, outbox_id: randomUUID() })))
      .onConflict((conflict) => conflict.columns(['message_id', 'email']).doNothing())
      .returning(['email', 'outbox_id'])
      .execute();
    await ctx.mailer.writeMany(
      trx,
      claimed.map((row) => ({ ...ctx.mailer.outboxRow(mailOf(row.email)), id: row.outbox_id })),
    );
  });
}

export async function sendMessageNow(ctx: ServiceContext, db: Db, messageId: string) {
  const message = await db
    .selectFrom('attendee_messages')
    .innerJoin('ticket_configurations as c', 'c.id', 'attendee_messages.configuration_id')
    .select([
      'attendee_messages.configuration_id',
      'attendee_messages.audience',
      'attendee_messages.subject',
      'attendee_messages.body',
      'attendee_messages.status',
      'attendee_messages.created_at',
      'c.event_id',
    ])
    .where('attendee_messages.id', '=', messageId)
    .executeTakeFirst();
  if (!message || message.status === 'written' || !message.event_id) return;
  await db
    .updateTable('attendee_messages')
    .set({ status: 'writing' })
    .where('id', '=', messageId)
    .where('status', '=', 'queued')
    .execute();
  const audience = audienceSchema.parse(message.audience);
  const event = await messageEventOf(ctx, db, message.event_id);
  const reason = reasonOf(audience);
  const mailOf = (to: string) => attendeeMessageMail(to, message, event, reason);
  const emails = await audienceEmails(db, message.configuration_id, audience, message.created_at);
  for (let start = 0; start < emails.length; start += MESSAGE_SLICE) {
    await writeSlice(ctx, db, messageId, emails.slice(start, start + MESSAGE_SLICE), mailOf);
    await nextTurn();
  }
  const written = await db
    .selectFrom('attendee_message_recipients')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('attendee_messages')
    .set({ status: 'written', recipients: Number(written.n), written_at: new Date() })
    .where('id', '=', messageId)
    .execute();
}

export const messageJob = (ctx: ServiceContext): JobDefinition => ({
  maxAttempts: 5,
  leaseMs: 10 * 60_000,
  async run(payload, { db, job }) {
    const messageId = messageIdOf(payload);
    try {
      await sendMessageNow(ctx, db, messageId);
    } catch (error) {
      if (job.attempts >= job.maxAttempts)
        await db
          .updateTable('attendee_messages')
          .set({ status: 'failed' })
          .where('id', '=', messageId)
          .execute();
      throw error;
    }
  },
});
