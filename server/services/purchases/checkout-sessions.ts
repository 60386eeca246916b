// Hand-off from the mobile app (spec §4 Checkout start, §7 sessions/validate): the app creates a
// session for its signed-in user and an event; the web page trades it, once, within 15 minutes,
// for a signed-in session of that user. Unknown 404, used 409, expired 410. Sessions made against
// the development database carry the dev prefix, so the page switches to it.
import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_SESSION_MINUTES,
  DEV_SESSION_PREFIX,
  SESSION_MESSAGES,
} from '../../../src/contract/checkout-sessions';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { Scope, ServiceContext } from '../context';
import { startSession } from '../accounts/sessions';

export async function createCheckoutSession(
  scope: Scope,
  accountId: string,
  eventId: string,
): Promise<string> {
  const event = await scope.db
    .selectFrom('events')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound('Event not found.');
  const prefix = scope.target === 'development' ? DEV_SESSION_PREFIX : '';
  const id = `${prefix}${randomBytes(24).toString('base64url')}`;
  const now = Date.now();
  await scope.db
    .insertInto('checkout_sessions')
    .values({
      id,
      account_id: accountId,
      event_id: eventId,
      expires_at: new Date(now + CHECKOUT_SESSION_MINUTES * 60_000),
    })
    .execute();
  return id;
}

async function claim(db: Db, sessionId: string) {
  const now = new Date();
  const claimed = await db
    .updateTable('checkout_sessions')
    .set({ used_at: now })
    .where('id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'event_id'])
    .executeTakeFirst();
  if (claimed) return claimed;
  const session = await db
    .selectFrom('checkout_sessions')
    .select(['used_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) throw new AppError(404, 'NOT_FOUND', SESSION_MESSAGES.unknown);
  if (session.used_at) throw new AppError(409, 'SESSION_USED', SESSION_MESSAGES.used);
  throw new AppError(410, 'SESSION_EXPIRED', SESSION_MESSAGES.expired);
}

export async function validateCheckoutSession(
  ctx: ServiceContext,
  scope: Scope,
  sessionId: string,
) {
  const { account_id: accountId, event_id: eventId } = await claim(scope.db, sessionId);
  const account = await scope.db
    .selectFrom('accounts')
    .select(['id', 'email', 'organisation_id'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const tokens = await startSession(ctx, scope, accountId);
  return {
    userId: account.id,
    eventId,
    ...tokens,
    user: { accountId: account.id, email: account.email, organisationId: account.organisation_id },
  };
}
