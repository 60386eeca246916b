// Guessing someone's password cannot keep them out: a device that signed in before is limited on
// its own, an unknown device per e-mail and address, per address and per e-mail, and the owner
// can let a new device in by an e-mailed link ("it was me"). Device cookies are signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts/accounts';
import { DEVICE_COOKIE } from '../../server/services/accounts/device-cookies';
import {
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
  MAX_FAILURES_PER_TRUSTED_DEVICE,
} from '../../server/services/accounts/login-throttle';
import {
  jsonOf,
  startTestServer,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;

/** The device cookie an answer sets, as a browser would send it back. */
function deviceCookieOf(answer: Answer): string {
  const header = answer.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = cookies.find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
  if (!cookie) throw new Error('no device cookie was set');
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Path=\/api\/v2\/auth/);
  return cookie.split(';')[0] ?? '';
}

const call = (url: string, payload: object, from: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });

const login = (email: string, password: string, from: string, cookie?: string) =>
  call('/api/v2/auth/login', { email, password }, from, cookie);

async function owner() {
  const email = uniqueEmail('owner');
  await createAccount(server.databases.production, { email, password: 'dancedemo' });
  const home = uniqueAddress();
  const first = await login(email, 'dancedemo', home);
  expect(first.statusCode).toBe(200);
  return { email, home, cookie: deviceCookieOf(first) };
}

const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    return counts;
  }, {});

const mailsTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();

describe('sign-in under guessing', () => {
  it('lets the owner in from their device after 40 simultaneous guesses from elsewhere', async () => {
    const { email, home, cookie } = await owner();
    const attacker = uniqueAddress();
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () => login(email, 'wrong-guess', attacker)),
    );
    expect(statusCounts(guesses)).toEqual({
      401: MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
      429: 40 - MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
    });
    expect((await login(email, 'dancedemo', attacker)).statusCode).toBe(429);
    // The owner's device, from home and from anywhere else.
    expect((await login(email, 'dancedemo', home, cookie)).statusCode).toBe(200);
    expect((await login(email, 'dancedemo', uniqueAddress(), cookie)).statusCode).toBe(200);
  });

  it('lets 10 guesses from 40 addresses through, then offers a new device an e-mailed link', async () => {
    const { email, home, cookie } = await owner();
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () => login(email, 'wrong-guess', uniqueAddress())),
    );
    expect(statusCounts(guesses)).toEqual({
      401: MAX_FAILURES_PER_EMAIL,
      429: 40 - MAX_FAILURES_PER_EMAIL,
    });
    // A new phone of the owner's is shut out with the rest, and told it may ask for a link.
    const phone = uniqueAddress();
    const refused = await login(email, 'dancedemo', phone);
    expect(refused.statusCode).toBe(429);
    expect(jsonOf(refused)).toMatchObject({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        details: { deviceLinkOffered: true },
      },
    });
    // The owner's known device is not.
    expect((await login(email, 'dancedemo', home, cookie)).statusCode).toBe(200);

    const asked = await call('/api/v2/auth/request-device-link', { email }, phone);
    expect(jsonOf(asked)).toEqual({
      success: true,
      message:
        'If an account with that email exists, we have e-mailed it a link that lets this device sign in.',
    });
    const mail = (await mailsTo(email)).find((m) => m.text_body.includes('/trust-device/'));
    expect(mail?.subject).toBe('Sign in to Floorcraft on this device');
    const token = /\/trust-device\/([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    const opened = await call('/api/v2/auth/trust-device', { token }, phone);
    expect(opened.statusCode).toBe(200);
    expect(jsonOf(opened)).toEqual({
      success: true,
      message: 'This device can sign in again. Enter your password to continue.',
      email,
    });
    const phoneCookie = deviceCookieOf(opened);
    expect((await login(email, 'dancedemo', phone, phoneCookie)).statusCode).toBe(200);
    // The link works once; a made-up one never.
    const again = await call('/api/v2/auth/trust-device', { token }, phone);
    expect(again.statusCode).toBe(400);
    expect(jsonOf(again)).toMatchObject({ error: { code: 'INVALID_DEVICE_LINK' } });
  });

  it('answers a link request the same for an unknown e-mail and mails at most 3 an hour', async () => {
    const { email } = await owner();
    const unknown = uniqueEmail();
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        call('/api/v2/auth/request-device-link', { email }, uniqueAddress()),
      ),
      call('/api/v2/auth/request-device-link', { email: unknown }, uniqueAddress()),
    ]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
    const links = (await mailsTo(email)).filter((m) => m.text_body.includes('/trust-device/'));
    expect(links).toHaveLength(3);
  });

  it('limits a known device on its own, without offering it a link', async () => {
    const { email, home, cookie } = await owner();
    for (let miss = 0; miss < MAX_FAILURES_PER_TRUSTED_DEVICE; miss++)
      expect((await login(email, 'nope', home, cookie)).statusCode).toBe(401);
    const limited = await login(email, 'dancedemo', home, cookie);
    expect(limited.statusCode).toBe(429);
    expect(jsonOf<{ error: { details: object } }>(limited).error.details).not.toHaveProperty(
      'deviceLinkOffered',
    );
    // Meanwhile the e-mail is not shut for others: another address still reaches the check.
    expect((await login(email, 'dancedemo', uniqueAddress())).statusCode).toBe(200);
  });

  it('takes a cookie we did not sign, or one for another account, as an unknown device', async () => {
    const { email, cookie } = await owner();
    const other = await owner();
    const attacker = uniqueAddress();
    await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_EMAIL + 1 }, () =>
        login(email, 'wrong-guess', uniqueAddress()),
      ),
    );
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(email, 'dancedemo', attacker, forged)).statusCode).toBe(429);
    expect((await login(email, 'dancedemo', attacker, other.cookie)).statusCode).toBe(429);
    expect((await login(email, 'dancedemo', attacker, cookie)).statusCode).toBe(200);
  });
});
