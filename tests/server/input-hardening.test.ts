// Bad input never reaches the database or a 5xx: text no database stores (NUL, lone surrogates)
// anywhere in a call, bodies nested deeper than 64 levels, Fastify's own refusals, prices in fractions of a cent, and tokens signed
// with our key but missing the claims we issue (or forged, expired, unsigned or of another kind). Every answer is in the contract's error shape.
import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { findUnstorableText } from '../../src/contract/storable-text';
import {
  MAX_JSON_DEPTH,
  MAX_JSON_ITEMS,
  NOT_UTF8_MESSAGE,
  OFF_THREAD_BYTES,
  TOO_DEEP_MESSAGE,
  TOO_MANY_VALUES_MESSAGE,
} from '../../server/plugins/json-body';
import { MAX_PATH_PARAM_LENGTH } from '../../server/plugins/path-params';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf } from '../support/published-tickets';
import { jsonOf, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

const TEST_SECRET = 'test-secret-test-secret-test-secret-42';
const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

let server: TestServer;
let school: Member;
beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Hardened School', canUpload: true });
});
afterAll(() => server.close());

function expectFieldError(response: { status: number; body: unknown }, field: string) {
  expect(response.status).toBe(400);
  expect(apiErrorSchema.parse(response.body).error).toMatchObject({
    code: 'VALIDATION_ERROR',
    details: { field },
  });
}

describe('text a database cannot store', () => {
  it('refuses a NUL in every kind of call with a field error, signed in or not', async () => {
    const anyone = callsAs(server, null);
    const member = callsAs(server, school);
    const org = `/api/v2/org/${school.organisationId}`;
    expectFieldError(
      await anyone.post('/api/v2/ticket/sessions/validate', { sessionId: NUL }),
      'sessionId',
    );
    expectFieldError(
      await anyone.post('/api/v2/auth/register', {
        email: uniqueEmail(),
        password: 'salsa123',
        name: `Ro${NUL}sa`,
      }),
      'name',
    );
    expectFieldError(
      await anyone.post('/api/v2/auth/login', { email: `a${NUL}@b.test`, password: 'x' }),
      'email',
    );
    expectFieldError(
      await member.post('/api/v2/event/check-duplicates', {
        eventChecks: [{ title: `Salsa${NUL}`, date: '2031-03-06T09:00:00.000Z' }],
      }),
      'eventChecks.0.title',
    );
    expectFieldError(
      await member.put(`${org}/settings`, { organisationInfo: { businessName: NUL } }),
      'organisationInfo.businessName',
    );
    expectFieldError(
      await member.post(
        '/api/v2/ticket/organiser/draft',
        wizardForm({ checkout: { paymentMethods: ['stripe'], termsAndConditions: NUL } }),
      ),
      'checkout.termsAndConditions',
    );
    expectFieldError(await member.get(`${org}?imageKey=%00`), 'imageKey');
    const tickets = await publishTickets(server, school);
    expectFieldError(
      await member.post('/api/v2/ticket/purchase', purchaseOf(tickets, [1], `tx-${NUL}-12345678`)),
      'paymentData.transactionId',
    );
  });

  it('refuses an object key with a NUL, and a NUL in the imports', async () => {
    const member = callsAs(server, school);
    expectFieldError(
      await member.put(`/api/v2/org/${school.organisationId}/settings`, {
        organisationInfo: { [`x${NUL}`]: 'y' },
      }),
      `organisationInfo.x${NUL}`,
    );
    const imported = await member.post('/api/v2/event/ical/ical-import', {
      events: [{ title: `Bachata${NUL}` }],
    });
    expectFieldError(imported, 'events.0.title');
  });

  it('refuses a lone surrogate in settings and in the wizard', async () => {
    const member = callsAs(server, school);
    expectFieldError(
      await member.put(`/api/v2/org/${school.organisationId}/settings`, {
        organisationInfo: { businessName: `Café ${LONE_SURROGATE}` },
      }),
      'organisationInfo.businessName',
    );
    const form = wizardForm();
    form.eventDetails!.title = `Zouk ${LONE_SURROGATE} night`;
    expectFieldError(
      await member.post('/api/v2/ticket/organiser/draft', form),
      'eventDetails.title',
    );
    // A whole surrogate pair (an emoji) is ordinary text.
    const emoji = wizardForm();
    emoji.eventDetails!.title = 'Zouk 💃 night';
    expect((await member.post('/api/v2/ticket/organiser/draft', emoji)).status).toBe(200);
  });
});

