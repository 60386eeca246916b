// Sign-in, refresh rotation with reuse detection, logout, sign-up and the login rate limit.
import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts/accounts';
import {
  jsonOf,
  payloadOf,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from '../support/test-server';

/** The signing secret startTestServer gives the app. */
const TEST_SECRET = 'test-secret-test-secret-test-secret-42';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function account(options: { organisation?: string } = {}) {
  const email = uniqueEmail();
  const created = await createAccount(server.databases.production, {
    email,
    password: 'dancedemo',
    organisationName: options.organisation ?? null,
  });
  return { email, ...created };
}

describe('POST /api/v2/auth/login', () => {
  it('answers an access token carrying the spec payload and an opaque refresh token', async () => {
    const { email, accountId, organisationId } = await account({ organisation: 'Tango Club' });
    const response = await post('/api/v2/auth/login', {
      email: email.toUpperCase(),
      password: 'dancedemo',
    });
    expect(response.statusCode).toBe(200);
    const body = jsonOf<{ accessToken: string; refreshToken: string }>(response);
    const payload = payloadOf(body.accessToken);
    expect(payload).toMatchObject({ accountId, organisationId, email });
    const lifetime = (payload.exp as number) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(14 * 60);
    expect(lifetime).toBeLessThanOrEqual(15 * 60);
    expect(body.refreshToken.split('.')).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const { email } = await account();
    const wrong = await post('/api/v2/auth/login', { email, password: 'nope!' });
    const unknown = await post('/api/v2/auth/login', { email: uniqueEmail(), password: 'nope!' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(jsonOf(response)).toEqual({
        error: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
      });
    }
  });

  it('answers bad input with 400 VALIDATION_ERROR naming the field, never a 5xx', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-email', password: 'x' }, 'email'],
      [{ email: uniqueEmail() }, 'password'],
      [{ email: 42, password: 'x' }, 'email'],
      [[], ''],
    ];
    for (const [payload, field] of cases) {
      const response = await post('/api/v2/auth/login', payload);
      expect(response.statusCode).toBe(400);
      const body = jsonOf<{ error: { code: string; details?: { field: string } } }>(response);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      if (field) expect(body.error.details?.field).toBe(field);
    }
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(jsonOf(broken)).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'The request body is not valid JSON.' },
    });
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    const huge = await post('/api/v2/auth/login', {
      email: 'a@b.co',
      password: 'x'.repeat(1_100_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(jsonOf(huge)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('limits failed attempts per e-mail with 429 in the error shape', async () => {
    const { email } = await account();
    const ip = { remoteAddress: '203.0.113.9' };
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { email, password: 'wrong' },
        ...ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password: 'dancedemo' },
      ...ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(jsonOf(limited)).toMatchObject({ error: { code: 'RATE_LIMITED', retryable: true } });
  });
});

describe('refresh and logout', () => {
  async function signIn() {
    const { email } = await account();
    return jsonOf<{ accessToken: string; refreshToken: string }>(
      await post('/api/v2/auth/login', { email, password: 'dancedemo' }),
    );
  }

  it('rotates the refresh token on every use', async () => {
    const first = await signIn();
    const response = await post('/api/v2/auth/refresh', { refreshToken: first.refreshToken });
    expect(response.statusCode).toBe(200);
    const second = jsonOf<{ accessToken: string; refreshToken: string }>(response);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(payloadOf(second.accessToken).accountId).toBe(payloadOf(first.accessToken).accountId);
    const again = await post('/api/v2/auth/refresh', { refreshToken: second.refreshToken });
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const first = await signIn();
    const second = jsonOf<{ accessToken: string; refreshToken: string }>(
      await post('/api/v2/auth/refresh', { refreshToken: first.refreshToken }),
    );
    // Presented again a minute after it was rotated: a copy, not the same client asking twice.
    await server.databases.production
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000) })
      .where('rotated_at', 'is not', null)
      .where('account_id', '=', String(payloadOf(second.accessToken).accountId))
      .execute();
    const replayed = await post('/api/v2/auth/refresh', { refreshToken: first.refreshToken });
    expect(replayed.statusCode).toBe(401);
    expect(jsonOf(replayed)).toMatchObject({ error: { code: 'INVALID_REFRESH_TOKEN' } });
    const legit = await post('/api/v2/auth/refresh', { refreshToken: second.refreshToken });
    expect(legit.statusCode).toBe(401);
  });

  it('keeps the session when one client sends its token twice at once (two tabs, a retry)', async () => {
    const first = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/v2/auth/refresh', { refreshToken: first.refreshToken }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const pairs = answers.map((answer) => jsonOf<{ refreshToken: string }>(answer));
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(10);
    // Every tab's new token goes on working: the session was not taken for stolen.
    for (const pair of pairs)
      expect(
        (await post('/api/v2/auth/refresh', { refreshToken: pair.refreshToken })).statusCode,
      ).toBe(200);
  });

  it('logout ends the session', async () => {
    const tokens = await signIn();
    expect(
      (await post('/api/v2/auth/logout', { refreshToken: tokens.refreshToken })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/v2/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode,
    ).toBe(401);
    expect((await post('/api/v2/auth/refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
  });
});

describe('POST /api/v2/auth/register', () => {
  it('creates a dancer account and signs it in; a second sign-up with the address is refused', async () => {
    const email = uniqueEmail('dancer');
    const response = await post('/api/v2/auth/register', {
      email,
      password: 'salsa123',
      name: 'Ana',
    });
    expect(response.statusCode).toBe(201);
    const { accessToken } = jsonOf<{ accessToken: string }>(response);
    expect(payloadOf(accessToken)).toMatchObject({ email, organisationId: null });
    const again = await post('/api/v2/auth/register', { email, password: 'salsa123' });
    expect(again.statusCode).toBe(409);
    expect(jsonOf(again)).toMatchObject({
      error: { code: 'EMAIL_TAKEN', details: { field: 'email' } },
    });
    const short = await post('/api/v2/auth/register', { email: uniqueEmail(), password: '1234' });
    expect(jsonOf(short)).toMatchObject({
      error: {
        message: 'Password must be at least 5 characters long.',
        details: { field: 'password' },
      },
    });
  });
});

describe('access tokens', () => {
  it('refuses a token signed with our key that has no issuer, or was issued in the future', async () => {
    const { email, accountId } = await account();
    const key = createSecretKey(Buffer.from(TEST_SECRET, 'utf8'));
    const now = Math.floor(Date.now() / 1000);
    const token = (changes: { iss?: string | null; iat: number; id?: string }) => {
      const id = changes.id ?? accountId;
      const draft = new SignJWT({
        accountId: id,
        organisationId: null,
        email,
        database: 'production',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(id)
        .setIssuedAt(changes.iat)
        .setExpirationTime(changes.iat + 15 * 60);
      if (changes.iss !== null) draft.setIssuer(changes.iss ?? 'floorcraft');
      return draft.sign(key);
    };
    const profileWith = async (bearer: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/v2/account/profile',
          headers: { authorization: `Bearer ${bearer}` },
        })
      ).statusCode;
    expect(await profileWith(await token({ iss: null, iat: now }))).toBe(401);
    expect(await profileWith(await token({ iat: now + 3600 }))).toBe(401);
    expect(await profileWith(await token({ iat: now + 5 * 60 }))).toBe(401);
    // A clock a few seconds ahead (another process) is tolerated, as is a token just issued.
    expect(await profileWith(await token({ iat: now + 30 }))).toBe(200);
    expect(await profileWith(await token({ iat: now }))).toBe(200);
    // Signed with our key but naming no account id the database could hold: 401, not 500.
    expect(await profileWith(await token({ iat: now, id: 'not-a-uuid' }))).toBe(401);
  });
});
