// Walks Facebook's OAuth dialog for a member in server tests: our auth call, the fake dialog over
// real HTTP (it redirects back with a code), and our callback; answers where the browser lands.
import { callsAs, type Member } from './members';
import type { TestServer } from './test-server';

export async function connectThroughDialog(server: TestServer, member: Member) {
  const auth = await callsAs(server, member).get('/api/v2/facebook/auth');
  if (auth.status !== 200) throw new Error(`auth answered ${auth.status}`);
  const dialog = await fetch(auth.body.facebookAuthUrl as string, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? '');
  const callback = await server.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
  });
  return {
    status: callback.statusCode,
    landing: new URL(callback.headers.location as string, 'http://floorcraft.test'),
  };
}
