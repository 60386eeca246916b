// The API client against a real local HTTP server: normalised results (spec §8), headers (§7),
// the 401 → refresh once → replay rule (§4), and how sign-in reads its answer (§7, §8 Login).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler = (_request, _body, response) => response.end();
const seen: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> = [];

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (accountId: string) =>
  `${encode({ alg: 'HS256' })}.${encode({ accountId, email: 'd@x.test', organisationId: null, exp: 1_900_000_000 })}.sig`;

async function loadClient() {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  const client = await import('@/lib/api/client');
  const session = await import('@/lib/auth/session-api');
  const storage = await import('@/lib/auth/token-storage');
  return { api: client.api, loginCall: session.loginCall, tokenStorage: storage.tokenStorage };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

describe('normalised results', () => {
  it('answers ok with the parsed body and sends the bearer, tunnel and dev headers', async () => {
    const { api, tokenStorage } = await loadClient();
    tokenStorage.store({ accessToken: 'token-1', refreshToken: 'refresh-1' });
    handler = (_request, _body, response) => json(response, 200, { hello: 'world' });
    expect(await api.get('/api/v2/site', { a: 1, skip: undefined })).toEqual({
      ok: true,
      status: 200,
      data: { hello: 'world' },
    });
    expect(seen[0]?.url).toBe('/api/v2/site?a=1');
    expect(seen[0]?.headers.authorization).toBe('Bearer token-1');
    expect(seen[0]?.headers['ngrok-skip-browser-warning']).toBeUndefined();
    // The test page is on localhost, which is dev mode (spec §7).
    expect(seen[0]?.headers['x-app-version']).toBe('development-app');
  });

  it('reads the error shape, defaulting the message', async () => {
    const { api } = await loadClient();
    handler = (_request, _body, response) =>
      json(response, 400, {
        error: {
          message: 'Email is required.',
          code: 'VALIDATION_ERROR',
          details: { field: 'email' },
        },
      });
    expect(await api.post('/x', {})).toEqual({
      ok: false,
      status: 400,
      problem: 'CLIENT_ERROR',
      data: {
        message: 'Email is required.',
        code: 'VALIDATION_ERROR',
        retryable: undefined,
        details: { field: 'email' },
      },
    });
    handler = (_request, _body, response) => json(response, 409, { error: { code: 'CONFLICT' } });
    expect((await api.put('/x', {})).data).toMatchObject({
      message: 'An error occurred',
      code: 'CONFLICT',
    });
  });

  it('keeps a body without the error shape as it came', async () => {
    const { api } = await loadClient();
    handler = (_request, _body, response) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    };
    expect(await api.delete('/x')).toEqual({
      ok: false,
      status: 502,
      problem: 'CLIENT_ERROR',
      data: 'Bad gateway',
    });
  });

  it('classifies a timeout and an unreachable server', async () => {
    const { api } = await loadClient();
    handler = (_request, _body, response) => setTimeout(() => json(response, 200, {}), 500);
    const host = new URL(base).host;
    expect(await api.get('/slow', undefined, { timeoutMs: 50 })).toEqual({
      ok: false,
      status: 500,
      problem: 'TIMEOUT_ERROR',
      data: { message: `Request timed out. Server at ${host} is not responding.` },
    });
    vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:1');
    vi.resetModules();
    const { api: offline } = await import('@/lib/api/client');
    expect(await offline.get('/x')).toEqual({
      ok: false,
      status: 500,
      problem: 'NETWORK_ERROR',
      data: {
        message:
          'Cannot connect to server at 127.0.0.1:1. Please check your network connection and server status.',
      },
    });
  });
});

