// The role table: every organiser route the server registered (read from the server, so a new
// route is covered the day it is added), asked as every role of a school and as a stranger. The
// roles a route declares get past the check; every other role is refused 403 in the contract's
// shape. A route under an organiser's path that declares no roles fails here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import {
  ROLE_REFUSED_MESSAGE,
  rolesFor,
  SCHOOL_HEADER,
  teamRoles,
  type TeamRole,
} from '../../src/contract/team';
import { signedInMember, type Member } from '../support/members';
import { jsonOf, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let school: string;
const byRole = new Map<TeamRole, Member>();
let stranger: Member;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signedInMember(server, { organisation: 'Role Table School' });
  school = owner.organisationId!;
  byRole.set('owner', owner);
  for (const role of teamRoles.filter((role) => role !== 'owner')) {
    const member = await signedInMember(server);
    await server.databases.production
      .insertInto('organisation_members')
      .values({ organisation_id: school, account_id: member.accountId, role })
      .execute();
    byRole.set(role, member);
  }
  stranger = await signedInMember(server, { organisation: 'Another School' });
});
afterAll(() => server.close());

const ORGANISER_PATH =
  /^\/api\/.*(\/organiser|\/org\/:organisationId)|^\/api\/v2\/team(?!\/(schools|join))/;

const organiserRoutes = () =>
  server.app.declaredRoutes.filter((route) => route.roles !== undefined);

function urlOf(template: string): string {
  return template.replace(':organisationId', school).replace(/:[A-Za-z]+/g, () => randomUUID());
}

async function ask(method: string, url: string, member: Member) {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers: { ...member.headers, [SCHOOL_HEADER]: school },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  return { status: response.statusCode, body: response.body };
}

describe('the role table', () => {
  it('covers the organiser routes, each with its roles declared', () => {
    const routes = organiserRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const undeclared = server.app.declaredRoutes.filter(
      (route) => route.roles === undefined && ORGANISER_PATH.test(route.url),
    );
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('declares the sales reports for the roles that read sales', () => {
    const rolesOf = (url: string) =>
      server.app.declaredRoutes.find((route) => route.method === 'GET' && route.url === url)?.roles;
    expect(rolesOf('/api/v2/ticket/organiser/:id/sales-series')).toEqual(rolesFor.sales);
    expect(rolesOf('/api/v2/ticket/organiser/:id/orders/export')).toEqual(rolesFor.sales);
    expect(rolesOf('/api/v2/ticket/organiser/attendee-access')).toEqual(rolesFor.attendees);
  });

  it('lets each declared role through and refuses every other role with 403', async () => {
    const wrong: string[] = [];
    for (const route of organiserRoutes()) {
      for (const role of teamRoles) {
        const answer = await ask(route.method, urlOf(route.url), byRole.get(role)!);
        const allowed = route.roles!.includes(role);
        const refused =
          answer.status === 403 && answer.body.includes(JSON.stringify(ROLE_REFUSED_MESSAGE));
        if (allowed === refused || answer.status === 401 || answer.status === 500)
          wrong.push(`${route.method} ${route.url} as ${role}: ${answer.status} ${answer.body}`);
        if (refused) expect(apiErrorSchema.safeParse(jsonOf(answer)).success).toBe(true);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('refuses a member of another school on every organiser route', async () => {
    const wrong: string[] = [];
    for (const route of organiserRoutes()) {
      const answer = await ask(route.method, urlOf(route.url), stranger);
      if (![403, 404].includes(answer.status) || !apiErrorSchema.safeParse(jsonOf(answer)).success)
        wrong.push(`${route.method} ${route.url}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('never lets a route without roles act for a school', async () => {
    const owner = byRole.get('owner')!;
    const wrong: string[] = [];
    for (const route of server.app.declaredRoutes) {
      if (route.roles || !route.url.startsWith('/api/')) continue;
      const answer = await ask(route.method, urlOf(route.url), owner);
      if (answer.body.includes('declares no roles')) wrong.push(`${route.method} ${route.url}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