describe('Fastify’s own refusals', () => {
  it('answers an undecodable address and an over-long path segment in the error shape', async () => {
    const badUrl = await server.app.inject({ method: 'GET', url: '/api/v2/images/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(apiErrorSchema.parse(jsonOf(badUrl)).error.code).toBe('VALIDATION_ERROR');
    const longParam = await server.app.inject({
      method: 'GET',
      url: `/api/v2/images/${'k'.repeat(500)}`,
    });
    expectFieldError({ status: longParam.statusCode, body: jsonOf(longParam) }, 'key');
  });

  it('refuses a path segment over 100 characters with 400 naming the param, on every kind of route', async () => {
    const long = 'k'.repeat(MAX_PATH_PARAM_LENGTH + 1);
    const id = '00000000-0000-4000-8000-000000000000';
    // Each of these answered 404 or 414 depending on which other routes share the address.
    const calls: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, field: string]> =
      [
        ['GET', `/api/v2/orders/${long}`, 'id'],
        ['DELETE', `/api/v2/feeds/${long}`, 'id'],
        ['POST', `/api/v2/feeds/${long}/sync`, 'id'],
        ['GET', `/api/v2/event/${long}`, 'eventId'],
        ['GET', `/api/v2/instructors/${long}`, 'slug'],
        ['GET', `/api/v2/event/calendar/day/${long}`, 'date'],
        ['GET', `/api/v2/event/calendar/2026/${long}`, 'month'],
        ['GET', `/api/v2/org/${id}/passes/${long}/sold`, 'passId'],
        ['POST', `/api/v2/ticket/organiser/${id}/attendees/${long}/check-in`, 'ticketId'],
        ['GET', `/e/${long}/calendar.ics`, 'eventId'],
        ['GET', `/org/${long}/calendar.ics`, 'organisationId'],
      ];
    for (const [method, url, field] of calls) {
      const response = await server.app.inject({
        method,
        url,
        headers: school.headers,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 400 });
      expectFieldError({ status: response.statusCode, body: jsonOf(response) }, field);
    }
    // A segment of exactly 100 characters is read, and answered as the route answers it.
    const atLimit = await server.app.inject({
      method: 'GET',
      headers: school.headers,
      url: `/api/v2/orders/${'k'.repeat(MAX_PATH_PARAM_LENGTH)}`,
    });
    expect(atLimit.statusCode).toBe(400);
    expect(jsonOf(atLimit)).toMatchObject({ error: { details: { field: 'id' } } });
    expect(jsonOf<{ error: { message: string } }>(atLimit).error.message).not.toMatch(/too long/);
  });

  it('answers headers over 16 KB with 431 in the error shape', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/health`, {
      headers: { 'x-padding': 'p'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('HEADERS_TOO_LARGE');
  });
});

describe('deeply nested bodies', () => {
  /** A sign-in with this exact body text. */
  const login = (payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it('refuses a body nested 10 000 deep with 400 on every kind of call, signed in or not', async () => {
    const deep = `{"email":"a@b.test","password":${nested(10_000)}}`;
    const calls: Array<[string, Record<string, string>]> = [
      ['/api/v2/auth/login', {}],
      ['/api/v2/auth/register', {}],
      ['/api/v2/auth/reset-password', {}],
      ['/api/v2/ticket/organiser/draft', school.headers],
      ['/api/v2/event/ical/ical-import', school.headers],
    ];
    for (const [url, headers] of calls) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(jsonOf(response)).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: TOO_DEEP_MESSAGE,
      });
    }
  });

  it('reads bodies up to the limit, and brackets inside strings do not count', async () => {
    // At the limit the body is parsed and judged by its schema: password must be a string.
    const atLimit = await login(`{"email":"a@b.test","password":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(jsonOf<{ error: { message: string } }>(atLimit).error.message).not.toBe(
      TOO_DEEP_MESSAGE,
    );
    const overLimit = await login(`{"email":"a@b.test","password":${nested(MAX_JSON_DEPTH)}}`);
    expect(jsonOf<{ error: { message: string } }>(overLimit).error.message).toBe(TOO_DEEP_MESSAGE);
    const inString = await login(
      JSON.stringify({ email: uniqueEmail(), password: `${'[{'.repeat(40)}\\"` }),
    );
    expect(inString.statusCode).toBe(401);
  });

  it('refuses a body that is not UTF-8, rather than storing U+FFFD for what was sent', async () => {
    const register = (payload: Buffer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const email = uniqueEmail('latin1');
    const latin1 = Buffer.concat([
      Buffer.from(`{"email":"${email}","password":"salsa123","name":"Jos`),
      Buffer.from([0xe9]), // "é" in Latin-1: not UTF-8 on its own
      Buffer.from('"}'),
    ]);
    const refused = await register(latin1);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(jsonOf(refused)).error.message).toBe(NOT_UTF8_MESSAGE);
    // Large bodies (read off the loop) are checked alike.
    const large = Buffer.concat([latin1, Buffer.alloc(OFF_THREAD_BYTES, 0x20)]);
    expect(apiErrorSchema.parse(jsonOf(await register(large))).error.message).toBe(
      NOT_UTF8_MESSAGE,
    );
    const utf8 = await register(
      Buffer.from(JSON.stringify({ email, password: 'salsa123', name: 'José' }), 'utf8'),
    );
    expect(utf8.statusCode).toBe(201);
  });

  it('refuses a body of more values than any call takes, counted before it is parsed', async () => {
    // Half a million zeros in under a megabyte: seconds of parsing and checking before.
    const zeros = await login(`{"email":[${'0,'.repeat(499_999)}0]}`);
    expect(zeros.statusCode).toBe(400);
    expect(apiErrorSchema.parse(jsonOf(zeros)).error.message).toBe(TOO_MANY_VALUES_MESSAGE);
    const keys = await login(
      JSON.stringify(Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, 0]))),
    );
    expect(apiErrorSchema.parse(jsonOf(keys)).error.message).toBe(TOO_MANY_VALUES_MESSAGE);
    // At the limit it is read and judged by its schema; commas inside strings do not count.
    const atLimit = await login(`{"email":[${'0,'.repeat(MAX_JSON_ITEMS - 1)}0]}`);
    expect(atLimit.statusCode).toBe(400);
    expect(apiErrorSchema.parse(jsonOf(atLimit)).error.message).not.toBe(TOO_MANY_VALUES_MESSAGE);
    const inString = await login(
      JSON.stringify({ email: uniqueEmail(), password: ','.repeat(MAX_JSON_ITEMS + 10) }),
    );
    expect(apiErrorSchema.parse(jsonOf(inString)).error.message).not.toBe(TOO_MANY_VALUES_MESSAGE);
  });

  it('reads a large body off the event loop by the same rules as a small one', async () => {
    const padding = 'x'.repeat(OFF_THREAD_BYTES);
    const messageOf = (response: Awaited<ReturnType<typeof login>>) =>
      apiErrorSchema.parse(jsonOf(response)).error.message;
    for (const size of ['small', 'large'] as const) {
      const pad = size === 'large' ? padding : '';
      const poisoned = await login(
        `{"email":"a@b.test","pad":"${pad}","__proto__":{"admin":true}}`,
      );
      expect(poisoned.statusCode, size).toBe(400);
      expect(messageOf(poisoned), size).toBe(
        'The request body may not use the keys __proto__ or constructor.prototype.',
      );
      const broken = await login(`{"email":"a@b.test","pad":"${pad}",}`);
      expect(messageOf(broken), size).toBe('The request body is not valid JSON.');
      const deep = await login(`{"pad":"${pad}","password":${'['.repeat(100)}${']'.repeat(100)}}`);
      expect(messageOf(deep), size).toBe(TOO_DEEP_MESSAGE);
      // Well formed, it reaches the call, which judges it as usual.
      const read = await login(JSON.stringify({ email: uniqueEmail(), password: `pw${pad}` }));
      expect(read.statusCode, size).toBe(size === 'large' ? 400 : 401);
    }
  });

  it('finds unstorable text in any value without overflowing the stack', () => {
    let value: unknown = `deep${NUL}`;
    for (let depth = 0; depth < 100_000; depth++) value = [value];
    const path = findUnstorableText({ password: value });
    expect(path?.length).toBe(100_001);
    expect(path?.[0]).toBe('password');
    expect(findUnstorableText({ a: ['ok', { b: ['x', LONE_SURROGATE] }] })).toEqual([
      'a',
      1,
      'b',
      1,
    ]);
  });
});

