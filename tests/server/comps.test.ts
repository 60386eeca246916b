// Comps on a real database: an organiser gives free tickets of a type to named people — real
// tickets (price 0, marked comp) that take seats through the seat ledger, mailed to each person and
// in their My Tickets once their address is confirmed; shown as comps in Sales, the attendee list,
// its CSV and at the door; refused past capacity, for another school, and idempotent by the
// client's key (also when sent at once); revoked, the seat returns and the door refuses the ticket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRoles } from '../../src/contract/partner-roles';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;

const ROLES: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: '',
  maxImbalance: 2,
};

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** Tonight's event: Party (price 30, `quantity` places), and a Workshop with partner roles. */
async function eventWith(quantity = 50) {
  const form = wizardForm();
  return publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Party', price: 30, currency: 'AUD', quantity, description: 'All night' },
        {
          name: 'Workshop',
          price: 40,
          currency: 'AUD',
          quantity: 20,
          description: 'Musicality',
          roles: ROLES,
        },
      ],
    },
  });
}

const compsPath = (event: PublishedTickets) =>
  `/api/v2/ticket/organiser/${event.configurationId}/comps`;

const person = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: uniqueEmail(name.toLowerCase().replace(/\W+/g, '-')),
  ...extra,
});

function issueBody(event: PublishedTickets, recipients: unknown[], extra = {}) {
  return {
    clientKey: `comp-${crypto.randomUUID()}`,
    ticketTypeId: event.types[0]!.id,
    recipients,
    ...extra,
  };
}

const issue = (body: unknown, event = tickets, member = school) =>
  callsAs(server, member).post(compsPath(event), body);

const soldOf = async (typeId: string) =>
  (
    await server.databases.production
      .selectFrom('ticket_types')
      .select(['sold'])
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow()
  ).sold;

const mailsTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Comp Dance School' });
  tickets = await eventWith();
});
afterAll(() => server.close());

