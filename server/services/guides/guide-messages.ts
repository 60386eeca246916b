// Messages a visiting dancer sends a local guide through the site, relayed by e-mail: the guide
// reads who wrote (first name only), the message and a link to it on the site; neither side's
// e-mail address is shown to the other (the mail comes from the site). Limited per sender and per
// guide a day, holding under parallel sends; the guide may answer through the site (relayed the
// same way) and report a message to the site's administrators.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import {
  GUIDE_INBOX_FULL,
  GUIDE_MESSAGE_RATE_LIMITED,
  GUIDE_MESSAGES_PER_GUIDE_PER_DAY,
  GUIDE_MESSAGES_PER_SENDER_PER_DAY,
  guidePath,
  type GuideMessage,
  type guideMessageInputSchema,
} from '../../../src/contract/guides';
import type { Db } from '../../db/database';
import type { GuideMessageTable } from '../../db/schema-guides';
import type { Selectable } from 'kysely';
import { AppError, notFound } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import { countAttempt, giveAttemptBack, tooManyAttempts } from '../accounts/attempt-limits';
import type { ServiceContext } from '../context';
import { ownGuideRow } from './guide-accounts';
import { findPublicGuide } from './guide-profiles';

type MessageInput = z.output<typeof guideMessageInputSchema>;

const DAY_MINUTES = 24 * 60;
const MESSAGE_NOT_FOUND = 'No message of yours has this id.';
export const CONFIRM_EMAIL_TO_WRITE =
  'Please confirm your e-mail address before writing to a guide: we sent you a link.';

/** The first word of an account's name, or a neutral stand-in: never the e-mail address. */
export const firstNameOf = (name: string | null) =>
  name?.trim().split(/\s+/)[0]?.slice(0, 40) || 'A dancer';

const messageOf = (row: Selectable<GuideMessageTable>): GuideMessage => ({
  id: row.id,
  senderFirstName: row.sender_first_name,
  subject: row.subject,
  body: row.body,
  sentAt: row.created_at.toISOString(),
  reported: row.reported_at !== null,
});

/** Counts a send on the sender's counter, then the guide's; a send the guide's limit refuses is
 * given back to the sender, and one the sender's refuses never reaches the guide's (so one sender
 * hammering cannot fill a guide's day). Each count is one atomic statement (attempt-limits). */
async function countSend(db: Db, senderId: string, guideId: string) {
  const senderKey = `guide-message-sender:${senderId}`;
  const senderOver = await countAttempt(
    db,
    [{ key: senderKey, limit: GUIDE_MESSAGES_PER_SENDER_PER_DAY }],
    DAY_MINUTES,
  );
  if (senderOver.length > 0)
    throw tooManyAttempts(GUIDE_MESSAGE_RATE_LIMITED, { retryAfterSeconds: DAY_MINUTES * 60 });
  const guideOver = await countAttempt(
    db,
    [{ key: `guide-message-guide:${guideId}`, limit: GUIDE_MESSAGES_PER_GUIDE_PER_DAY }],
    DAY_MINUTES,
  );
  if (guideOver.length > 0) {
    await giveAttemptBack(db, [senderKey]);
    throw tooManyAttempts(GUIDE_INBOX_FULL, { retryAfterSeconds: DAY_MINUTES * 60 });
  }
}

