// The calls that accept 16 MB bodies (calendar-file imports) refuse a stranger before reading a
// byte of what they send, and read only a few bodies at once, one per account: over real HTTP, 64
// anonymous 15 MB posts leave memory flat, a fifth simultaneous upload (or a second of the same
// account) is told to try again, and a bigger body is refused. A body trickled a byte at a time
// is cut off at the request timeout.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSY_MESSAGE,
  MAX_BIG_BODIES_IN_FLIGHT,
  OWN_UPLOAD_MESSAGE,
} from '../../server/plugins/big-body-limit';
import { IMPORT_BODY_LIMIT_BYTES } from '../../server/routes/event-imports';
import { signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

const IMPORT = '/api/v2/event/ical/ical-import';
const CLAIMED_BYTES = 15 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x20);

let server: TestServer;
let port: number;
let schools: Member[];
beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
  schools = await Promise.all(
    Array.from({ length: MAX_BIG_BODIES_IN_FLIGHT + 1 }, (_, index) =>
      signedInMember(server, { organisation: `Uploading School ${index}` }),
    ),
  );
});
const authOf = (school: Member) => ({ authorization: school.headers.authorization! });
afterAll(() => server.close());

interface Upload {
  /** The status the server answered with, once it answers. */
  answered: Promise<number>;
  /** The answer's body, once it answers. */
  body: Promise<string>;
  abort(): void;
}

/**
 * Starts a POST that claims a 15 MB body and sends it a megabyte at a time, as long as the server
 * has not answered (`stall` stops after the first megabyte and keeps the request open).
 */
function upload(
  headers: Record<string, string>,
  stall = false,
  claimedBytes = CLAIMED_BYTES,
  target = { method: 'POST', path: IMPORT },
): Upload {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: target.method,
    path: target.path,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': claimedBytes },
  });
  let done = false;
  let body!: Promise<string>;
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      done = true;
      body = new Promise((resolveBody) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          resolveBody(text);
          request.destroy();
        });
      });
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error) => (done ? undefined : reject(error)));
  });
  let sent = 0;
  const pump = () => {
    if (done || sent >= claimedBytes || (stall && sent > 0)) return;
    sent += CHUNK.length;
    if (request.write(CHUNK)) setImmediate(pump);
    else request.once('drain', pump);
  };
  pump();
  return {
    answered,
    get body() {
      return answered.then(() => body);
    },
    abort: () => request.destroy(),
  };
}

