// Sign-up, password reset and e-mail confirmation are limited per address and per e-mail like
// sign-in; the reset-mail cap holds under simultaneous requests (over two server processes on
// PostgreSQL); and a flood of sign-ups and made-up resets cannot keep a real sign-in from finishing:
// every password hash runs in one bounded pool, sign-ins first, and a made-up link costs none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts/accounts';
import { MAX_VERIFICATIONS_PER_ADDRESS } from '../../server/services/accounts/email-verification';
import {
  MAX_RESET_CALLS_PER_ADDRESS,
  MAX_RESET_MAILS_PER_HOUR,
} from '../../server/services/accounts/password-reset';
import { MAX_FAILURES_PER_EMAIL_AND_ADDRESS } from '../../server/services/accounts/login-throttle';
import {
  MAX_SIGN_UPS_PER_ADDRESS,
  MAX_SIGN_UPS_PER_EMAIL,
} from '../../server/services/accounts/sign-up';
import {
  jsonOf,
  startTestServer,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
/** A second server process on the same PostgreSQL database (the embedded one admits one). */
let second: TestServer | null = null;
beforeAll(async () => {
  server = await startTestServer();
  if (process.env.DATABASE_URL) second = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await second?.close();
});

type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;

const post = (url: string, payload: object, from: string, target = server) =>
  target.app.inject({ method: 'POST', url, payload, remoteAddress: from });

const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** A link's token as the e-mailed links carry it (at least 32 random bytes), made up. */
const madeUpToken = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');

describe('limits per address and per e-mail', () => {
  it('limits sign-ups per e-mail, and refuses a taken address before hashing anything', async () => {
    const email = uniqueEmail('signup');
    const answers: number[] = [];
    for (let attempt = 0; attempt <= MAX_SIGN_UPS_PER_EMAIL; attempt++) {
      const answer = await post(
        '/api/v2/auth/register',
        { email, password: 'salsa123' },
        uniqueAddress(),
      );
      answers.push(answer.statusCode);
    }
    expect(answers).toEqual([201, 409, 409, 409, 409, 429]);
  });

  it('limits simultaneous sign-ups from one address', async () => {
    const from = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: MAX_SIGN_UPS_PER_ADDRESS + 1 }, () =>
        post('/api/v2/auth/register', { email: uniqueEmail('crowd'), password: 'salsa123' }, from),
      ),
    );
    const counts = statusCounts(answers);
    // One is over the address's limit; of the rest, those the hashing pool had no room for
    // were told to try again in a moment (503), and the others were created.
    expect(counts[429]).toBe(1);
    expect((counts[201] ?? 0) + (counts[503] ?? 0)).toBe(MAX_SIGN_UPS_PER_ADDRESS);
    expect(counts[201]).toBeGreaterThan(0);
    const busy = answers.find((answer) => answer.statusCode === 503);
    if (busy)
      expect(jsonOf(busy)).toMatchObject({
        error: { code: 'SERVICE_UNAVAILABLE', retryable: true },
      });
  });

  it('limits made-up reset links and confirmation links per address', async () => {
    const from = uniqueAddress();
    const resets = await Promise.all(
      Array.from({ length: MAX_RESET_CALLS_PER_ADDRESS + 5 }, () =>
        post(
          '/api/v2/auth/reset-password',
          { token: madeUpToken(), newPassword: 'newpass1' },
          from,
        ),
      ),
    );
    expect(statusCounts(resets)).toEqual({ 400: MAX_RESET_CALLS_PER_ADDRESS, 429: 5 });
    const confirmations = await Promise.all(
      Array.from({ length: MAX_VERIFICATIONS_PER_ADDRESS + 5 }, () =>
        post('/api/v2/auth/verify-email', { token: madeUpToken() }, from),
      ),
    );
    expect(statusCounts(confirmations)).toEqual({ 400: MAX_VERIFICATIONS_PER_ADDRESS, 429: 5 });
    const requests = await Promise.all(
      Array.from({ length: MAX_RESET_CALLS_PER_ADDRESS + 5 }, () =>
        post('/api/v2/auth/request-password-reset', { email: uniqueEmail() }, from),
      ),
    );
    expect(statusCounts(requests)).toEqual({ 200: MAX_RESET_CALLS_PER_ADDRESS, 429: 5 });
    expect(jsonOf(requests.find((answer) => answer.statusCode === 429)!)).toMatchObject({
      error: { code: 'RATE_LIMITED', retryable: true, details: { retryAfterSeconds: 900 } },
    });
  });

  it('mails at most 3 reset links an hour to one address, however many ask at once', async () => {
    const email = uniqueEmail('reset');
    await createAccount(server.databases.production, { email, password: 'dancedemo' });
    // 20 requests from 20 addresses, spread over both processes when there are two.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          '/api/v2/auth/request-password-reset',
          { email },
          uniqueAddress(),
          index % 2 === 1 && second ? second : server,
        ),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    const mails = await server.databases.production
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
  });
});

