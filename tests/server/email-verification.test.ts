// An account made by sign-up is sent a single-use link that confirms its e-mail address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('confirming the e-mail address', () => {
  it('mails a link on sign-up that confirms the address once', async () => {
    const email = uniqueEmail('signup');
    const anyone = callsAs(server, null);
    const created = await anyone.post('/api/v2/auth/register', {
      email,
      password: 'salsa123',
      name: 'Lia',
    });
    expect(created.status).toBe(201);
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Confirm your e-mail address for Floorcraft');
    const token = /\/verify-email\/([\w-]+)/.exec(mail.text_body)?.[1] ?? '';
    expect(token).not.toBe('');

    const confirmed = await anyone.post('/api/v2/auth/verify-email', { token });
    expect(confirmed.body).toEqual({
      success: true,
      message: 'Your e-mail address is confirmed. Thank you!',
    });
    const account = await server.databases.production
      .selectFrom('accounts')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.email_verified_at).toBeInstanceOf(Date);
    const again = await anyone.post('/api/v2/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_VERIFICATION_TOKEN');
  });
});

describe('a new confirmation link', () => {
  const holderOf = (accessToken: string): Member => ({
    accountId: '',
    email: '',
    organisationId: null,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const mailsTo = (email: string) =>
    server.databases.production
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('created_at', 'asc')
      .execute();

  it('is sent to a signed-in account whose address is not confirmed, a few times, and says so', async () => {
    const email = uniqueEmail('resend');
    const anyone = callsAs(server, null);
    const created = await anyone.post('/api/v2/auth/register', { email, password: 'salsa123' });
    expect(created.status).toBe(201);
    const me = callsAs(server, holderOf(created.body.accessToken as string));
    const profile = await me.get('/api/v2/account/profile');
    expect(profile.body.profile.emailConfirmed).toBe(false);

    const again = await me.post('/api/v2/account/confirmation-email', {});
    expect(again.body).toEqual({
      success: true,
      message: `We sent a new confirmation link to ${email}. It works once, for 7 days.`,
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    // The new link confirms the address, like the first.
    const token = /\/verify-email\/([\w-]+)/.exec(mails[1]!.text_body)?.[1] ?? '';
    expect((await anyone.post('/api/v2/auth/verify-email', { token })).status).toBe(200);
    expect((await me.get('/api/v2/account/profile')).body.profile.emailConfirmed).toBe(true);
    // The first link, unused, has nothing left to confirm.
    const first = /\/verify-email\/([\w-]+)/.exec(mails[0]!.text_body)?.[1] ?? '';
    expect((await anyone.post('/api/v2/auth/verify-email', { token: first })).status).toBe(400);
    const confirmed = await me.post('/api/v2/account/confirmation-email', {});
    expect(confirmed.body.message).toBe('Your e-mail address is already confirmed.');
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('is limited per account, also when asked for in parallel, and only for the signed in', async () => {
    const email = uniqueEmail('resend-rush');
    const created = await callsAs(server, null).post('/api/v2/auth/register', {
      email,
      password: 'salsa123',
    });
    const me = callsAs(server, holderOf(created.body.accessToken as string));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => me.post('/api/v2/account/confirmation-email', {})),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    expect(await mailsTo(email)).toHaveLength(4); // The sign-up's and three more.
    const stranger = await callsAs(server, null).post('/api/v2/account/confirmation-email', {});
    expect(stranger.status).toBe(401);
  });

  it('is not needed by accounts an operator makes', async () => {
    const me = callsAs(server, await signedInMember(server, { organisation: 'Operator School' }));
    expect((await me.get('/api/v2/account/profile')).body.profile.emailConfirmed).toBe(true);
  });

  it('is explained when a link is used or unknown', async () => {
    const answer = await callsAs(server, null).post('/api/v2/auth/verify-email', {
      token: 'a'.repeat(43),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(
      'Signed in, you can ask for a new one on My Tickets.',
    );
  });
});

describe('e-mailed links open on the database they were made in', () => {
  const linkIn = async (db: TestServer['databases']['production'], email: string) => {
    const mail = await db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    return /https?:\/\/\S+\/verify-email\/\S+/.exec(mail.text_body)?.[0] ?? '';
  };
  const register = (on: TestServer, email: string, development: boolean) =>
    on.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register',
      headers: development ? { 'x-app-version': 'development-app' } : {},
      payload: { email, password: 'salsa123', name: 'Lia' },
    });

  it('without PUBLIC_URL: production links name 127.0.0.1, development links localhost', async () => {
    const local = await startTestServer({ PUBLIC_URL: '', PORT: '8123', HOST: 'localhost' });
    try {
      const email = uniqueEmail('prod-link');
      // Whatever address the request came to: a Host header never picks where a link points.
      const made = await local.app.inject({
        method: 'POST',
        url: '/api/v2/auth/register',
        headers: { host: 'evil.example' },
        payload: { email, password: 'salsa123', name: 'Lia' },
      });
      expect(made.statusCode).toBe(201);
      expect(await linkIn(local.databases.production, email)).toMatch(
        /^http:\/\/127\.0\.0\.1:8123\/verify-email\/[\w-]+$/,
      );
      const devEmail = uniqueEmail('dev-link');
      expect((await register(local, devEmail, true)).statusCode).toBe(201);
      expect(await linkIn(local.databases.development, devEmail)).toMatch(
        /^http:\/\/localhost:8123\/verify-email\/[\w-]+$/,
      );
    } finally {
      await local.close();
    }
  });

  it('with PUBLIC_URL: a development link carries devMode=true', async () => {
    const email = uniqueEmail('dev-public');
    expect((await register(server, email, true)).statusCode).toBe(201);
    expect(await linkIn(server.databases.development, email)).toMatch(
      /^http:\/\/floorcraft\.test\/verify-email\/[\w-]+\?devMode=true$/,
    );
  });
});

describe('the confirmation link leads back to the purchase', () => {
  it('carries the return path given at sign-up, and refuses one to another site', async () => {
    const email = uniqueEmail('buyer');
    const anyone = callsAs(server, null);
    const returnPath = '/tickets?eventId=e1&selection=a_2%2Cb_1';
    const created = await anyone.post('/api/v2/auth/register', {
      email,
      password: 'salsa123',
      returnPath,
    });
    expect(created.status).toBe(201);
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(
      new RegExp(
        `^http://floorcraft\\.test/verify-email/[\\w-]+\\?return=${encodeURIComponent(returnPath)}$`,
        'm',
      ),
    );
    const elsewhere = await anyone.post('/api/v2/auth/register', {
      email: uniqueEmail('buyer'),
      password: 'salsa123',
      returnPath: '//evil.example/x',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toBe('returnPath must be a path on this site.');
  });
});
