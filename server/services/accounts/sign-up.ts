// Sign-up from the web: limited per address and per e-mail like sign-in (each one costs a password
// hash), then the account, its confirmation mail, a session, and the device marked as its own.
import type { RegisterRequest, TokenPair } from '../../../src/contract/auth';
import { createAccount } from './accounts';
import { limitAttempt } from './attempt-limits';
import type { Scope, ServiceContext } from '../context';
import { sendEmailVerification } from './email-verification';
import { startSession } from './sessions';
import { trustDevice, type PresentedDevice } from './trusted-devices';

/** Within 15 minutes: sign-ups from one address (a venue's wifi is one address), and per e-mail. */
export const MAX_SIGN_UPS_PER_ADDRESS = 20;
export const MAX_SIGN_UPS_PER_EMAIL = 5;

export async function signUp(
  ctx: ServiceContext,
  scope: Scope,
  input: RegisterRequest & { ip: string; device: PresentedDevice },
): Promise<{ tokens: TokenPair; deviceCookie: string }> {
  const email = input.email.trim().toLowerCase();
  await limitAttempt(scope.db, [
    { key: `sign-up:ip:${input.ip}`, limit: MAX_SIGN_UPS_PER_ADDRESS },
    { key: `sign-up:email:${email}`, limit: MAX_SIGN_UPS_PER_EMAIL },
  ]);
  const { accountId } = await createAccount(
    scope.db,
    { email, password: input.password, name: input.name ?? null, emailConfirmed: false },
    'request',
  );
  await sendEmailVerification(ctx, scope.db, { id: accountId, email }, input.returnPath);
  const deviceCookie = await trustDevice(scope.db, ctx.deviceCookies, accountId, input.device);
  return { tokens: await startSession(ctx, scope, accountId), deviceCookie };
}
