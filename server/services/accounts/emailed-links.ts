// A single-use link sent by e-mail (reset a password, confirm an address): a fresh token, stored
// only as its hash with an expiry, and the message that carries it.
import type { Db } from '../../db/database';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';

interface EmailedLink {
  table: 'password_reset_tokens' | 'email_verification_tokens' | 'device_link_tokens';
  account: { id: string; email: string };
  ttlMs: number;
  subject: string;
  /** The app's path the token is appended to, e.g. "/reset-password/". */
  path: string;
  /** After the token, e.g. "?return=…". */
  query?: string;
  /** The lines before the link and after it. */
  before: string[];
  after: string;
}

export async function mailSingleUseLink(ctx: ServiceContext, db: Db, link: EmailedLink) {
  const token = newOpaqueToken();
  await db
    .insertInto(link.table)
    .values({
      token_hash: hashToken(token),
      account_id: link.account.id,
      expires_at: new Date(Date.now() + link.ttlMs),
    })
    .execute();
  await ctx.mailer.send(db, {
    to: link.account.email,
    subject: link.subject,
    text: [
      ...link.before,
      await siteLinkIn(ctx.config, db, `${link.path}${token}${link.query ?? ''}`),
      '',
      link.after,
    ].join('\n'),
  });
}

/** Uses a link's token once: marks it used, if it is unused and unexpired, and answers whose it
 * is (null for a made-up, used or expired one). Two uses at once: one gets the account. */
export async function spendSingleUseToken(
  db: Db,
  table: EmailedLink['table'],
  token: string,
): Promise<string | null> {
  const now = new Date();
  const used = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return used?.account_id ?? null;
}
