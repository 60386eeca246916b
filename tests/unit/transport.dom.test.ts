// The transport against a real local HTTP server: what it sends (query without blanks, JSON body,
// a credential of its own), how it reads each kind of answer, how every failure is normalised
// (spec §8 Request failures), and what it tells the one reachability store.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_COPY_HEADER } from '@/contract/saved-copy';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler = (_request, _body, response) => response.end();
const seen: Array<{
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}> = [];

async function loadTransport(apiBase = base) {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', apiBase);
  const transport = await import('@/lib/api/transport');
  const reachability = await import('@/lib/api/server-reachability');
  return { send: transport.send, ...reachability };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
});

const answer =
  (status: number, type: string | null, body: string, extra: Record<string, string> = {}) =>
  (_request: IncomingMessage, _body: string, response: ServerResponse) => {
    response.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...extra });
    response.end(body);
  };

describe('what the transport sends', () => {
  it('leaves blank query values out, sends the body as JSON and a credential of its own', async () => {
    const { send } = await loadTransport();
    handler = answer(200, 'application/json', '{"saved":true}');
    const result = await send('POST', '/api/v2/things', {
      query: { q: 'salsa night', page: 2, near: undefined, open: true },
      body: { name: 'Ana' },
      bearer: 'door-token',
    });
    expect(result).toEqual({ ok: true, status: 200, data: { saved: true } });
    const [request] = seen;
    expect(request!.method).toBe('POST');
    const url = new URL(request!.url, base);
    expect(url.pathname).toBe('/api/v2/things');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'salsa night',
      page: '2',
      open: 'true',
    });
    expect(JSON.parse(request!.body)).toEqual({ name: 'Ana' });
    expect(request!.headers['content-type']).toMatch(/application\/json/);
    expect(request!.headers.authorization).toBe('Bearer door-token');
  });

  it('sends no credential when nobody is signed in and none is given', async () => {
    const { send } = await loadTransport();
    handler = answer(204, null, '');
    const result = await send('GET', '/api/v2/nothing', {});
    expect(result).toEqual({ ok: true, status: 204, data: null });
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });
});

describe('how an answer is read', () => {
  it('keeps text as text, bad JSON as its text, and a PDF as its bytes', async () => {
    const { send } = await loadTransport();
    handler = answer(200, 'text/plain', 'hello');
    expect(await send('GET', '/text', {})).toEqual({ ok: true, status: 200, data: 'hello' });
    handler = answer(200, 'application/json', '{not json');
    expect(await send('GET', '/bad-json', {})).toEqual({
      ok: true,
      status: 200,
      data: '{not json',
    });
    handler = answer(200, 'application/pdf', '%PDF-1.7');
    const pdf = await send<Blob>('GET', '/invoice.pdf', {});
    expect(pdf.ok).toBe(true);
    if (!pdf.ok) return;
    // (The fetch's own Blob, not jsdom's: its type and bytes say what it is.)
    expect(pdf.data.type).toBe('application/pdf');
    expect(await pdf.data.text()).toBe('%PDF-1.7');
  });

  it('reads an error in the contract’s shape, and keeps any other error body as it came', async () => {
    const { send, serverReachable } = await loadTransport();
    handler = answer(
      409,
      'application/json',
      JSON.stringify({
        error: { code: 'EMAIL_TAKEN', message: 'Taken.', details: { field: 'email' } },
      }),
    );
    const shaped = await send('POST', '/api/v2/auth/register', { body: {} });
    expect(shaped).toMatchObject({
      ok: false,
      status: 409,
      problem: 'CLIENT_ERROR',
      data: { code: 'EMAIL_TAKEN', message: 'Taken.', details: { field: 'email' } },
    });
    expect(serverReachable()).toBe(true);
    handler = answer(502, 'text/html', '<h1>Bad gateway</h1>');
    expect(await send('GET', '/api/v2/anything', {})).toEqual({
      ok: false,
      status: 502,
      problem: 'CLIENT_ERROR',
      data: '<h1>Bad gateway</h1>',
    });
  });
});

describe('failures and the reachability store', () => {
  it('calls a refused connection a network error, and the server out of reach until it answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { send, serverReachable, noteServerReachable } = await loadTransport(
      `http://127.0.0.1:${port}`,
    );
    const result = await send('GET', '/api/v2/events', {});
    expect(result).toEqual({
      ok: false,
      status: 500,
      problem: 'NETWORK_ERROR',
      data: {
        message: `Cannot connect to server at 127.0.0.1:${port}. Please check your network connection and server status.`,
      },
    });
    expect(serverReachable()).toBe(false);
    noteServerReachable(true); // stops the probe this module started
  });

  it('calls a server that does not answer in time a timeout', async () => {
    const { send } = await loadTransport();
    handler = () => undefined; // never answers
    const result = await send('GET', '/slow', { timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, status: 500, problem: 'TIMEOUT_ERROR' });
    expect((result as { data: { message: string } }).data.message).toBe(
      `Request timed out. Server at ${new URL(base).host} is not responding.`,
    );
  });

  it('takes an answer the service worker gave from its saved copy as the server out of reach', async () => {
    const { send, serverReachable, noteServerReachable } = await loadTransport();
    handler = answer(200, 'application/json', '[]', { [SAVED_COPY_HEADER]: '1' });
    const result = await send('GET', '/api/v2/events', {});
    expect(result).toEqual({ ok: true, status: 200, data: [] });
    expect(serverReachable()).toBe(false);
    handler = answer(200, 'application/json', '[]');
    await send('GET', '/api/v2/events', {});
    expect(serverReachable()).toBe(true);
    noteServerReachable(true);
  });
});
