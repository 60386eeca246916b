// Importing writes a school's events: feeds and calendar-file imports are for its members whose
// role makes events. A door or teacher member whose account belongs to the school is refused, and a
// member whose role changes is refused at once, not when the access token expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED_MESSAGE, type TeamRole } from '../../src/contract/team';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let owner: Member;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInMember(server, { organisation: 'Importer Roles School' });
});
afterAll(() => server.close());

const db = () => server.databases.production;

/** A member of the owner's school whose account belongs to it, as an accepted invitation makes. */
async function memberAs(role: TeamRole): Promise<Member> {
  const member = await signedInMember(server);
  await db()
    .insertInto('organisation_members')
    .values({ organisation_id: owner.organisationId!, account_id: member.accountId, role })
    .execute();
  await db()
    .updateTable('accounts')
    .set({ organisation_id: owner.organisationId! })
    .where('id', '=', member.accountId)
    .execute();
  return member;
}

describe('importing for a school', () => {
  it('is for the roles that make events', async () => {
    expect((await callsAs(server, owner).get('/api/v2/feeds')).status).toBe(200);
    for (const role of ['door', 'teacher', 'finance'] as const) {
      const member = await memberAs(role);
      const list = await callsAs(server, member).get('/api/v2/feeds');
      expect(list.status, role).toBe(403);
      expect(list.body.error.message).toBe(ROLE_REFUSED_MESSAGE);
      const add = await callsAs(server, member).post('/api/v2/feeds', {
        url: 'https://calendar.example.org/school.ics',
      });
      expect(add.status, role).toBe(403);
    }
    const manager = await memberAs('manager');
    expect((await callsAs(server, manager).get('/api/v2/feeds')).status).toBe(200);
  });

  it('counts a changed role at once', async () => {
    const manager = await memberAs('manager');
    expect((await callsAs(server, manager).get('/api/v2/feeds')).status).toBe(200);
    await db()
      .updateTable('organisation_members')
      .set({ role: 'door' })
      .where('account_id', '=', manager.accountId)
      .execute();
    expect((await callsAs(server, manager).get('/api/v2/feeds')).status).toBe(403);
  });
});
