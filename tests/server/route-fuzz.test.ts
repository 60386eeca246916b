// Every API route the server has — read from the server itself, so a new route is covered the
// day it is added — called with NUL characters, lone surrogates, malformed, oversized and deeply nested
// bodies, signed in and not: never a 5xx, and every error in the contract's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe';
import { signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let fake: FakeFacebook;
let stripe: FakeStripe;
let server: TestServer;
let organiser: Member;
beforeAll(async () => {
  // Facebook and Stripe configured (against local fakes), so their routes answer as in production.
  fake = await startFakeFacebook();
  stripe = await startFakeStripe();
  server = await startTestServer({ ...fake.env, ...stripe.env });
  organiser = await signedInMember(server, { organisation: 'Fuzzed School', canUpload: true });
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await stripe.close();
});

interface Route {
  path: string;
  methods: string[];
}

/** The routes as Fastify prints them: a tree whose lines add to their parent's path. */
function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4));
    const path = (stack[depth - 1] ?? '') + (match?.[1] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    if (match?.[2]) routes.push({ path, methods: match[2].split(', ') });
  }
  return routes;
}

const NUL = '\u0000';
const SURROGATE = '\ud800';
const nasty = (value: string) => ({
  email: `a${value}@b.test`,
  password: value,
  name: value,
  token: value,
  refreshToken: value,
  sessionId: value,
  eventId: value,
  pageId: value,
  templateId: value,
  newPassword: value,
  url: `https://example.com/${value}`,
  imageBase64: value,
  eventChecks: [{ title: value, date: value }],
  events: [{ title: value, startDateTime: value }],
  organisationInfo: { businessName: value },
  eventDetails: { title: value },
  ticketSelections: [{ ticketType: value, quantity: 1, price: 1, currency: 'AUD' }],
  paymentData: { paymentMethod: 'stripe', transactionId: value, paymentStatus: 'completed' },
  signed_request: value,
});

/** Every field holding 10 000 nested arrays, then every field at the deepest nesting read. */
const deeplyNested = JSON.stringify(nasty('x')).replace(
  /"x"/g,
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
);
const nestedToTheLimit = JSON.stringify(nasty('x')).replace(
  /"x"/g,
  `${'['.repeat(60)}{}${']'.repeat(60)}`,
);

function pathWith(path: string, value: string): string {
  return path
    .replace(/:organisationId/g, organiser.organisationId ?? value)
    .replace(/:\w+/g, value);
}

describe('every API route under hostile input', () => {
  it('answers 4xx in the error shape, never 5xx', async () => {
    const routes = routesOf(server.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.path.startsWith('/api/'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      for (const method of route.methods.filter((name) => name !== 'HEAD')) {
        for (const headers of [{}, organiser.headers]) {
          const attempts = [
            { url: pathWith(route.path, '%00'), payload: nasty(NUL) },
            {
              url: `${pathWith(route.path, 'x')}?imageKey=%00&eventIds=%00&offset=%00`,
              payload: nasty(SURROGATE),
            },
            { url: pathWith(route.path, '%ED%A0%80'), payload: '{"email": "unterminated' },
            { url: pathWith(route.path, 'y'), payload: { email: 'x'.repeat(2_000_000) } },
            { url: pathWith(route.path, 'z'), payload: deeplyNested },
            { url: pathWith(route.path, 'z'), payload: nestedToTheLimit },
          ];
          for (const attempt of attempts) {
            const withBody = method !== 'GET';
            const response = await server.app.inject({
              method: method as 'GET' | 'POST' | 'PUT',
              url: attempt.url,
              headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
              ...(withBody
                ? {
                    payload:
                      typeof attempt.payload === 'string'
                        ? attempt.payload
                        : JSON.stringify(attempt.payload),
                  }
                : {}),
            });
            const where = `${method} ${attempt.url.slice(0, 80)} → ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(where);
            if (response.statusCode >= 400) {
              const shaped = apiErrorSchema.safeParse(safeJson(response.body));
              if (!shaped.success) failures.push(`${where}: ${response.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