/** A signed-in dancer writes to a public guide; the guide is e-mailed the message. */
export async function sendGuideMessage(
  ctx: Pick<ServiceContext, 'mailer' | 'config'>,
  db: Db,
  senderId: string,
  handle: string,
  input: MessageInput,
): Promise<{ id: string }> {
  const guide = await findPublicGuide(db, handle);
  if (!guide) throw notFound('No local guide has this address.');
  if (guide.account_id === senderId)
    throw new AppError(400, 'VALIDATION_ERROR', 'This is your own guide profile.');
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'email_verified_at'])
    .where('id', 'in', [senderId, guide.account_id])
    .execute();
  const sender = accounts.find((account) => account.id === senderId);
  const guideAccount = accounts.find((account) => account.id === guide.account_id);
  if (!sender || !guideAccount) throw notFound('No local guide has this address.');
  if (!sender.email_verified_at) throw new AppError(403, 'FORBIDDEN', CONFIRM_EMAIL_TO_WRITE);
  await countSend(db, senderId, guide.id);

  const id = randomUUID();
  const firstName = firstNameOf(sender.name);
  const link = await siteLinkIn(ctx.config, db, `/account/guide/messages/${id}`);
  const mailId = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('guide_messages')
      .values({
        id,
        guide_id: guide.id,
        sender_account_id: senderId,
        sender_first_name: firstName,
        subject: input.subject,
        body: input.body,
      })
      .execute();
    return ctx.mailer.write(
      trx,
      ctx.mailer.outboxRow({
        to: guideAccount.email,
        subject: `${firstName} wrote to you on Floorcraft: ${input.subject}`,
        text: [
          `${firstName}, a dancer on Floorcraft, wrote to you as a local guide in ${guide.city}:`,
          '',
          `Subject: ${input.subject}`,
          '',
          input.body,
          '',
          'Answer through Floorcraft (your e-mail address stays private), or report the message:',
          link,
          '',
          'Please do not reply to this e-mail: the dancer does not receive it.',
        ].join('\n'),
      }),
    );
  });
  await ctx.mailer.deliver(db, mailId);
  return { id };
}

/** The messages the signed-in guide received, newest first (at most 200). */
export async function ownGuideMessages(db: Db, accountId: string): Promise<GuideMessage[]> {
  const guide = await ownGuideRow(db, accountId);
  const rows = await db
    .selectFrom('guide_messages')
    .selectAll()
    .where('guide_id', '=', guide.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(messageOf);
}

async function ownMessageRow(db: Db, accountId: string, messageId: string) {
  const guide = await ownGuideRow(db, accountId);
  const row = await db
    .selectFrom('guide_messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('guide_id', '=', guide.id)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return { guide, row };
}

export async function ownGuideMessage(db: Db, accountId: string, messageId: string) {
  return messageOf((await ownMessageRow(db, accountId, messageId)).row);
}

/** The guide reports a message to the site's administrators; reporting again keeps the first
 * report's time and reason. */
export async function reportGuideMessage(
  db: Db,
  accountId: string,
  messageId: string,
  reason: string,
): Promise<GuideMessage> {
  await ownMessageRow(db, accountId, messageId);
  await db
    .updateTable('guide_messages')
    .set({ reported_at: new Date(), report_reason: reason })
    .where('id', '=', messageId)
    .where('reported_at', 'is', null)
    .execute();
  return messageOf((await ownMessageRow(db, accountId, messageId)).row);
}

/** The guide answers a message: the dancer is e-mailed the answer (from the site, with the
 * guide's name and page), counted against the guide's daily limit like a message received. */
export async function answerGuideMessage(
  ctx: Pick<ServiceContext, 'mailer' | 'config'>,
  db: Db,
  accountId: string,
  messageId: string,
  body: string,
): Promise<void> {
  const { guide, row } = await ownMessageRow(db, accountId, messageId);
  if (!row.sender_account_id)
    throw new AppError(409, 'CONFLICT', 'The dancer who wrote this has deleted their account.');
  const sender = await db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', row.sender_account_id)
    .executeTakeFirstOrThrow();
  const over = await countAttempt(
    db,
    [{ key: `guide-answer:${guide.id}`, limit: GUIDE_MESSAGES_PER_GUIDE_PER_DAY }],
    DAY_MINUTES,
  );
  if (over.length > 0)
    throw tooManyAttempts(GUIDE_MESSAGE_RATE_LIMITED, { retryAfterSeconds: DAY_MINUTES * 60 });
  const page = await siteLinkIn(ctx.config, db, guidePath(guide.slug));
  await ctx.mailer.send(db, {
    to: sender.email,
    subject: `${guide.name} answered you on Floorcraft: ${row.subject}`,
    text: [
      `${guide.name}, a local guide in ${guide.city}, answered your message "${row.subject}":`,
      '',
      body,
      '',
      `To write again, use ${guide.name}'s page (your e-mail address stays private):`,
      page,
      '',
      'Please do not reply to this e-mail: the guide does not receive it.',
    ].join('\n'),
  });
}