describe('401 handling (spec §4)', () => {
  it('refreshes once, stores the new tokens and replays the request', async () => {
    const { api, tokenStorage } = await loadClient();
    tokenStorage.store({ accessToken: 'old', refreshToken: 'refresh-old' });
    handler = (request, body, response) => {
      if (request.url === '/api/v2/auth/refresh') {
        expect(JSON.parse(body)).toEqual({ refreshToken: 'refresh-old' });
        return json(response, 200, { accessToken: 'new', refreshToken: 'refresh-new' });
      }
      if (request.headers.authorization === 'Bearer new')
        return json(response, 200, { mine: true });
      json(response, 401, {
        error: { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' },
      });
    };
    expect(await api.get('/api/v2/account/profile')).toEqual({
      ok: true,
      status: 200,
      data: { mine: true },
    });
    expect(seen.map((request) => request.url)).toEqual([
      '/api/v2/account/profile',
      '/api/v2/auth/refresh',
      '/api/v2/account/profile',
    ]);
    expect(tokenStorage.accessToken()).toBe('new');
    expect(tokenStorage.refreshToken()).toBe('refresh-new');
  });

  it('removes both tokens and returns the original failure when the refresh fails', async () => {
    const { api, tokenStorage } = await loadClient();
    tokenStorage.store({ accessToken: 'old', refreshToken: 'refresh-old' });
    handler = (request, _body, response) =>
      json(response, 401, {
        error: {
          message: request.url === '/api/v2/auth/refresh' ? 'Session ended.' : 'Please sign in.',
          code: 'UNAUTHORIZED',
        },
      });
    const result = await api.get('/api/v2/account/profile');
    expect(result).toMatchObject({ ok: false, status: 401, data: { message: 'Please sign in.' } });
    expect(seen).toHaveLength(2);
    expect(tokenStorage.accessToken()).toBeNull();
    expect(tokenStorage.refreshToken()).toBeNull();
  });

  it('shares one refresh between concurrent requests', async () => {
    const { api, tokenStorage } = await loadClient();
    tokenStorage.store({ accessToken: 'old', refreshToken: 'refresh-old' });
    handler = (request, _body, response) => {
      if (request.url === '/api/v2/auth/refresh')
        return json(response, 200, { accessToken: 'new', refreshToken: 'refresh-new' });
      if (request.headers.authorization === 'Bearer new') return json(response, 200, {});
      json(response, 401, { error: { message: 'no', code: 'UNAUTHORIZED' } });
    };
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(seen.filter((request) => request.url === '/api/v2/auth/refresh')).toHaveLength(1);
  });
});

describe('sign-in answers (spec §7, §8 Login)', () => {
  const answer = (status: number, body: unknown) => {
    handler = (_request, _body, response) => json(response, status, body);
  };

  it('stores both tokens, or a bare string as the access token', async () => {
    const { loginCall, tokenStorage } = await loadClient();
    answer(200, { accessToken: jwt('a1'), refreshToken: 'r1' });
    expect(await loginCall('d@x.test', 'pw')).toEqual({ ok: true });
    expect(tokenStorage.refreshToken()).toBe('r1');
    tokenStorage.clear();
    answer(200, jwt('a2'));
    expect(await loginCall('d@x.test', 'pw')).toEqual({ ok: true });
    expect(tokenStorage.accessToken()).toBe(jwt('a2'));
  });

  it('explains every way it can fail, with the spec texts', async () => {
    const { loginCall, tokenStorage } = await loadClient();
    answer(200, { refreshToken: 'r1' });
    expect(await loginCall('d@x.test', 'pw')).toEqual({
      ok: false,
      message: 'Login failed: No token received.',
    });
    answer(200, [1, 2]);
    expect(await loginCall('d@x.test', 'pw')).toEqual({
      ok: false,
      message: 'Login failed due to unexpected server response',
    });
    answer(200, { accessToken: 'garbage', refreshToken: 'r1' });
    expect(await loginCall('d@x.test', 'pw')).toEqual({
      ok: false,
      message: 'Login failed: Invalid token received.',
    });
    expect(tokenStorage.accessToken()).toBeNull();
    answer(401, { error: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' } });
    expect(await loginCall('d@x.test', 'pw')).toEqual({
      ok: false,
      message: 'Invalid email or password.',
    });
    answer(500, 'oops');
    expect(await loginCall('d@x.test', 'pw')).toEqual({ ok: false, message: 'Login failed.' });
    vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:1');
    vi.resetModules();
    const { loginCall: offlineLogin } = await import('@/lib/auth/session-api');
    expect(await offlineLogin('d@x.test', 'pw')).toEqual({
      ok: false,
      message: 'Login failed. Please try again later.',
    });
  });
});

describe('reads begun early', () => {
  it('answers the page’s read with the early one, once, and only for the same session', async () => {
    const { api, tokenStorage } = await loadClient();
    const { readEarly } = await import('@/lib/api/client');
    tokenStorage.store({ accessToken: 'token-a', refreshToken: 'refresh-a' });
    let served = 0;
    handler = (request, _body, response) =>
      json(response, 200, { n: ++served, token: request.headers.authorization });
    readEarly(['/api/v2/ticket/mine']);
    expect(await api.get('/api/v2/ticket/mine')).toMatchObject({ data: { n: 1 } });
    expect(seen).toHaveLength(1);
    // Taken once: the next read asks the server.
    expect(await api.get('/api/v2/ticket/mine')).toMatchObject({ data: { n: 2 } });

    // Another session signed in meanwhile: the early answer was someone else's.
    readEarly(['/api/v2/ticket/mine']);
    // The early read has been answered (with token-a) before the other session signs in.
    await vi.waitFor(() => expect(served).toBe(3));
    tokenStorage.store({ accessToken: 'token-b', refreshToken: 'refresh-b' });
    expect(await api.get('/api/v2/ticket/mine')).toMatchObject({
      data: { n: 4, token: 'Bearer token-b' },
    });
  });
});