describe('issuing comps', () => {
  it('gives each person a real free ticket, mailed, taking a seat, marked comp everywhere', async () => {
    const teacher = person('Ana Lima');
    const dj = person('Bo DJ');
    const before = await soldOf(tickets.types[0]!.id);
    const issued = await issue(issueBody(tickets, [teacher, dj], { note: 'Teacher' }));
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toHaveLength(2);
    expect(issued.body.data[0]).toMatchObject({
      name: 'Ana Lima',
      email: teacher.email,
      ticketTypeName: 'Party',
      note: 'Teacher',
      issuedBy: school.email,
      revokedAt: null,
    });
    expect(await soldOf(tickets.types[0]!.id)).toBe(before + 2);

    const [mail] = await mailsTo(teacher.email);
    expect(mail!.subject).toMatch(/^Your complimentary ticket: /);
    expect(mail!.text_body).toContain('Comp Dance School has given you a complimentary ticket');
    expect(mail!.text_body).toContain(`Your ticket code: ${issued.body.data[0].code}`);
    expect(mail!.text_body).not.toContain('Teacher');

    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/orders`,
    );
    const compOrder = sales.body.data.orders.find(
      (order: { id: string }) => order.id === issued.body.data[0].orderId,
    );
    expect(compOrder).toMatchObject({
      comp: true,
      compNote: 'Teacher',
      compRevoked: false,
      totalCents: 0,
      buyerEmail: teacher.email,
    });
    expect(sales.body.data.grossCents).toBe(0);

    const attendees = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/attendees`,
    );
    expect(attendees.body.data).toMatchObject({ comps: 2, ticketsSold: 0, revenue: 0 });
    expect(
      attendees.body.data.attendees.find((a: { email: string }) => a.email === dj.email),
    ).toMatchObject({ name: 'Bo DJ', comp: true, compNote: 'Teacher', price: 0 });

    const csv = await server.app.inject({
      url: `/api/v2/ticket/organiser/${tickets.configurationId}/attendees/export`,
      headers: school.headers,
    });
    expect(csv.body.split('\r\n')[0]).toContain(',Promo code,Add-ons,Comp,Code,');
    expect(csv.body).toContain(`Bo DJ,${dj.email},`);
    expect(csv.body).toMatch(/,Party,,0\.00,AUD,,,Comp · Teacher,/);

    const door = await callsAs(server, school).get(`/api/v2/door/${tickets.eventId}`);
    expect(
      door.body.data.tickets.find((t: { code: string }) => t.code === issued.body.data[1].code),
    ).toMatchObject({ buyerName: 'Bo DJ', buyerEmail: dj.email, comp: true, compNote: 'Teacher' });
    const admitted = await callsAs(server, school).post(`/api/v2/door/${tickets.eventId}/scans`, {
      deviceId: 'phone-1',
      deviceName: 'Door 1',
      scans: [
        {
          id: crypto.randomUUID(),
          at: new Date().toISOString(),
          offline: false,
          code: issued.body.data[1].code,
        },
      ],
    });
    expect(admitted.body.data.results[0].message).toBe('Admitted: Bo DJ — Party (Comp · Teacher)');
  });

  it('lands in My Tickets of an account confirmed now or later with that address', async () => {
    const confirmed = await signedInMember(server);
    await server.databases.production
      .updateTable('accounts')
      .set({ email_verified_at: new Date() })
      .where('id', '=', confirmed.accountId)
      .execute();
    const later = person('Cy Later');
    const issued = await issue(
      issueBody(tickets, [{ name: 'Di Now', email: confirmed.email.toUpperCase() }, later]),
    );
    expect(issued.status).toBe(201);
    const mine = await callsAs(server, confirmed).get('/api/v2/ticket/mine');
    const given = (mine.body.data as Array<{ code: string; comp?: string }>).find(
      (ticket) => ticket.code === issued.body.data[0].code,
    );
    expect(given?.comp).toBe('given');
    // Revoked, it says so (it was never paid, so never refunded).
    await callsAs(server, school).post(
      `${compsPath(tickets)}/${issued.body.data[0].orderId}/revoke`,
      {},
    );
    const after = await callsAs(server, confirmed).get('/api/v2/ticket/mine');
    expect(
      (after.body.data as Array<{ code: string; comp?: string; void: boolean }>).find(
        (ticket) => ticket.code === issued.body.data[0].code,
      ),
    ).toMatchObject({ comp: 'revoked', void: true });

    const anyone = callsAs(server, null);
    const registered = await anyone.post('/api/v2/auth/register', {
      email: later.email,
      password: 'salsa123',
      name: 'Cy',
    });
    expect(registered.status).toBe(201);
    const confirmation = (await mailsTo(later.email)).find((mail) =>
      mail.text_body.includes('/verify-email/'),
    );
    const token = /\/verify-email\/([\w-]+)/.exec(confirmation!.text_body)![1];
    expect((await anyone.post('/api/v2/auth/verify-email', { token })).status).toBe(200);
    const account = await server.databases.production
      .selectFrom('tickets')
      .innerJoin('accounts', 'accounts.id', 'tickets.account_id')
      .select('accounts.email')
      .where('tickets.code', '=', issued.body.data[1].code)
      .executeTakeFirstOrThrow();
    expect(account.email).toBe(later.email);
  });

  it('asks a role of each person for a type with roles, and refuses bad input in words', async () => {
    const workshop = { ticketTypeId: tickets.types[1]!.id };
    const noRole = await issue(issueBody(tickets, [person('Ed')], workshop));
    expect(noRole.status).toBe(400);
    expect(noRole.body.error.message).toBe('Please choose a role for Ed.');
    const lead = await issue(issueBody(tickets, [person('Flo', { role: 'lead' })], workshop));
    expect(lead.status).toBe(201);
    expect(lead.body.data[0].ticketTypeName).toBe('Workshop · Leader');

    const badMail = await issue(issueBody(tickets, [{ name: 'Gus', email: 'not-mail' }]));
    expect(badMail.status).toBe(400);
    expect(badMail.body.error.message).toBe('Please enter a valid e-mail address for each person.');
    expect((await issue(issueBody(tickets, []))).status).toBe(400);
    const twice = person('Hal');
    const duplicate = await issue(issueBody(tickets, [twice, { ...twice, name: 'Hal 2' }]));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error.message).toContain('is named twice');
    const otherType = await issue(
      issueBody(tickets, [person('Ivy')], { ticketTypeId: crypto.randomUUID() }),
    );
    expect(otherType.status).toBe(400);
    expect(otherType.body.error.message).toBe('That ticket type is not part of this event.');
  });

  it("is refused for another school's event, and for someone of no school", async () => {
    const other = await signedInMember(server, { organisation: 'Other School' });
    const body = issueBody(tickets, [person('Jo')]);
    const refused = await issue(body, tickets, other);
    expect(refused.status).toBe(404);
    expect((await callsAs(server, other).get(compsPath(tickets))).status).toBe(404);
    const dancer = await signedInMember(server);
    expect((await issue(body, tickets, dancer)).status).toBe(403);
    const own = await issue(issueBody(tickets, [person('Kit')]));
    const revoke = await callsAs(server, other).post(
      `${compsPath(tickets)}/${own.body.data[0].orderId}/revoke`,
      {},
    );
    expect(revoke.status).toBe(404);
  });
});

