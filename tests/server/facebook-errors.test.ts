// Every Facebook error path, against the local fake: a cancelled dialog, a forged state, the
// Graph API's error codes in the spec's words, the three kinds of account with no pages, and
// Facebook's deauthorise and data-deletion callbacks with their signed_request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectThroughDialog, startDialog } from '../support/facebook-flow';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let fake: FakeFacebook;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeFacebook();
  server = await startTestServer(fake.env);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function connected(): Promise<Member> {
  const member = await signedInMember(server, { organisation: 'Error School' });
  await connectThroughDialog(server, member);
  return member;
}

describe('the OAuth callback', () => {
  it('sends a cancelled dialog back with FACEBOOK_OAUTH_DENIED', async () => {
    fake.deny = true;
    try {
      const member = await signedInMember(server, { organisation: 'Denied School' });
      const { landing } = await connectThroughDialog(server, member);
      expect(Object.fromEntries(landing.searchParams)).toEqual({
        error_code: 'FACEBOOK_OAUTH_DENIED',
        user_message:
          'Facebook access was cancelled. You need to grant permissions to import events.',
        retryable: 'true',
      });
    } finally {
      fake.deny = false;
    }
  });

  it('refuses a forged or missing state, connecting nobody', async () => {
    for (const state of ['forged.state', '']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/v2/facebook/callback?code=abc&state=${state}`,
      });
      expect(response.statusCode).toBe(302);
      const landing = new URL(response.headers.location as string, 'http://x');
      expect(landing.searchParams.get('error_code')).toBe('FACEBOOK_AUTH_ERROR');
    }
  });

  it('connects nobody when the return reaches a browser that did not start it (login CSRF)', async () => {
    const member = await signedInMember(server, { organisation: 'Victim School' });
    const attacker = await signedInMember(server, { organisation: 'Attacker School' });
    const theirs = await startDialog(server, attacker);
    const ours = await startDialog(server, member);
    // No cookie at all, or this browser's cookie with someone else's return.
    for (const cookie of ['', ours.cookie]) {
      const response = await server.app.inject({
        method: 'GET',
        url: theirs.callbackUrl,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(302);
      const landing = new URL(response.headers.location as string, 'http://x');
      expect(landing.searchParams.get('error_code')).toBe('FACEBOOK_AUTH_ERROR');
    }
    const status = await callsAs(server, attacker).get('/api/v2/facebook/status');
    expect(status.body.facebookConnected).toBe(false);
    // The cookie is HttpOnly, SameSite=Lax and only sent back to the callback.
    const auth = await server.app.inject({
      method: 'GET',
      url: '/api/v2/facebook/auth',
      headers: member.headers,
    });
    expect(String(auth.headers['set-cookie'])).toMatch(
      /^floorcraft_fb_oauth=[\w-]+; Path=\/api\/v2\/facebook\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('maps a failed code exchange to the spec’s codes', async () => {
    fake.fail('oauth/access_token', { code: 4, message: 'Application request limit reached' });
    const member = await signedInMember(server, { organisation: 'Limited School' });
    const { landing } = await connectThroughDialog(server, member);
    expect(landing.searchParams.get('error_code')).toBe('FACEBOOK_API_ERROR');
    expect(landing.searchParams.get('retryable')).toBe('true');
  });
});

describe('Graph API errors', () => {
  const cases = [
    { code: 190, status: 409, expected: 'FACEBOOK_AUTH_ERROR', retryable: true },
    { code: 10, status: 403, expected: 'FACEBOOK_PERMISSION_ERROR', retryable: true },
    { code: 200, status: 403, expected: 'FACEBOOK_PERMISSION_ERROR', retryable: true },
    { code: 4, status: 503, expected: 'FACEBOOK_API_ERROR', retryable: true },
    { code: 17, status: 503, expected: 'FACEBOOK_API_ERROR', retryable: true },
    { code: 32, status: 503, expected: 'FACEBOOK_API_ERROR', retryable: true },
    { code: 1, status: 503, expected: 'FACEBOOK_API_ERROR', retryable: true },
    { code: 2, status: 503, expected: 'FACEBOOK_API_ERROR', retryable: true },
    { code: 100, status: 502, expected: 'SERVER_ERROR', retryable: false },
  ];
  it.each(cases)('code $code → $expected', async ({ code, status, expected, retryable }) => {
    const member = await connected();
    fake.fail('me/accounts', { code });
    const answer = await callsAs(server, member).get('/api/v2/facebook/check-pages');
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatchObject({ code: expected, retryable });
  });

  it('says so when the permission to read the page is missing', async () => {
    const member = await connected();
    fake.fail('me/accounts', { code: 10 });
    const answer = await callsAs(server, member).get('/api/v2/facebook/check-pages');
    expect(answer.body.error.message).toBe(
      "Missing Facebook permission: 'Read user content on your Page'. Please reconnect Facebook and grant all permissions in 'Edit previous settings'.",
    );
  });
});

describe('no pages', () => {
  const kinds = [
    {
      label: 'a personal profile',
      category: undefined,
      businesses: 'forbidden' as const,
      userType: 'personal_no_pages',
    },
    {
      label: 'a business profile',
      category: 'Dance School',
      businesses: 0,
      userType: 'business_profile',
    },
    {
      label: 'a Business Manager user',
      category: undefined,
      businesses: 2,
      userType: 'business_manager',
    },
  ];
  it.each(kinds)(
    'tells $label what to do ($userType)',
    async ({ category, businesses, userType }) => {
      fake.pages = [];
      fake.businesses = businesses;
      fake.user = { id: '5550001', name: 'Rosa Salsera', ...(category ? { category } : {}) };
      try {
        const member = await connected();
        const answer = await callsAs(server, member).get('/api/v2/facebook/check-pages');
        expect(answer.status).toBe(404);
        expect(answer.body.error).toMatchObject({
          code: 'FACEBOOK_NO_PAGES',
          details: { userType },
        });
        const status = await callsAs(server, member).get('/api/v2/facebook/status');
        expect(status.body).toMatchObject({ noPagesFound: true, requiresPageSelection: false });
      } finally {
        fake.user = { id: '5550001', name: 'Rosa Salsera' };
        fake.businesses = 'forbidden';
      }
    },
  );
});

describe('Facebook’s deauthorise and data-deletion callbacks', () => {
  const form = (signedRequest: string) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `signed_request=${encodeURIComponent(signedRequest)}`,
  });
  const now = () => Math.floor(Date.now() / 1000);

  it('drops the connections of the user in a valid signed_request', async () => {
    fake.user = { id: '8880001', name: 'Leaving User' };
    try {
      const member = await connected();
      const signed = fake.signedRequest({
        algorithm: 'HMAC-SHA256',
        user_id: '8880001',
        issued_at: now(),
      });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v2/facebook/deauthorize',
        ...form(signed),
      });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ success: true, connectionsRemoved: 1 });
      const status = await callsAs(server, member).get('/api/v2/facebook/status');
      expect(status.body.facebookConnected).toBe(false);
    } finally {
      fake.user = { id: '5550001', name: 'Rosa Salsera' };
    }
  });

  it('refuses a tampered, wrongly signed or expired signed_request', async () => {
    const valid = fake.signedRequest({ algorithm: 'HMAC-SHA256', user_id: '1', issued_at: now() });
    const [signature, payload] = valid.split('.');
    const tampered = `${signature}.${Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: '2', issued_at: now() })).toString('base64url')}`;
    const otherSecret = fake.signedRequest(
      { algorithm: 'HMAC-SHA256', user_id: '1', issued_at: now() },
      'not-the-secret',
    );
    const expired = fake.signedRequest({
      algorithm: 'HMAC-SHA256',
      user_id: '1',
      issued_at: now() - 3 * 86_400,
    });
    expect(payload).toBeTruthy();
    for (const bad of [tampered, otherSecret, expired, 'garbage']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v2/facebook/data-deletion',
        ...form(bad),
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).error.code).toBe('VALIDATION_ERROR');
    }
    const missing = await server.app.inject({
      method: 'POST',
      url: '/api/v2/facebook/deauthorize',
      ...form(''),
    });
    expect(missing.statusCode).toBe(400);
  });

  it('answers a data-deletion request with a status url and confirmation code', async () => {
    const signed = fake.signedRequest({
      algorithm: 'HMAC-SHA256',
      user_id: '9990001',
      issued_at: now(),
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v2/facebook/data-deletion',
      ...form(signed),
    });
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as { url: string; confirmation_code: string };
    expect(body.url).toBe(
      `http://floorcraft.test/facebook-data-deletion?code=${body.confirmation_code}`,
    );
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/v2/facebook/data-deletion/${body.confirmation_code}`,
    });
    expect(JSON.parse(status.body)).toMatchObject({
      status: 'completed',
      confirmationCode: body.confirmation_code,
    });
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/v2/facebook/data-deletion/unknown-code-123',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
