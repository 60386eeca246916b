// Walks Facebook's OAuth dialog for a member in server tests: our auth call, the fake dialog over
// real HTTP (it redirects back with a code), and our callback with the cookie the auth call set
// in "the browser"; answers where the browser lands.
import type { Member } from './members';
import { jsonOf, type TestServer } from './test-server';

/** The name=value of the Set-Cookie header an answer carries. */
export function cookieOf(headers: Record<string, unknown>): string {
  const header = headers['set-cookie'];
  const first = Array.isArray(header) ? String(header[0]) : String(header ?? '');
  return first.split(';')[0] ?? '';
}

export async function startDialog(server: TestServer, member: Member) {
  const auth = await server.app.inject({
    method: 'GET',
    url: '/api/v2/facebook/auth',
    headers: member.headers,
  });
  if (auth.statusCode !== 200) throw new Error(`auth answered ${auth.statusCode}`);
  const url = jsonOf<{ facebookAuthUrl: string }>(auth).facebookAuthUrl;
  const dialog = await fetch(url, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? '');
  return { callbackUrl: `${back.pathname}${back.search}`, cookie: cookieOf(auth.headers) };
}

export async function connectThroughDialog(server: TestServer, member: Member) {
  const { callbackUrl, cookie } = await startDialog(server, member);
  const callback = await server.app.inject({
    method: 'GET',
    url: callbackUrl,
    headers: { cookie },
  });
  return {
    status: callback.statusCode,
    landing: new URL(callback.headers.location as string, 'http://floorcraft.test'),
  };
}