describe('capacity', () => {
  it('never issues past the places left, and says how many are left', async () => {
    const small = await eventWith(3);
    const typeId = small.types[0]!.id;
    expect((await issue(issueBody(small, [person('La'), person('Mo')]), small)).status).toBe(201);
    const tooMany = await issue(issueBody(small, [person('Ned'), person('Olu')]), small);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({
      code: 'SOLD_OUT',
      message: '"Party" has only 1 place left: 2 comps cannot be issued.',
    });
    expect(await soldOf(typeId)).toBe(2);
    expect((await issue(issueBody(small, [person('Pia')]), small)).status).toBe(201);
    const full = await issue(issueBody(small, [person('Quy')]), small);
    expect(full.body.error.message).toBe('"Party" is full: no comp can be issued.');
    const comps = await callsAs(server, school).get(compsPath(small));
    expect(comps.body.data).toHaveLength(3);
  });

  it('gives exactly the places left to comps issued at the same moment', async () => {
    const small = await eventWith(5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => issue(issueBody(small, [person(`Rush ${n}`)]), small)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await soldOf(small.types[0]!.id)).toBe(5);
  });
});

describe('the client key', () => {
  it('gives one set of comps for the same issue sent twice, or at once', async () => {
    const sam = person('Sam');
    const body = issueBody(tickets, [sam, person('Tia')]);
    const before = await soldOf(tickets.types[0]!.id);
    const first = await issue(body);
    const again = await issue(body);
    expect(again.status).toBe(201);
    expect(again.body.data.map((c: { orderId: string }) => c.orderId)).toEqual(
      first.body.data.map((c: { orderId: string }) => c.orderId),
    );
    const rushed = issueBody(tickets, [person('Uma')]);
    const together = await Promise.all(Array.from({ length: 5 }, () => issue(rushed)));
    expect(together.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(together.map((answer) => answer.body.data[0].orderId)).size).toBe(1);
    expect(await soldOf(tickets.types[0]!.id)).toBe(before + 3);
    expect(await mailsTo(sam.email)).toHaveLength(1);

    const reused = await issue({ ...body, recipients: [person('Vic')] });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This key was already used for other comps.');
  });
});

describe('revoking a comp', () => {
  it('gives its seat back, and the door refuses the ticket as revoked', async () => {
    const issued = await issue(issueBody(tickets, [person('Wes')], { note: 'DJ' }));
    const comp = issued.body.data[0];
    const typeId = tickets.types[0]!.id;
    const before = await soldOf(typeId);
    const revokePath = `${compsPath(tickets)}/${comp.orderId}/revoke`;
    const revoked = await callsAs(server, school).post(revokePath, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect(await soldOf(typeId)).toBe(before - 1);
    // Revoked twice: the same answer, the seat given back once.
    expect((await callsAs(server, school).post(revokePath, {})).status).toBe(200);
    expect(await soldOf(typeId)).toBe(before - 1);

    const scanned = await callsAs(server, school).post(`/api/v2/door/${tickets.eventId}/scans`, {
      deviceId: 'phone-1',
      deviceName: 'Door 1',
      scans: [
        { id: crypto.randomUUID(), at: new Date().toISOString(), offline: false, code: comp.code },
      ],
    });
    expect(scanned.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      reason: 'revoked',
      message: 'This comp was revoked: it does not admit anyone.',
    });
    const byHand = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${tickets.configurationId}/attendees/${comp.ticketId}/check-in`,
      {},
    );
    expect(byHand.status).toBe(409);
    expect(byHand.body.error.message).toBe('This comp was revoked: it does not admit anyone.');

    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/orders`,
    );
    expect(
      sales.body.data.orders.find((order: { id: string }) => order.id === comp.orderId),
    ).toMatchObject({ comp: true, compRevoked: true });
  });

  it('is not a refund, and a comp used at the door stays', async () => {
    const issued = await issue(issueBody(tickets, [person('Xan')]));
    const comp = issued.body.data[0];
    const refund = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${comp.orderId}/refund`,
      {},
    );
    expect(refund.status).toBe(409);
    expect(refund.body.error.message).toBe('A comp is not refunded: revoke it instead.');
    await callsAs(server, school).post(`/api/v2/door/${tickets.eventId}/scans`, {
      deviceId: 'phone-1',
      deviceName: 'Door 1',
      scans: [
        { id: crypto.randomUUID(), at: new Date().toISOString(), offline: false, code: comp.code },
      ],
    });
    const revoke = await callsAs(server, school).post(
      `${compsPath(tickets)}/${comp.orderId}/revoke`,
      {},
    );
    expect(revoke.status).toBe(409);
    expect(revoke.body.error.message).toBe(
      'This comp was already used at the door: it cannot be revoked.',
    );
  });
});
