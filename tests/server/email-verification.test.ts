// An account made by sign-up is sent a single-use link that confirms its e-mail address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../support/members';
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
