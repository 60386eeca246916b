// A visiting dancer's message to a local guide, relayed by e-mail: the guide reads who wrote (first
// name only), the message and a link to it on the site, never the dancer's address. Limited per
// sender and per guide a day, holding under parallel sends. The client's key names one message:
// the same message sent again (a retry, a double submit, two at once) is stored, counted and
// e-mailed once and answers the first; another message under the same key is refused (409).
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import {
  GUIDE_INBOX_FULL,
  GUIDE_MESSAGE_KEY_REUSED,
  GUIDE_MESSAGE_RATE_LIMITED,
  GUIDE_MESSAGES_PER_GUIDE_PER_DAY,
  GUIDE_MESSAGES_PER_SENDER_PER_DAY,
  type guideMessageInputSchema,
} from '../../../src/contract/guides';
import type { Db } from '../../db/database';
import { writeOnceByKey } from '../../db/keyed-write';
import { AppError, notFound } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import { countAttempt, tooManyAttempts } from '../accounts/attempt-limits';
import type { ServiceContext } from '../context';
import { findPublicGuide } from './guide-profiles';

type MessageInput = z.output<typeof guideMessageInputSchema>;

const DAY_MINUTES = 24 * 60;
const NO_GUIDE = 'No local guide has this address.';
export const CONFIRM_EMAIL_TO_WRITE =
  'Please confirm your e-mail address before writing to a guide: we sent you a link.';

/** The first word of an account's name, or a neutral stand-in: never the e-mail address. */
export const firstNameOf = (name: string | null) =>
  name?.trim().split(/\s+/)[0]?.slice(0, 40) || 'A dancer';

/** Counts a send on the sender's counter, then the guide's, inside the send's transaction: a send
 * either limit refuses is undone with it, so one the guide's limit refuses does not use up the
 * sender's day, and one the sender's refuses never reaches the guide's (one sender hammering
 * cannot fill a guide's day). Each count is one atomic statement (attempt-limits). */
async function countSend(trx: Db, senderId: string, guideId: string) {
  const senderOver = await countAttempt(
    trx,
    [{ key: `guide-message-sender:${senderId}`, limit: GUIDE_MESSAGES_PER_SENDER_PER_DAY }],
    DAY_MINUTES,
  );
  if (senderOver.length > 0)
    throw tooManyAttempts(GUIDE_MESSAGE_RATE_LIMITED, { retryAfterSeconds: DAY_MINUTES * 60 });
  const guideOver = await countAttempt(
    trx,
    [{ key: `guide-message-guide:${guideId}`, limit: GUIDE_MESSAGES_PER_GUIDE_PER_DAY }],
    DAY_MINUTES,
  );
  if (guideOver.length > 0)
    throw tooManyAttempts(GUIDE_INBOX_FULL, { retryAfterSeconds: DAY_MINUTES * 60 });
}

/** What makes two sends under one key the same message: the guide, the subject and the body. */
const fingerprintOf = (guideId: string, input: MessageInput) =>
  createHash('sha256')
    .update(JSON.stringify([guideId, input.subject, input.body]))
    .digest('hex');

async function earlierMessage(db: Db, senderId: string, fingerprint: string, clientKey: string) {
  const earlier = await db
    .selectFrom('guide_messages')
    .select(['id', 'fingerprint'])
    .where('sender_account_id', '=', senderId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  if (!earlier) return null;
  if (earlier.fingerprint !== fingerprint)
    throw new AppError(409, 'CONFLICT', GUIDE_MESSAGE_KEY_REUSED, { field: 'clientKey' });
  return { id: earlier.id };
}

/** A signed-in dancer writes to a public guide; the guide is e-mailed the message, once. */
export async function sendGuideMessage(
  ctx: Pick<ServiceContext, 'mailer' | 'config'>,
  db: Db,
  senderId: string,
  handle: string,
  input: MessageInput,
): Promise<{ id: string }> {
  const guide = await findPublicGuide(db, handle);
  if (!guide) throw notFound(NO_GUIDE);
  if (guide.account_id === senderId)
    throw new AppError(400, 'VALIDATION_ERROR', 'This is your own guide profile.');
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'email_verified_at'])
    .where('id', 'in', [senderId, guide.account_id])
    .execute();
  const sender = accounts.find((account) => account.id === senderId);
  const guideAccount = accounts.find((account) => account.id === guide.account_id);
  if (!sender || !guideAccount) throw notFound(NO_GUIDE);
  if (!sender.email_verified_at) throw new AppError(403, 'FORBIDDEN', CONFIRM_EMAIL_TO_WRITE);

  const id = randomUUID();
  const fingerprint = fingerprintOf(guide.id, input);
  const firstName = firstNameOf(sender.name);
  const link = await siteLinkIn(ctx.config, db, `/account/guide/messages/${id}`);
  const outcome = await writeOnceByKey(db, {
    earlier: (from) => earlierMessage(from, senderId, fingerprint, input.clientKey),
    keyIndex: 'guide_messages_client_key',
    // One send at a time per sender: a repeat that waited here finds the first's record and is
    // neither counted against the day's limits nor e-mailed again.
    lock: (trx) =>
      trx.selectFrom('accounts').select('id').where('id', '=', senderId).forUpdate().execute(),
    write: async (trx) => {
      await countSend(trx, senderId, guide.id);
      await trx
        .insertInto('guide_messages')
        .values({
          id,
          guide_id: guide.id,
          sender_account_id: senderId,
          sender_first_name: firstName,
          subject: input.subject,
          body: input.body,
          client_key: input.clientKey,
          fingerprint,
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
    },
  });
  if ('earlier' in outcome) return outcome.earlier;
  await ctx.mailer.deliver(db, outcome.written);
  return { id };
}
