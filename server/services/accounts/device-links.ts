// "It was me, let me in": when sign-in is shut for an e-mail by guesses from elsewhere, its owner
// asks for a link by e-mail; opening it marks the device that opens it as the account's own, and
// that device then signs in as usual (login-throttle.ts). The link grants no session by itself.
import type { SuccessMessage } from '../../../src/contract/answers';
import {
  DEVICE_LINK_REQUESTED,
  DEVICE_LINK_USED,
  type DeviceLinkResponse,
} from '../../../src/contract/auth';
import { AppError } from '../../lib/app-error';
import { countAttempt, limitAttempt } from './attempt-limits';
import type { Scope, ServiceContext } from '../context';
import { mailSingleUseLink, spendSingleUseToken } from './emailed-links';
import { trustDevice, type PresentedDevice } from './trusted-devices';

export const DEVICE_LINK_TTL_MS = 60 * 60 * 1000;
/** More requests than this for one address within an hour are answered but not mailed. */
export const MAX_DEVICE_LINK_MAILS_PER_HOUR = 3;
/** Requests for links, and links opened, per address within 15 minutes. */
export const MAX_DEVICE_LINK_CALLS_PER_ADDRESS = 10;

export async function requestDeviceLink(
  ctx: ServiceContext,
  { db }: Scope,
  input: { email: string; ip: string },
): Promise<SuccessMessage> {
  await limitAttempt(db, [
    { key: `device-link-request:ip:${input.ip}`, limit: MAX_DEVICE_LINK_CALLS_PER_ADDRESS },
  ]);
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (account) {
    const over = await countAttempt(
      db,
      [{ key: `device-link-mail:${account.email}`, limit: MAX_DEVICE_LINK_MAILS_PER_HOUR }],
      60,
    );
    if (over.length === 0) {
      await mailSingleUseLink(ctx, db, {
        table: 'device_link_tokens',
        account,
        ttlMs: DEVICE_LINK_TTL_MS,
        subject: 'Sign in to Floorcraft on this device',
        path: '/trust-device/',
        before: [
          'Someone tried to sign in to your Floorcraft account too many times, so signing in is paused for devices you have not used before.',
          '',
          'If you are trying to sign in, open this link within one hour on the device you are using. That device can then sign in with your password as usual:',
        ],
        after:
          'If it was not you, ignore this message: your password still protects your account, and the devices you signed in on before are not affected.',
      });
    }
  }
  return { success: true, message: DEVICE_LINK_REQUESTED };
}

/** Opens a link: the device presenting it becomes the account's own. Answers the cookie to set. */
export async function useDeviceLink(
  ctx: ServiceContext,
  { db }: Scope,
  input: { token: string; ip: string; device: PresentedDevice },
): Promise<{ answer: DeviceLinkResponse; deviceCookie: string }> {
  await limitAttempt(db, [
    { key: `device-link:ip:${input.ip}`, limit: MAX_DEVICE_LINK_CALLS_PER_ADDRESS },
  ]);
  const accountId = await spendSingleUseToken(db, 'device_link_tokens', input.token);
  const account =
    accountId &&
    (await db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('id', '=', accountId)
      .executeTakeFirst());
  if (!account) {
    throw new AppError(
      400,
      'INVALID_DEVICE_LINK',
      'This link is invalid, has already been used, or has expired. Try signing in again to get a new one.',
      { field: 'token' },
    );
  }
  const deviceCookie = await trustDevice(db, ctx.deviceCookies, account.id, input.device);
  return {
    answer: { success: true, message: DEVICE_LINK_USED, email: account.email },
    deviceCookie,
  };
}