describe('a flood of password hashing', () => {
  it('cannot keep a real sign-in from finishing', async () => {
    const email = uniqueEmail('dancer');
    await createAccount(server.databases.production, { email, password: 'dancedemo' });
    const resetsFrom = uniqueAddress();
    const signUps = Array.from({ length: 40 }, () =>
      post(
        '/api/v2/auth/register',
        { email: uniqueEmail('flood'), password: 'salsa123' },
        uniqueAddress(),
      ),
    );
    const resets = Array.from({ length: 30 }, () =>
      post(
        '/api/v2/auth/reset-password',
        { token: madeUpToken(), newPassword: 'flooding' },
        resetsFrom,
      ),
    );
    const signIn = post('/api/v2/auth/login', { email, password: 'dancedemo' }, uniqueAddress());
    const [signUpAnswers, resetAnswers, signedIn] = await Promise.all([
      Promise.all(signUps),
      Promise.all(resets),
      signIn,
    ]);
    expect(signedIn.statusCode).toBe(200);
    // The pool took what it had room for and told the rest to come back (503); made-up links were
    // refused before any hashing (never 503), and then by the address's limit.
    const signUpCounts = statusCounts(signUpAnswers);
    expect(Object.keys(signUpCounts).sort()).toEqual(['201', '503']);
    expect(statusCounts(resetAnswers)).toEqual({ 400: MAX_RESET_CALLS_PER_ADDRESS, 429: 20 });
  });

  it('never counts a sign-in it had no room to check against its owner', async () => {
    const email = uniqueEmail('owner');
    await createAccount(server.databases.production, { email, password: 'dancedemo' });
    const from = uniqueAddress();
    // Guesses at other accounts fill the pool; once it turns one away, the owner mistypes their
    // password as many times as their address may while the guesses keep it full.
    let poolFull!: () => void;
    const full = new Promise<void>((resolve) => (poolFull = resolve));
    const flood = Array.from({ length: 200 }, () =>
      post(
        '/api/v2/auth/login',
        { email: uniqueEmail('guess'), password: 'wrong' },
        uniqueAddress(),
      ).then((answer) => {
        if (answer.statusCode === 503) poolFull();
        return answer;
      }),
    );
    await full;
    const owner = Array.from({ length: MAX_FAILURES_PER_EMAIL_AND_ADDRESS }, () =>
      post('/api/v2/auth/login', { email, password: 'mistyped' }, from),
    );
    const [, ownerAnswers] = await Promise.all([Promise.all(flood), Promise.all(owner)]);
    const counts = statusCounts(ownerAnswers);
    // The pool had no room for some: told to come back (503), their password never checked.
    expect(counts[503]).toBeGreaterThan(0);
    const counted = await server.databases.production
      .selectFrom('login_limits')
      .select('attempts')
      .where('key', '=', `email-ip:${email} ${from}`)
      .executeTakeFirst();
    // Only the attempts that were checked count against the owner, who may still sign in.
    expect(Number(counted?.attempts ?? 0)).toBe(counts[401] ?? 0);
    const signedIn = await post('/api/v2/auth/login', { email, password: 'dancedemo' }, from);
    expect(signedIn.statusCode).toBe(200);
  });
});
