// Profile, the development database, password reset by e-mailed link, account deletion and its
// cancellation, and the retention job that purges accounts past their date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts/accounts';
import { MAX_DELETION_MAILS } from '../../server/services/accounts/account-deletion';
import { runRetentionJob } from '../../server/services/jobs/retention-job';
import {
  jsonOf,
  startTestServer,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
const reviewEmail = uniqueEmail('review');
beforeAll(async () => {
  server = await startTestServer({ REVIEW_ACCOUNT_EMAILS: `someone@else.test, ${reviewEmail}` });
});
afterAll(() => server.close());

const DEV = { 'x-app-version': 'development-app' };

async function signedIn(
  options: Parameters<typeof createAccount>[1] extends infer T ? Partial<T> : never = {},
  headers: Record<string, string> = {},
) {
  const email = options.email ?? uniqueEmail();
  const db = headers['x-app-version'] ? server.databases.development : server.databases.production;
  const created = await createAccount(db, { password: 'dancedemo', ...options, email });
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email, password: 'dancedemo' },
    headers,
  });
  const tokens = jsonOf<{ accessToken: string; refreshToken: string }>(login);
  return {
    email,
    ...created,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.accessToken}`, ...headers },
  };
}

async function outboxFor(email: string, db = server.databases.production) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
}

describe('GET /api/v2/account/profile', () => {
  it('needs a valid bearer token', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/api/v2/account/profile' });
    expect(none.statusCode).toBe(401);
    expect(jsonOf(none)).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/v2/account/profile',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers what the header and guards need', async () => {
    const user = await signedIn({
      isDanceAficionado: true,
      canUploadEvents: true,
      location: { latitude: -33.87, longitude: 151.21 },
    });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v2/account/profile',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response)).toEqual({
      profile: {
        accountId: user.accountId,
        email: user.email,
        name: null,
        organisationId: null,
        organisationName: null,
        isDanceAficionado: true,
        canUploadEvents: true,
        isReviewAccount: false,
        location: { latitude: -33.87, longitude: 151.21 },
        deletionScheduledFor: null,
        emailConfirmed: true,
      },
    });
  });

  it('marks the configured review accounts', async () => {
    const review = await signedIn({ email: reviewEmail, organisationName: 'Review School' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v2/account/profile',
      headers: review.auth,
    });
    expect(
      jsonOf<{ profile: { isReviewAccount: boolean; organisationName: string } }>(response).profile,
    ).toMatchObject({
      isReviewAccount: true,
      organisationName: 'Review School',
    });
  });
});

describe('the development database', () => {
  it('keeps development accounts and tokens apart from production', async () => {
    const devUser = await signedIn({}, DEV);
    const devProfile = await server.app.inject({
      method: 'GET',
      url: '/api/v2/account/profile',
      headers: devUser.auth,
    });
    expect(devProfile.statusCode).toBe(200);
    // The same token on a production request is no token.
    const onProduction = await server.app.inject({
      method: 'GET',
      url: '/api/v2/account/profile',
      headers: { authorization: devUser.auth.authorization },
    });
    expect(onProduction.statusCode).toBe(401);
    const productionLogin = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: devUser.email, password: 'dancedemo' },
    });
    expect(productionLogin.statusCode).toBe(401);
    const inProduction = await server.databases.production
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', devUser.email)
      .execute();
    expect(inProduction).toEqual([]);
  });
});

describe('password reset', () => {
  // Requests and resets are limited per address: each test is a visitor of its own.
  const from = uniqueAddress();
  const request = (email: string, remoteAddress = from) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/request-password-reset',
      payload: { email },
      remoteAddress,
    });
  const reset = (token: string, newPassword: string, remoteAddress = from) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/reset-password',
      payload: { token, newPassword },
      remoteAddress,
    });
  const tokenIn = (text: string) => /\/reset-password\/([\w-]+)/.exec(text)?.[1] ?? '';

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const user = await signedIn();
    const unknownEmail = uniqueEmail();
    const known = await request(user.email);
    const unknown = await request(unknownEmail);
    const expected = {
      success: true,
      message: 'If an account with that email exists, a password reset link has been sent.',
    };
    expect(jsonOf(known)).toEqual(expected);
    expect(jsonOf(unknown)).toEqual(expected);
    expect(await outboxFor(unknownEmail)).toHaveLength(0);
    const [mail] = await outboxFor(user.email);
    expect(mail?.text_body).toContain('http://floorcraft.test/reset-password/');
  });

  it('sets the new password once, ends every session, and refuses the link afterwards', async () => {
    const user = await signedIn();
    await request(user.email);
    const token = tokenIn((await outboxFor(user.email))[0]?.text_body ?? '');
    const done = await reset(token, 'bachata!');
    expect(jsonOf(done)).toEqual({
      success: true,
      message: 'Password reset successfully! You can now log in with your new password.',
    });
    const again = await reset(token, 'another1');
    expect(again.statusCode).toBe(400);
    expect(jsonOf(again)).toMatchObject({ error: { code: 'INVALID_RESET_TOKEN' } });
    const oldPassword = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: user.email, password: 'dancedemo' },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: user.email, password: 'bachata!' },
    });
    expect(newPassword.statusCode).toBe(200);
    const oldSession = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(oldSession.statusCode).toBe(401);
  });

  it('refuses expired links and short passwords', async () => {
    const user = await signedIn();
    await request(user.email);
    const token = tokenIn((await outboxFor(user.email))[0]?.text_body ?? '');
    const short = await reset(token, 'abc');
    expect(jsonOf(short)).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'Password must be at least 5 characters long.' },
    });
    await server.databases.production
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', '=', user.accountId)
      .execute();
    expect((await reset(token, 'longenough')).statusCode).toBe(400);
  });
});

describe('account deletion', () => {
  const requestDeletion = (auth: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/api/v2/account/delete-request', headers: auth });
  const cancel = (token: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/account-public/cancel-deletion',
      payload: { token },
    });
  const cancelToken = (text: string) => /\/cancel-deletion\/([\w-]+)/.exec(text)?.[1] ?? '';

  it('schedules the purge in 30 days with a tracking number and a cancellation link', async () => {
    const user = await signedIn();
    const response = await requestDeletion(user.auth);
    expect(response.statusCode).toBe(200);
    const body = jsonOf<{ trackingNumber: string; purgeAfter: string; message: string }>(response);
    expect(body.trackingNumber).toMatch(/^FC-DEL-[0-9A-F]{10}$/);
    const days = (Date.parse(body.purgeAfter) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [mail] = await outboxFor(user.email);
    expect(mail?.subject).toContain(body.trackingNumber);
    const token = cancelToken(mail?.text_body ?? '');
    const cancelled = await cancel(token);
    expect(jsonOf(cancelled)).toMatchObject({ success: true });
    expect((await cancel(token)).statusCode).toBe(400);
    expect((await requestDeletion({})).statusCode).toBe(401);
  });

  it('answers simultaneous requests for one account as the first, with one tracking number', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await signedIn();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => requestDeletion(user.auth)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      const numbers = answers.map((answer) => jsonOf<{ trackingNumber: string }>(answer));
      expect(new Set(numbers.map((body) => body.trackingNumber)).size).toBe(1);
      const open = await server.databases.production
        .selectFrom('account_deletion_requests')
        .select('tracking_number')
        .where('account_id', '=', user.accountId)
        .execute();
      expect(open).toEqual([{ tracking_number: numbers[0]?.trackingNumber }]);
      // Its e-mail went out a few times, not once per request, and a mailed link cancels it.
      const mails = await outboxFor(user.email);
      expect(mails).toHaveLength(MAX_DELETION_MAILS);
      // Every one of them carries the same link, so whichever arrives last still works.
      expect(new Set(mails.map((mail) => cancelToken(mail.text_body))).size).toBe(1);
      const cancels = [];
      for (const mail of mails)
        cancels.push((await cancel(cancelToken(mail.text_body))).statusCode);
      expect(cancels.filter((status) => status === 200)).toHaveLength(1);
    }
  });

  it('is purged by the retention job once its date has passed, unless cancelled', async () => {
    const doomed = await signedIn();
    const kept = await signedIn();
    await requestDeletion(doomed.auth);
    await requestDeletion(kept.auth);
    await cancel(cancelToken((await outboxFor(kept.email))[0]?.text_body ?? ''));
    const db = server.databases.production;
    await db
      .updateTable('account_deletion_requests')
      .set({ purge_after: new Date(Date.now() - 1000) })
      .where('account_id', 'in', [doomed.accountId, kept.accountId])
      .execute();
    const report = await runRetentionJob(db, 'production', true);
    expect(report?.accountsPurged).toBeGreaterThanOrEqual(1);
    expect(
      await db.selectFrom('accounts').select('id').where('id', '=', doomed.accountId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('accounts').select('id').where('id', '=', kept.accountId).execute(),
    ).toHaveLength(1);
    const record = await db
      .selectFrom('account_deletion_requests')
      .select(['email', 'completed_at', 'tracking_number'])
      .where('account_id', 'is', null)
      .where('completed_at', 'is not', null)
      .execute();
    expect(record.some((row) => row.email === '')).toBe(true);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: doomed.email, password: 'dancedemo' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('runs the scheduled job once per period however many processes try', async () => {
    const db = server.databases.development;
    await runRetentionJob(db, 'development', true);
    const results = await Promise.all([
      runRetentionJob(db, 'development'),
      runRetentionJob(db, 'development'),
    ]);
    expect(results).toEqual([null, null]);
  });
});
