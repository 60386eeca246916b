// A small local stand-in for Facebook Login and the Graph API, over real HTTP: the OAuth dialog
// (redirects back with a code, or with access_denied), the code and long-lived token exchanges,
// /me, /me/accounts, /me/businesses, page details and DELETE /me/permissions. It checks the app id,
// secret, redirect address and appsecret_proof as Facebook does, and answers errors in the
// Graph API's shape. Tests set the user, the pages and the next failures, and read every request
// it received (`requests`).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_APP_ID = '1234567890';
export const FAKE_APP_SECRET = 'fake-app-secret-for-tests';

export interface FakePage {
  id: string;
  name: string;
  category: string;
  details?: Record<string, unknown>;
}

export interface GraphFailure {
  code: number;
  subcode?: number;
  status?: number;
  message?: string;
}

export interface FakeFacebook {
  url: string;
  graphUrl: string;
  dialogUrl: string;
  env: Record<string, string>;
  user: { id: string; name: string; category?: string };
  pages: FakePage[];
  businesses: number | 'forbidden';
  /** The dialog answers access_denied instead of a code. */
  deny: boolean;
  /** Failures for the next calls to a path ('me/accounts', 'oauth/access_token', a page id…). */
  fail(path: string, failure: GraphFailure): void;
  revoked: string[];
  /** Every request received, in order, as "METHOD /path" (no query: it carries tokens). */
  requests: string[];
  /** Makes a signed_request as Facebook signs them. */
  signedRequest(payload: Record<string, unknown>, secret?: string): string;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startFakeFacebook(): Promise<FakeFacebook> {
  const codes = new Map<string, string>(); // code → redirect_uri
  const userTokens = new Set<string>();
  const pageTokens = new Map<string, string>(); // token → page id
  const failures = new Map<string, GraphFailure[]>();
  const proof = (token: string) =>
    createHmac('sha256', FAKE_APP_SECRET).update(token).digest('hex');

  function graphError(response: ServerResponse, failure: GraphFailure) {
    json(response, failure.status ?? 400, {
      error: {
        message: failure.message ?? `Fake Graph error ${failure.code}`,
        type: 'OAuthException',
        code: failure.code,
        ...(failure.subcode ? { error_subcode: failure.subcode } : {}),
        fbtrace_id: randomBytes(6).toString('hex'),
      },
    });
  }

  function graph(url: URL, method: string, response: ServerResponse) {
    const path = url.pathname.replace(/^\/v\d+\.\d+\//, '');
    const queued = failures.get(path)?.shift();
    if (queued) return graphError(response, queued);
    const query = Object.fromEntries(url.searchParams);
    if (path === 'oauth/access_token') {
      if (query.client_id !== FAKE_APP_ID || query.client_secret !== FAKE_APP_SECRET)
        return graphError(response, { code: 101, message: 'Error validating application.' });
      if (query.grant_type === 'fb_exchange_token') {
        if (!userTokens.has(query.fb_exchange_token ?? ''))
          return graphError(response, { code: 190, message: 'Invalid OAuth access token.' });
        const long = `long-${randomBytes(8).toString('hex')}`;
        userTokens.add(long);
        return json(response, 200, {
          access_token: long,
          token_type: 'bearer',
          expires_in: 5_184_000,
        });
      }
      const redirect = codes.get(query.code ?? '');
      codes.delete(query.code ?? '');
      if (!redirect || redirect !== query.redirect_uri)
        return graphError(response, { code: 100, message: 'Invalid verification code format.' });
      const short = `short-${randomBytes(8).toString('hex')}`;
      userTokens.add(short);
      return json(response, 200, { access_token: short, token_type: 'bearer', expires_in: 3600 });
    }
    const token = query.access_token ?? '';
    if (!userTokens.has(token) && !pageTokens.has(token))
      return graphError(response, { code: 190, message: 'Invalid OAuth access token.' });
    if (query.appsecret_proof !== proof(token))
      return graphError(response, { code: 100, message: 'Invalid appsecret_proof.' });
    if (path === 'me' && method === 'GET') return json(response, 200, fake.user);
    if (path === 'me/permissions' && method === 'DELETE') {
      fake.revoked.push(token);
      userTokens.delete(token);
      return json(response, 200, { success: true });
    }
    if (path === 'me/accounts')
      return json(response, 200, {
        data: fake.pages.map((page) => {
          const pageToken = `page-${page.id}-${randomBytes(4).toString('hex')}`;
          pageTokens.set(pageToken, page.id);
          return {
            id: page.id,
            name: page.name,
            category: page.category,
            access_token: pageToken,
            tasks: ['ANALYZE', 'CREATE_CONTENT'],
          };
        }),
        paging: { cursors: { before: 'b', after: 'a' } },
      });
    if (path === 'me/businesses')
      return fake.businesses === 'forbidden'
        ? graphError(response, { code: 200, message: 'Requires business_management permission.' })
        : json(response, 200, {
            data: Array.from({ length: fake.businesses }, (_, i) => ({ id: `b${i}` })),
          });
    const page = fake.pages.find((candidate) => candidate.id === path);
    if (page) {
      if (pageTokens.get(token) !== page.id)
        return graphError(response, { code: 210, message: 'A page access token is required.' });
      return json(response, 200, {
        id: page.id,
        name: page.name,
        category: page.category,
        ...page.details,
      });
    }
    return graphError(response, { code: 803, status: 404, message: `Unknown path ${path}` });
  }

  function dialog(url: URL, response: ServerResponse) {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('client_id') !== FAKE_APP_ID)
      return json(response, 400, { error: 'bad client_id' });
    const back = new URL(redirect);
    if (fake.deny) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_reason', 'user_denied');
    } else {
      const code = randomBytes(8).toString('hex');
      codes.set(code, redirect);
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake.facebook');
    fake.requests.push(`${request.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname.endsWith('/dialog/oauth')) return dialog(url, response);
    return graph(url, request.method ?? 'GET', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeFacebook = {
    url: base,
    graphUrl: `${base}/v23.0`,
    dialogUrl: `${base}/v23.0/dialog/oauth`,
    env: {
      FACEBOOK_APP_ID: FAKE_APP_ID,
      FACEBOOK_APP_SECRET: FAKE_APP_SECRET,
      FACEBOOK_GRAPH_URL: `${base}/v23.0`,
      FACEBOOK_DIALOG_URL: `${base}/v23.0/dialog/oauth`,
    },
    user: { id: '5550001', name: 'Rosa Salsera' },
    pages: [],
    businesses: 'forbidden',
    deny: false,
    revoked: [],
    requests: [],
    fail(path, failure) {
      failures.set(path, [...(failures.get(path) ?? []), failure]);
    },
    signedRequest(payload, secret = FAKE_APP_SECRET) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const signature = createHmac('sha256', secret).update(body).digest('base64url');
      return `${signature}.${body}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
