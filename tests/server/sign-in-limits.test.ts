// The sign-in limits hold under concurrency (an attempt is counted before its password is checked)
// and behind a proxy (the client's address is the one our proxy saw, not one the client wrote).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts/accounts';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
} from '../../server/services/accounts/login-throttle';
import {
  startTestServer,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  proxied = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
});

const login = (
  target: TestServer,
  body: { email: string; password: string },
  options: { headers?: Record<string, string>; from?: string } = {},
) =>
  target.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: body,
    headers: options.headers ?? {},
    remoteAddress: options.from ?? '127.0.0.1',
  });

describe('sign-in limits', () => {
  it('lets 5 of 41 simultaneous attempts for one e-mail from one address reach the password check', async () => {
    const email = uniqueEmail();
    await createAccount(server.databases.production, {
      email,
      password: 'dancedemo',
      organisationName: null,
    });
    const attempts = [
      ...Array.from({ length: 40 }, () => ({ email, password: 'wrong-guess' })),
      { email, password: 'dancedemo' },
    ].sort(() => Math.random() - 0.5);
    const from = uniqueAddress();
    const answers = await Promise.all(attempts.map((body) => login(server, body, { from })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(
      MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
    );
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    // Once the limit is reached, even the right password waits (on a device that never signed in).
    expect((await login(server, { email, password: 'dancedemo' }, { from })).statusCode).toBe(429);
  });

  it('gives a successful sign-in its attempt back and forgives the e-mail', async () => {
    const email = uniqueEmail();
    await createAccount(server.databases.production, {
      email,
      password: 'dancedemo',
      organisationName: null,
    });
    const from = uniqueAddress();
    // 3 × (4 misses + 1 success): more than the e-mail's 5, and the address keeps only the misses.
    for (let round = 0; round < 3; round++) {
      for (let miss = 0; miss < MAX_FAILURES_PER_EMAIL_AND_ADDRESS - 1; miss++)
        expect((await login(server, { email, password: 'nope' }, { from })).statusCode).toBe(401);
      expect((await login(server, { email, password: 'dancedemo' }, { from })).statusCode).toBe(
        200,
      );
    }
  });

  it('reads the address our proxy saw, not the one a client forged (TRUST_PROXY)', async () => {
    const real = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= MAX_FAILURES_PER_ADDRESS; attempt++) {
      // A new made-up address each time on the left; the proxy appends the one it saw.
      const forged = `198.51.100.${attempt + 1}`;
      const response = await login(
        proxied,
        { email: uniqueEmail(), password: 'wrong-guess' },
        { headers: { 'x-forwarded-for': `${forged}, ${real}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, MAX_FAILURES_PER_ADDRESS).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses[MAX_FAILURES_PER_ADDRESS]).toBe(429);
  });
});