describe('prices and tokens', () => {
  it('refuses a price in fractions of a cent instead of rounding it', async () => {
    const tickets = await publishTickets(server, school);
    const body = purchaseOf(tickets, [1]);
    body.ticketSelections[0]!.price = 15.001;
    expectFieldError(
      await callsAs(server, school).post('/api/v2/ticket/purchase', body),
      'ticketSelections.0.price',
    );
  });

  it('names the field and what it takes in plain words where the schema gives no message', async () => {
    const tickets = await publishTickets(server, school);
    const buyer = callsAs(server, school);
    const bitcoin = purchaseOf(tickets, [1]);
    (bitcoin.paymentData as { paymentMethod: string }).paymentMethod = 'bitcoin';
    const method = await buyer.post('/api/v2/ticket/purchase', bitcoin);
    expectFieldError(method, 'paymentData.paymentMethod');
    const methodMessage = apiErrorSchema.parse(method.body).error.message;
    expect(methodMessage).toMatch(/^paymentData\.paymentMethod must be one of: .*stripe/);
    expect(methodMessage).not.toContain('Invalid');

    const fraction = purchaseOf(tickets, [1]);
    fraction.ticketSelections[0]!.quantity = 1.5;
    const quantity = await buyer.post('/api/v2/ticket/purchase', fraction);
    expectFieldError(quantity, 'ticketSelections.0.quantity');
    expect(apiErrorSchema.parse(quantity.body).error.message).toBe(
      'ticketSelections.0.quantity must be a whole number.',
    );
  });

  it('refuses a token signed with our key that has no expiry or lacks our claims', async () => {
    const key = createSecretKey(Buffer.from(TEST_SECRET, 'utf8'));
    const claims = {
      accountId: school.accountId,
      organisationId: school.organisationId,
      email: school.email,
      database: 'production',
    };
    const now = Math.floor(Date.now() / 1000);
    /** A token as we issue one (15 minutes, our issuer and kind), but for what `changes` says. */
    const signed = (changes: {
      alg?: string;
      typ?: string;
      iss?: string;
      sub?: string | null;
      iat?: number;
      exp?: number | null;
    }) => {
      const token = new SignJWT(claims)
        .setProtectedHeader({ alg: changes.alg ?? 'HS256', typ: changes.typ ?? 'JWT' })
        .setIssuer(changes.iss ?? 'floorcraft')
        .setIssuedAt(changes.iat ?? now);
      if (changes.sub !== null) token.setSubject(changes.sub ?? school.accountId);
      if (changes.exp !== null) token.setExpirationTime(changes.exp ?? now + 60);
      return token.sign(key);
    };
    const forged = await Promise.all([
      // No exp: it would never end.
      signed({ exp: null }),
      // No subject.
      signed({ sub: null }),
      // An expiry far beyond the 15 minutes we issue, issued long ago or just now.
      signed({ iat: now - 3600, exp: now + 86_400 * 365 }),
      signed({ exp: now + 86_400 * 365 }),
      // Expired a minute ago.
      signed({ iat: now - 960, exp: now - 60 }),
      // Another algorithm, another issuer, another kind of token.
      signed({ alg: 'HS512' }),
      signed({ iss: 'someone-else' }),
      signed({ typ: 'door+jwt' }),
    ]);
    // Unsigned, and a genuine token whose payload was changed after signing.
    const [header, payload, signature] = String(school.headers.authorization)
      .slice('Bearer '.length)
      .split('.') as [string, string, string];
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
      'base64url',
    );
    forged.push(`${unsignedHeader}.${payload}.`);
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        email: 'x@y.z',
      }),
    ).toString('base64url');
    forged.push(`${header}.${otherPayload}.${signature}`);
    for (const token of forged) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/v2/account/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const genuine = await server.app.inject({
      method: 'GET',
      url: '/api/v2/account/profile',
      headers: school.headers,
    });
    expect(genuine.statusCode).toBe(200);
  });
});