describe('large bodies', () => {
  it('refuses 64 anonymous 15 MB posts with 401 without reading them', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const statuses = await Promise.all(Array.from({ length: 64 }, () => upload({}).answered));
    clearInterval(sampler);
    expect(statuses).toEqual(Array.from({ length: 64 }, () => 401));
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a stranger on every call that takes 15 MB before reading the body', async () => {
    // Each upload sends one megabyte and stalls: only an answer given before the body is read
    // can arrive. Before, the draft and branding calls read and parsed the whole body first.
    const targets = [
      { method: 'POST', path: '/api/v2/ticket/organiser/draft' },
      {
        method: 'PUT',
        path: '/api/v2/org/6f1c1a8e-2f0e-4c55-9c39-5b8e8c1b1a11/settings/branding/main',
      },
    ];
    for (const target of targets) {
      const stalled = upload({}, true, CLAIMED_BYTES, target);
      expect(await stalled.answered, target.path).toBe(401);
      stalled.abort();
    }
  });

  it('refuses a signed-in account that may not upload before reading, so it holds no place', async () => {
    // Dancers without a school or the upload permission: before, each took one of the few
    // places for two minutes by trickling its body, and schools' uploads were told to wait.
    const strangers = await Promise.all(
      Array.from({ length: MAX_BIG_BODIES_IN_FLIGHT }, () =>
        signedInMember(server, { organisation: null }),
      ),
    );
    const targets = [
      { method: 'POST', path: IMPORT },
      { method: 'POST', path: '/api/v2/ticket/organiser/draft' },
      {
        method: 'PUT',
        path: `/api/v2/org/${schools[0]!.organisationId}/settings/branding/main`,
      },
    ];
    for (const target of targets) {
      const stalled = strangers.map((stranger) =>
        upload(authOf(stranger), true, CLAIMED_BYTES, target),
      );
      const answers = await Promise.all(stalled.map((one) => one.answered));
      expect(answers, target.path).toEqual(
        Array.from({ length: MAX_BIG_BODIES_IN_FLIGHT }, () =>
          target.method === 'PUT' ? 404 : 403,
        ),
      );
      for (const one of stalled) one.abort();
    }
    // Every place is still free: a school's upload is read (and refused for what it says).
    const response = await fetch(`http://127.0.0.1:${port}${IMPORT}`, {
      method: 'POST',
      headers: { ...authOf(schools[0]!), 'content-type': 'application/json' },
      body: JSON.stringify({ events: 'none' }),
    });
    expect(response.status).toBe(400);
  });

  it('reads a few uploads at once, one per account, and asks the next to try again', async () => {
    const held = schools
      .slice(0, MAX_BIG_BODIES_IN_FLIGHT)
      .map((school) => upload(authOf(school), true));
    // Give the held uploads time to be let in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Another school: every place is taken.
    const fifth = upload(authOf(schools[MAX_BIG_BODIES_IN_FLIGHT]!));
    expect(await fifth.answered).toBe(429);
    expect(JSON.parse(await fifth.body).error.message).toBe(BUSY_MESSAGE);
    for (const upload of held) upload.abort();
    await Promise.allSettled(held.map((upload) => upload.answered));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The places are free again: a small body is read (and refused for what it says).
    const response = await fetch(`http://127.0.0.1:${port}${IMPORT}`, {
      method: 'POST',
      headers: { ...authOf(schools[0]!), 'content-type': 'application/json' },
      body: JSON.stringify({ events: 'none' }),
    });
    expect(response.status).toBe(400);
  });

  it('lets one account upload one body at a time, and refuses bodies over the limit', async () => {
    const [school, other] = schools as [Member, Member];
    const first = upload(authOf(school), true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = upload(authOf(school));
    expect(await second.answered).toBe(429);
    expect(JSON.parse(await second.body).error.message).toBe(OWN_UPLOAD_MESSAGE);
    // Someone else is not kept waiting by it.
    const theirs = await fetch(`http://127.0.0.1:${port}${IMPORT}`, {
      method: 'POST',
      headers: { ...authOf(other), 'content-type': 'application/json' },
      body: JSON.stringify({ events: 'none' }),
    });
    expect(theirs.status).toBe(400);
    first.abort();
    await Promise.allSettled([first.answered]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const tooBig = upload(authOf(school), false, IMPORT_BODY_LIMIT_BYTES + 1);
    expect(await tooBig.answered).toBe(413);
    expect(JSON.parse(await tooBig.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('slow bodies', () => {
  it('closes connections that trickle their body past the request timeout, with a 408', async () => {
    const slow = await startTestServer({}, { requestTimeoutMs: 1_500 });
    try {
      const address = new URL(await slow.app.listen({ port: 0, host: '127.0.0.1' }));
      const started = Date.now();
      const connections = Array.from(
        { length: 10 },
        () =>
          new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
            const socket = net.connect(Number(address.port), '127.0.0.1');
            let answer = '';
            let drip: NodeJS.Timeout | undefined;
            socket.on('connect', () => {
              socket.write(
                'POST /api/v2/auth/login HTTP/1.1\r\nHost: floorcraft.test\r\n' +
                  'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
              );
              // One byte of body at a time, far slower than any real client.
              drip = setInterval(() => socket.writable && socket.write(' '), 250);
            });
            socket.on('data', (chunk) => (answer += chunk.toString()));
            socket.on('error', reject);
            socket.on('close', () => {
              clearInterval(drip);
              resolve({ answer, closedAfterMs: Date.now() - started });
            });
            // Still open long after the timeout: the server never closed it.
            setTimeout(() => socket.destroy(), 8_000).unref();
          }),
      );
      for (const { answer, closedAfterMs } of await Promise.all(connections)) {
        expect(closedAfterMs).toBeLessThan(6_000);
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
      }
      // A request that arrives in time is still answered.
      const health = await fetch(new URL('/api/health', address));
      expect(health.status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
