// The messages a local guide received through the site (sent in guide-message-send.ts): the
// guide's inbox, one message, its report to the site's administrators, and the guide's answer,
// stored (so the dancer can report it, guide-answers.ts) and relayed by e-mail from the site with
// neither side's address shown.
import { randomUUID } from 'node:crypto';
import {
  GUIDE_MESSAGE_RATE_LIMITED,
  GUIDE_MESSAGES_PER_GUIDE_PER_DAY,
  guideAnswerPath,
  guidePath,
  type GuideMessage,
} from '../../../src/contract/guides';
import type { Db } from '../../db/database';
import type { GuideMessageTable } from '../../db/schema-guides';
import type { Selectable } from 'kysely';
import { AppError, notFound } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import { countAttempt, tooManyAttempts } from '../accounts/attempt-limits';
import type { ServiceContext } from '../context';
import { ownGuideRow } from './guide-accounts';

const DAY_MINUTES = 24 * 60;
const MESSAGE_NOT_FOUND = 'No message of yours has this id.';

const messageOf = (row: Selectable<GuideMessageTable>): GuideMessage => ({
  id: row.id,
  senderFirstName: row.sender_first_name,
  subject: row.subject,
  body: row.body,
  sentAt: row.created_at.toISOString(),
  reported: row.reported_at !== null,
});

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

/** The guide answers a message: the answer is stored and the dancer e-mailed it (from the site,
 * with the guide's name and page, and a link to report it), counted against the guide's daily
 * limit like a message received. Answers the answer's id. */
export async function answerGuideMessage(
  ctx: Pick<ServiceContext, 'mailer' | 'config'>,
  db: Db,
  accountId: string,
  messageId: string,
  body: string,
): Promise<{ id: string }> {
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
  const id = randomUUID();
  const page = await siteLinkIn(ctx.config, db, guidePath(guide.slug));
  const report = await siteLinkIn(ctx.config, db, guideAnswerPath(id));
  const mailId = await db.transaction().execute(async (trx) => {
    await trx.insertInto('guide_answers').values({ id, message_id: row.id, body }).execute();
    return ctx.mailer.write(
      trx,
      ctx.mailer.outboxRow({
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
          'To read this answer on Floorcraft or report it to the site:',
          report,
          '',
          'Please do not reply to this e-mail: the guide does not receive it.',
        ].join('\n'),
      }),
    );
  });
  await ctx.mailer.deliver(db, mailId);
  return { id };
}
