// A small local stand-in for the Stripe API, over real HTTP, that the official SDK talks to (through
// STRIPE_API_URL): Connect accounts and account links with a hosted onboarding page, Checkout
// Sessions (create, retrieve, expire) with a hosted page that takes the payment and redirects back,
// Refunds, and signed webhooks for what happens (see webhook-sender.ts). It checks the secret key,
// answers errors in Stripe's shape and honours Idempotency-Key as Stripe does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm } from './form-body';
import { FAKE_WEBHOOK_SECRET, WebhookSender } from './webhook-sender';

export const FAKE_STRIPE_KEY = 'sk_test_fakestripekey';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface FakeStripe {
  url: string;
  env: Record<string, string>;
  webhooks: WebhookSender;
  accounts: Map<string, Json>;
  sessions: Map<string, Json>;
  refunds: Json[];
  /** The ids of the sessions expired through POST /v1/checkout/sessions/{id}/expire, in order. */
  expired: string[];
  /** Completes onboarding of an account: it can take charges and is paid out. */
  activate(accountId: string): Promise<void>;
  /** Pays a session as the hosted page does: complete, paid, then the webhook. */
  pay(sessionId: string): Promise<Json>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const stripeError = (response: ServerResponse, status: number, message: string, param?: string) =>
  send(response, status, { error: { type: 'invalid_request_error', message, param } });

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const accounts = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const refunds: Json[] = [];
  const expired: string[] = [];
  const remembered = new Map<string, { status: number; body: unknown }>();
  const webhooks = new WebhookSender();
  let base = '';

  async function activate(accountId: string) {
    const account = accounts.get(accountId)!;
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], disabled_reason: null },
    });
    await webhooks.send('account.updated', account, accountId);
  }

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId)!;
    if (session.status !== 'open') return session;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: id('pi'),
    });
    await webhooks.send('checkout.session.completed', session);
    return session;
  }

  function createSession(params: Json): Json {
    const lines = (params.line_items ?? []) as Json[];
    const expiresAt = Number(params.expires_at ?? now() + 86_400);
    if (expiresAt < now() + 29 * 60 || expiresAt > now() + 24 * 3600)
      throw new Error('expires_at must be between 30 minutes and 24 hours from now');
    const session = {
      id: id('cs_test'),
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      currency: lines[0]?.price_data?.currency,
      amount_total: lines.reduce(
        (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
        0,
      ),
      line_items: lines,
      customer_email: params.customer_email ?? null,
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent_data: params.payment_intent_data ?? {},
      payment_intent: null,
      expires_at: expiresAt,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: '',
    };
    session.url = `${base}/pay/${session.id}`;
    sessions.set(session.id, session);
    return session;
  }

  async function refund(params: Json): Promise<Json> {
    const session = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent);
    if (!session) throw new Error('No such payment_intent');
    const already = refunds
      .filter((r) => r.payment_intent === params.payment_intent)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(params.amount ?? session.amount_total - already);
    if (amount <= 0 || already + amount > session.amount_total)
      throw new Error('Refund amount is greater than the unrefunded amount');
    const made = {
      id: id('re'),
      object: 'refund',
      amount,
      payment_intent: params.payment_intent,
      status: 'succeeded',
      metadata: params.metadata ?? {},
      reverse_transfer: params.reverse_transfer === 'true',
    };
    refunds.push(made);
    // Stripe's webhook arrives about when the answer does; here before it, so tests need not wait.
    await webhooks.send('charge.refunded', {
      id: id('ch'),
      object: 'charge',
      payment_intent: params.payment_intent,
      amount: session.amount_total,
      amount_refunded: already + amount,
      refunded: already + amount >= session.amount_total,
      metadata: {},
    });
    return made;
  }

  async function api(method: string, path: string, params: Json): Promise<[number, unknown]> {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/accounts') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: params.type ?? 'express',
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['business_profile.url', 'external_account'] },
      };
      accounts.set(account.id, account);
      return [200, account];
    }
    if (method === 'GET' && (match = /^\/v1\/accounts\/([\w]+)$/.exec(path))) {
      const account = accounts.get(match[1]!);
      return account ? [200, account] : [404, null];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(String(params.account))) return [404, null];
      const back = encodeURIComponent(String(params.return_url));
      return [
        200,
        {
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `${base}/connect/onboarding/${params.account}?return_url=${back}`,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, createSession(params)];
    if ((match = /^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/.exec(path))) {
      const session = sessions.get(match[1]!);
      if (!session) return [404, null];
      if (method === 'GET' && !match[2]) return [200, session];
      if (method !== 'POST' || !match[2]) return [404, null];
      if (session.status !== 'open')
        throw new Error('Only Checkout Sessions with a status of open can be expired.');
      session.status = 'expired';
      expired.push(session.id);
      await webhooks.send('checkout.session.expired', session);
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/refunds') return [200, await refund(params)];
    return [404, null];
  }

  async function hosted(request: IncomingMessage, response: ServerResponse, url: URL) {
    let match: RegExpExecArray | null;
    if ((match = /^\/connect\/onboarding\/(\w+)$/.exec(url.pathname))) {
      await activate(match[1]!);
      response.writeHead(302, { location: url.searchParams.get('return_url') ?? '/' });
      return response.end();
    }
    if ((match = /^\/pay\/(\w+)$/.exec(url.pathname))) {
      const session = sessions.get(match[1]!);
      if (!session) return stripeError(response, 404, 'No such checkout session');
      if (request.method === 'POST') {
        await pay(session.id);
        response.writeHead(303, { location: session.success_url });
        return response.end();
      }
      const amount = (session.amount_total / 100).toFixed(2);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<!doctype html><meta name="viewport" content="width=device-width"><title>Fake Stripe Checkout</title>
<h1>Pay ${session.currency?.toUpperCase()} ${amount}</h1>
${session.status === 'open' ? `<form method="post"><button type="submit">Pay</button></form>` : `<p>This session is ${session.status}.</p>`}`,
      );
    }
    stripeError(response, 404, 'Unrecognized request URL');
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      if (!url.pathname.startsWith('/v1/')) return hosted(request, response, url);
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return stripeError(response, 401, 'Invalid API Key provided');
      const params = parseStripeForm(
        request.method === 'GET' ? url.search.slice(1) : await bodyOf(request),
      );
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${request.method} ${url.pathname} ${key}` : null;
      const earlier = cacheKey ? remembered.get(cacheKey) : undefined;
      if (earlier) return send(response, earlier.status, earlier.body);
      try {
        const [status, body] = await api(request.method ?? 'GET', url.pathname, params);
        if (status === 404 && body === null) return stripeError(response, 404, 'No such object');
        if (cacheKey) remembered.set(cacheKey, { status, body });
        send(response, status, body);
      } catch (error) {
        stripeError(response, 400, (error as Error).message);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: base,
    },
    webhooks,
    accounts,
    sessions,
    refunds,
    expired,
    activate,
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
