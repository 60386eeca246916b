// A school's team: invitations by e-mail (the link, the address it is for, expiry, revoking, the
// hourly limit), roles changed and members removed (never the last owner, not even by two owners
// at once), a member of several schools choosing one by header, and who refunded and who edited
// shown in Sales.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE, SCHOOL_HEADER, type TeamRole } from '../../src/contract/team';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.databases.production;

async function invitationLink(email: string): Promise<string> {
  const mail = await db()
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/team\/join\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(mail.text_body);
  return token;
}

/** A member acting for `school` (the header), as the dashboard sends it. */
const inSchool = (member: Member, school: string): Member => ({
  ...member,
  headers: { ...member.headers, [SCHOOL_HEADER]: school },
});

async function join(owner: Member, role: TeamRole): Promise<Member> {
  const person = await signedInMember(server);
  const invited = await callsAs(server, owner).post('/api/v2/team/invitations', {
    email: person.email,
    role,
  });
  expect(invited.status).toBe(201);
  const accepted = await callsAs(server, person).post('/api/v2/team/join', {
    token: await invitationLink(person.email),
  });
  expect(accepted.status).toBe(200);
  return person;
}

describe('invitations', () => {
  it('e-mails a link that joins the invited address with its role, once', async () => {
    const owner = await signedInMember(server, { organisation: 'Invite School' });
    const invitee = await signedInMember(server);
    const invited = await callsAs(server, owner).post('/api/v2/team/invitations', {
      email: invitee.email.toUpperCase(),
      role: 'finance',
    });
    expect(invited).toMatchObject({ status: 201, body: { message: 'Invitation sent.' } });
    const token = await invitationLink(invitee.email);

    const preview = await callsAs(server, null).get(`/api/v2/team/join/${token}`);
    expect(preview.body.data).toMatchObject({
      schoolName: 'Invite School',
      email: invitee.email,
      role: 'finance',
    });
    const team = await callsAs(server, owner).get('/api/v2/team');
    expect(team.body.data.invitations).toMatchObject([{ email: invitee.email, role: 'finance' }]);

    // Someone else signed in cannot take it.
    const other = await signedInMember(server);
    const refused = await callsAs(server, other).post('/api/v2/team/join', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain(invitee.email);
    expect((await callsAs(server, null).post('/api/v2/team/join', { token })).status).toBe(401);

    const accepted = await callsAs(server, invitee).post('/api/v2/team/join', { token });
    expect(accepted.body.data).toEqual({ organisationId: owner.organisationId, role: 'finance' });
    const again = await callsAs(server, invitee).post('/api/v2/team/join', { token });
    expect(again.status).toBe(404);

    const schools = await callsAs(server, invitee).get('/api/v2/team/schools');
    expect(schools.body.data).toEqual([
      { organisationId: owner.organisationId, name: 'Invite School', role: 'finance' },
    ]);
    const members = (await callsAs(server, owner).get('/api/v2/team')).body.data.members;
    expect(members.map((member: { email: string; role: string }) => member.role)).toEqual([
      'owner',
      'finance',
    ]);
    // Finance reads sales but not the team.
    const asFinance = callsAs(server, inSchool(invitee, owner.organisationId!));
    expect((await asFinance.get('/api/v2/team')).status).toBe(403);
  });

  it('says in the e-mail what the person is invited to do, in words, for every role', async () => {
    const owner = await signedInMember(server, { organisation: 'Wording School' });
    const said: Record<string, string> = {};
    for (const role of ['door', 'finance', 'teacher', 'manager', 'owner'] as const) {
      const email = `${role}.${crypto.randomUUID().slice(0, 8)}@example.com`;
      const invited = await callsAs(server, owner).post('/api/v2/team/invitations', {
        email,
        role,
      });
      expect(invited.status).toBe(201);
      const mail = await db()
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
      said[role] = mail.text_body.split('\n')[0]!;
    }
    expect(said).toEqual({
      door: 'You are invited to join Wording School on Floorcraft to run the door with the scanner.',
      finance:
        'You are invited to join Wording School on Floorcraft to look after its sales, refunds and exports.',
      teacher:
        'You are invited to join Wording School on Floorcraft as a teacher, to see the attendee lists of the classes you teach.',
      manager:
        'You are invited to join Wording School on Floorcraft as a manager, to run its events, tickets and sales (everything but payouts and the team).',
      owner:
        'You are invited to join Wording School on Floorcraft as an owner, with everything in your hands, payouts and the team included.',
    });
  });

  it('is refused once revoked or expired, and inviting a member again is refused', async () => {
    const owner = await signedInMember(server, { organisation: 'Revoke School' });
    const person = await signedInMember(server);
    const calls = callsAs(server, owner);
    await calls.post('/api/v2/team/invitations', { email: person.email, role: 'door' });
    const token = await invitationLink(person.email);
    const { id } = (await calls.get('/api/v2/team')).body.data.invitations[0];
    const revoked = await server.app.inject({
      method: 'DELETE',
      url: `/api/v2/team/invitations/${id}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await callsAs(server, person).post('/api/v2/team/join', { token })).status).toBe(404);

    await calls.post('/api/v2/team/invitations', { email: person.email, role: 'door' });
    const fresh = await invitationLink(person.email);
    await db()
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', person.email)
      .where('revoked_at', 'is', null)
      .execute();
    const expired = await callsAs(server, null).get(`/api/v2/team/join/${fresh}`);
    expect(expired.status).toBe(404);

    const self = await calls.post('/api/v2/team/invitations', { email: owner.email, role: 'door' });
    expect(self.status).toBe(409);
    const bad = await calls.post('/api/v2/team/invitations', { email: 'x', role: 'boss' });
    expect(bad.status).toBe(400);
  });

  it('is limited per hour', async () => {
    const owner = await signedInMember(server, { organisation: 'Busy School' });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) {
      const answer = await callsAs(server, owner).post('/api/v2/team/invitations', {
        email: `busy-${index}-${owner.accountId.slice(0, 6)}@floorcraft.test`,
        role: 'teacher',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('members', () => {
  it('changes roles and removes members, never the last owner', async () => {
    const owner = await signedInMember(server, { organisation: 'Owner School' });
    const manager = await join(owner, 'manager');
    const calls = callsAs(server, owner);
    const role = (member: Member, value: string) =>
      calls.put(`/api/v2/team/members/${member.accountId}/role`, { role: value });
    expect((await role(owner, 'manager')).body.error.message).toBe(LAST_OWNER_MESSAGE);
    const removeOwner = await server.app.inject({
      method: 'DELETE',
      url: `/api/v2/team/members/${owner.accountId}`,
      headers: owner.headers,
    });
    expect(removeOwner.statusCode).toBe(409);

    expect((await role(manager, 'owner')).status).toBe(200);
    expect((await role(owner, 'teacher')).status).toBe(200);
    // Now a teacher: the team is no longer theirs to manage.
    expect((await calls.get('/api/v2/team')).status).toBe(403);

    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/v2/team/members/${owner.accountId}`,
      headers: { ...manager.headers, [SCHOOL_HEADER]: owner.organisationId! },
    });
    expect(removed.statusCode).toBe(204);
    expect((await calls.get('/api/v2/ticket/organiser')).status).toBe(403);
    const account = await db()
      .selectFrom('accounts')
      .select('organisation_id')
      .where('id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    expect(account.organisation_id).toBeNull();
  });

  it('keeps one owner when two owners remove each other at once', async () => {
    const first = await signedInMember(server, { organisation: 'Two Owners' });
    const second = await join(first, 'owner');
    const school = first.organisationId!;
    const remove = (by: Member, whom: Member) =>
      server.app.inject({
        method: 'DELETE',
        url: `/api/v2/team/members/${whom.accountId}`,
        headers: { ...by.headers, [SCHOOL_HEADER]: school },
      });
    const answers = await Promise.all([remove(first, second), remove(second, first)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second to run finds itself no member any more (403), or the last owner (409).
    expect(statuses[0]).toBe(204);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await db()
      .selectFrom('organisation_members')
      .select('account_id')
      .where('organisation_id', '=', school)
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('lets a member of two schools act for each by header, and for no other', async () => {
    const mine = await signedInMember(server, { organisation: 'First School' });
    const other = await signedInMember(server, { organisation: 'Second School' });
    const both = await join(other, 'teacher');
    await db()
      .insertInto('organisation_members')
      .values({ organisation_id: mine.organisationId!, account_id: both.accountId, role: 'owner' })
      .execute();
    const schools = await callsAs(server, both).get('/api/v2/team/schools');
    expect(schools.body.data.map((school: { name: string }) => school.name)).toEqual([
      'First School',
      'Second School',
    ]);
    const teamOf = (school: string) => callsAs(server, inSchool(both, school)).get('/api/v2/team');
    expect((await teamOf(mine.organisationId!)).status).toBe(200);
    expect((await teamOf(other.organisationId!)).status).toBe(403);
    const stranger = await signedInMember(server, { organisation: 'Third School' });
    expect((await teamOf(stranger.organisationId!)).status).toBe(403);
    expect((await callsAs(server, inSchool(both, 'not-an-id')).get('/api/v2/team')).status).toBe(
      400,
    );
  });

  it('lets an account of no school act for the school it joined with the token it already had', async () => {
    const owner = await signedInMember(server, { organisation: 'Fresh Token School' });
    await publishTickets(server, owner);
    // Signed in before joining: the token names no school, and no header is sent.
    const finance = await join(owner, 'finance');
    const cards = await callsAs(server, finance).get('/api/v2/ticket/organiser');
    expect(cards.status).toBe(200);
    expect(cards.body.data[0].sales).toMatchObject({ revenue: expect.any(Number) });
  });

  it('confirms the address of an account that joins by the link mailed to it', async () => {
    const owner = await signedInMember(server, { organisation: 'Confirming School' });
    const teacher = await signedInMember(server);
    await db()
      .updateTable('accounts')
      .set({ email_verified_at: null })
      .where('id', '=', teacher.accountId)
      .execute();
    await callsAs(server, owner).post('/api/v2/team/invitations', {
      email: teacher.email,
      role: 'teacher',
    });
    const accepted = await callsAs(server, teacher).post('/api/v2/team/join', {
      token: await invitationLink(teacher.email),
    });
    expect(accepted.status).toBe(200);
    const account = await db()
      .selectFrom('accounts')
      .select('email_verified_at')
      .where('id', '=', teacher.accountId)
      .executeTakeFirstOrThrow();
    expect(account.email_verified_at).not.toBeNull();
  });

  it('keeps the revenue off the event cards of roles that read no sales', async () => {
    const owner = await signedInMember(server, { organisation: 'Revenue School' });
    await publishTickets(server, owner);
    const cardsOf = async (member: Member) =>
      (
        await callsAs(server, inSchool(member, owner.organisationId!)).get(
          '/api/v2/ticket/organiser',
        )
      ).body.data as { sales: Record<string, unknown> }[];
    expect((await cardsOf(owner))[0]!.sales).toHaveProperty('revenue');
    for (const role of ['teacher', 'door'] as const) {
      const [card] = await cardsOf(await join(owner, role));
      expect(card!.sales).toMatchObject({ sold: expect.any(Number), capacity: expect.any(Number) });
      expect(card!.sales).not.toHaveProperty('revenue');
    }
  });
});

describe('who did it', () => {
  it('shows in Sales who refunded an order and who last edited the event', async () => {
    const owner = await signedInMember(server, { organisation: 'Audit School' });
    const tickets = await publishTickets(server, owner);
    const buyer = await signedInMember(server);
    const bought = await callsAs(server, buyer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tickets, [1]),
    );
    expect(bought.status).toBe(200);
    const finance = inSchool(await join(owner, 'finance'), owner.organisationId!);
    const sales = `/api/v2/ticket/organiser/${tickets.configurationId}/orders`;
    const before = (await callsAs(server, finance).get(sales)).body.data;
    expect(before.lastEditedBy).toBe(owner.email);
    const orderId = before.orders[0].id;
    const refunded = await callsAs(server, finance).post(
      `/api/v2/ticket/organiser/orders/${orderId}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    const after = (await callsAs(server, finance).get(sales)).body.data;
    expect(after.orders[0].refundedBy).toEqual([finance.email]);
  });
});
