// Sales at the door on a real database: a walk-in's tickets are sold, issued and admitted in one
// call — counted against the type's places and the partner-role balance, written once however often
// the device sends the sale (and when two copies arrive at once), never past capacity when several
// doors sell the last places together — and shown in Sales apart from the online sales. Bad input,
// another school's type and a role that may not sell are refused in the contract's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { salesSchema } from '../../src/contract/payments';
import type { PartnerRoles } from '../../src/contract/partner-roles';
import { SCHOOL_HEADER } from '../../src/contract/team';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tonight: PublishedTickets;

const ROLES: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: '',
  maxImbalance: 1,
};
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** Tonight: Party (price 30, `quantity` places) and a Workshop with partner roles (imbalance 1). */
function eventWith(quantity = 50, member = school) {
  const form = wizardForm();
  return publishTickets(server, member, {
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

const saleOf = (event: PublishedTickets, extra: Record<string, unknown> = {}) => ({
  clientKey: crypto.randomUUID(),
  ticketTypeId: event.types[0]!.id,
  quantity: 1,
  method: 'cash',
  deviceId: 'phone-1',
  deviceName: 'Door 1',
  ...extra,
});

const sell = (body: unknown, event = tonight, member: Member = school) =>
  callsAs(server, member).post(`/api/v2/door/${event.eventId}/sales`, body);

const soldOf = async (typeId: string) =>
  (
    await server.databases.production
      .selectFrom('ticket_types')
      .select('sold')
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow()
  ).sold;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Door Sales School' });
  tonight = await eventWith();
});
afterAll(() => server.close());

describe('a sale at the door', () => {
  it('issues the tickets already admitted, logged as a door admission, and marks the order', async () => {
    const sold = await sell(saleOf(tonight, { quantity: 2, buyerName: 'Walk In' }));
    expect(sold.status).toBe(200);
    expect(sold.body.data).toMatchObject({ method: 'cash', amountCents: 6000, currency: 'AUD' });
    expect(sold.body.data.tickets).toHaveLength(2);
    const db = server.databases.production;
    const order = await db
      .selectFrom('orders')
      .select(['payment_provider', 'payment_method', 'total_cents', 'guest_name'])
      .where('id', '=', sold.body.data.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      payment_provider: 'door',
      payment_method: 'cash',
      total_cents: 6000,
      guest_name: 'Walk In',
    });
    const ids = sold.body.data.tickets.map((ticket: { id: string }) => ticket.id);
    const admitted = await db
      .selectFrom('check_ins')
      .select(['ticket_id', 'device_name'])
      .where('ticket_id', 'in', ids)
      .execute();
    expect(admitted.map((row) => row.device_name)).toEqual(['Door 1', 'Door 1']);
    const log = await db
      .selectFrom('check_in_log')
      .select(['action', 'account_id'])
      .where('ticket_id', 'in', ids)
      .execute();
    expect(log).toEqual([
      { action: 'check_in', account_id: school.accountId },
      { action: 'check_in', account_id: school.accountId },
    ]);
    // The door's own list has them, admitted.
    const door = await callsAs(server, school).get(`/api/v2/door/${tonight.eventId}`);
    const mine = door.body.data.tickets.filter((ticket: { id: string }) => ids.includes(ticket.id));
    expect(mine.every((ticket: { checkedInAt: string | null }) => ticket.checkedInAt)).toBe(true);
    expect(door.body.data.saleTypes[0]).toMatchObject({ name: 'Party', priceCents: 3000 });
  });

  it('answers a replayed sale with the same order and never sells twice', async () => {
    const body = saleOf(tonight, { method: 'card-outside', amountCents: 2500 });
    const before = await soldOf(tonight.types[0]!.id);
    const first = await sell(body);
    const again = await sell(body);
    const together = await Promise.all([sell(body), sell(body)]);
    expect(first.status).toBe(200);
    for (const answer of [again, ...together]) expect(answer.body.data).toEqual(first.body.data);
    expect(await soldOf(tonight.types[0]!.id)).toBe(before + 1);
    // A copy sent at the same moment as the first, before any is written.
    const fresh = saleOf(tonight);
    const both = await Promise.all([sell(fresh), sell(fresh)]);
    expect(both[0].body.data.orderId).toBe(both[1].body.data.orderId);
    expect(await soldOf(tonight.types[0]!.id)).toBe(before + 2);
    // The same key for another sale is refused.
    const reused = await sell({ ...body, quantity: 2 });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This sale key was already used for another sale.');
  });

  it('never oversells a type of 5 when doors sell at once', async () => {
    const small = await eventWith(5);
    const typeId = small.types[0]!.id;
    const answers = await Promise.all(Array.from({ length: 8 }, () => sell(saleOf(small), small)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.every((answer) => answer.status === 409)).toBe(true);
    expect(refused[0]!.body).toMatchObject({
      error: { code: 'SOLD_OUT', message: '"Party" is sold out.' },
    });
    expect(await soldOf(typeId)).toBe(5);
    // Online sales count against the same places.
    const dancer = await signedInMember(server);
    const online = await callsAs(server, dancer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(small, [1]),
    );
    expect(online.status).not.toBe(200);
  });

  it('keeps the partner-role balance', async () => {
    const workshop = tonight.types[1]!.id;
    const lead = await sell(saleOf(tonight, { ticketTypeId: workshop, role: 'lead' }));
    expect(lead.status).toBe(200);
    const secondLead = await sell(saleOf(tonight, { ticketTypeId: workshop, role: 'lead' }));
    expect(secondLead.status).toBe(409);
    expect(secondLead.body.error.code).toBe('ROLE_FULL');
    const follow = await sell(
      saleOf(tonight, { ticketTypeId: workshop, role: 'follow', quantity: 2 }),
    );
    expect(follow.status).toBe(200);
    const noRole = await sell(saleOf(tonight, { ticketTypeId: workshop }));
    expect(noRole.status).toBe(400);
    expect(noRole.body.error.message).toBe('Please choose a role.');
  });

  it('records a comp at no charge and shows door sales apart in Sales', async () => {
    const event = await eventWith();
    await sell(saleOf(event, { quantity: 3 }), event);
    await sell(saleOf(event, { method: 'card-outside', amountCents: 2000 }), event);
    const comp = await sell(saleOf(event, { method: 'comp' }), event);
    expect(comp.body.data.amountCents).toBe(0);
    const charged = await sell(saleOf(event, { method: 'comp', amountCents: 500 }), event);
    expect(charged.status).toBe(400);
    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${event.configurationId}/attendees`,
    );
    expect(sales.body.data).toMatchObject({
      ticketsSold: 4,
      comps: 1,
      revenue: 110,
      checkedIn: 5,
      door: { tickets: 5, cashCents: 9000, cardCents: 2000, comps: 1 },
    });
  });

  it('names the buyer given at the door and how it was paid in Sales › Orders', async () => {
    const event = await eventWith();
    await sell(saleOf(event, { buyerName: 'Jo Walker' }), event);
    await sell(saleOf(event, { method: 'card-outside' }), event);
    await sell(saleOf(event, { method: 'comp', email: 'guest@example.com' }), event);
    const orders = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${event.configurationId}/orders`,
    );
    expect(orders.status).toBe(200);
    const parsed = salesSchema.parse(orders.body.data).orders;
    expect(
      parsed
        .map(({ buyerEmail, buyerName, doorMethod }) => ({ buyerEmail, buyerName, doorMethod }))
        .sort((a, b) => a.doorMethod!.localeCompare(b.doorMethod!)),
    ).toEqual([
      { buyerEmail: '', buyerName: null, doorMethod: 'card-outside' },
      { buyerEmail: '', buyerName: 'Jo Walker', doorMethod: 'cash' },
      { buyerEmail: 'guest@example.com', buyerName: null, doorMethod: 'comp' },
    ]);
    // An order bought online is no door sale.
    const buyer = await signedInMember(server);
    await callsAs(server, buyer).post('/api/v2/ticket/purchase', purchaseOf(event, [1]));
    const after = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${event.configurationId}/orders`,
    );
    const online = salesSchema
      .parse(after.body.data)
      .orders.find((order) => order.buyerEmail === buyer.email);
    expect(online).toMatchObject({ doorMethod: null, buyerName: null });
  });
});

describe('what a door sale refuses', () => {
  it('refuses bad input with 400 in the contract shape', async () => {
    const bad = [
      { ...saleOf(tonight), quantity: 0 },
      { ...saleOf(tonight), quantity: 11 },
      { ...saleOf(tonight), method: 'cheque' },
      { ...saleOf(tonight), clientKey: 'not-a-key' },
      { ...saleOf(tonight), amountCents: -1 },
      { ...saleOf(tonight), email: 'nobody' },
      // Longer than any address can be (254).
      { ...saleOf(tonight), email: `${'a'.repeat(5000)}@x.test` },
      { ...saleOf(tonight), role: 'lead' },
      { ...saleOf(tonight), ticketTypeId: undefined },
      {},
    ];
    for (const body of bad) {
      const answer = await sell(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.safeParse(answer.body).success).toBe(true);
    }
  });

  it('answers 404 for another school’s type or event', async () => {
    const other = await signedInMember(server, { organisation: 'Another Door School' });
    const theirs = await eventWith(50, other);
    const foreignType = await sell(saleOf(tonight, { ticketTypeId: theirs.types[0]!.id }));
    expect(foreignType.status).toBe(404);
    const foreignEvent = await sell(saleOf(theirs), theirs);
    expect(foreignEvent.status).toBe(404);
    expect(await soldOf(theirs.types[0]!.id)).toBe(0);
  });

  it('refuses a member whose role may not work the door (403), lets the door role sell', async () => {
    const db = server.databases.production;
    const asRole = async (role: 'teacher' | 'door') => {
      const member = await signedInMember(server);
      await db
        .insertInto('organisation_members')
        .values({ organisation_id: school.organisationId!, account_id: member.accountId, role })
        .execute();
      return { ...member, headers: { ...member.headers, [SCHOOL_HEADER]: school.organisationId! } };
    };
    const teacher = await sell(saleOf(tonight), tonight, await asRole('teacher'));
    expect(teacher.status).toBe(403);
    const door = await sell(saleOf(tonight), tonight, await asRole('door'));
    expect(door.status).toBe(200);
  });

  it('lets a door link’s helper sell, recorded as that door', async () => {
    const created = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/links`, {
      label: 'Front door',
    });
    const [linkId, secret] = (created.body.data.url as string).split('#link=')[1]!.split('.');
    const session = await callsAs(server, null).post('/api/v2/door/session', {
      linkId,
      secret,
      pin: created.body.data.pin,
    });
    const helper: Member = {
      accountId: '',
      email: '',
      organisationId: null,
      headers: { authorization: `Bearer ${session.body.data.token}` },
    };
    const sold = await sell(saleOf(tonight), tonight, helper);
    expect(sold.status).toBe(200);
    const row = await server.databases.production
      .selectFrom('door_sales')
      .select(['door_link_id', 'account_id'])
      .where('order_id', '=', sold.body.data.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ door_link_id: linkId, account_id: null });
  });

  it('sells after online sales close, but not once the event has ended', async () => {
    const form = wizardForm();
    const ended = await publishTickets(server, school, {
      eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
    });
    await server.databases.production
      .updateTable('ticket_configurations')
      .set({ sales_ends_at: new Date(Date.now() - 60_000) })
      .where('id', '=', ended.configurationId)
      .execute();
    expect((await sell(saleOf(ended), ended)).status).toBe(200);
    await server.databases.production
      .updateTable('events')
      .set({
        starts_at: new Date(Date.now() - 5 * 3_600_000),
        ends_at: new Date(Date.now() - 60_000),
      })
      .where('id', '=', ended.eventId)
      .execute();
    const late = await sell(saleOf(ended), ended);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This event has ended: door sales have closed.');
  });
});
