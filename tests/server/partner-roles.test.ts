// Partner roles on a ticket type, paid through the fake Stripe: a role can be taken only while it
// outnumbers the other by less than the maximum imbalance (held and paid seats count), a couple
// always fits, the purchase page shows each role's seats, tickets carry their role, an expired
// hold or a refund gives its role's place back, and 200 buyers of both roles at once never break
// the balance or the quantity. A blocked role's waitlist is offered places in order as the other
// role catches up; an unpaid offer passes on; a refund re-offers; an offer left can no longer be paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRoles } from '../../src/contract/partner-roles';
import { settleWaitlists } from '../../server/services/waitlist/waitlist-offers';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, runOutHolds, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';

const CHECKOUT = '/api/v2/ticket/checkout';
const ROLES: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: null,
  maxImbalance: 2,
};

let fake: FakeStripe;
let server: TestServer;
let school: Member;
let buyers: Member[];

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Partner Work Studio');
  buyers = await Promise.all(
    Array.from({ length: 10 }, () => signedInMember(server, { organisation: null })),
  );
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

function workshop(quantity: number, roles: Partial<PartnerRoles> = {}) {
  return publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        {
          name: 'Workshop',
          price: 40,
          currency: 'AUD',
          quantity,
          description: 'Musicality',
          roles: { ...ROLES, ...roles },
        },
        { name: 'Spectator', price: 10, currency: 'AUD', quantity: 20, description: '' },
      ],
      refundPolicy: '',
    },
  });
}

type Pick = { lead?: number; follow?: number; solo?: number; spectator?: number };

function checkoutOf(tickets: PublishedTickets, pick: Pick) {
  const [type, spectator] = tickets.types;
  const line = (role: 'lead' | 'follow' | 'solo', quantity = 0) =>
    quantity > 0 ? [{ ticketType: type!.id, quantity, price: 40, currency: 'AUD', role }] : [];
  return {
    ticketingConfigId: tickets.configurationId,
    ticketSelections: [
      ...line('lead', pick.lead),
      ...line('follow', pick.follow),
      ...line('solo', pick.solo),
      ...(pick.spectator
        ? [{ ticketType: spectator!.id, quantity: pick.spectator, price: 10, currency: 'AUD' }]
        : []),
    ],
    paymentMethod: 'stripe',
    transactionId: `tx-${crypto.randomUUID()}`,
    termsAccepted: true,
  };
}

const buy = (tickets: PublishedTickets, pick: Pick, buyer = buyers[0]!) =>
  callsAs(server, buyer).post(CHECKOUT, checkoutOf(tickets, pick));

async function taken(tickets: PublishedTickets) {
  const page = await callsAs(server, null).get(`/api/v2/ticket/purchase/event/${tickets.eventId}`);
  return page.body.data.ticketTypes[0].roles.taken as {
    lead: number;
    follow: number;
    solo: number;
  };
}

const sessionOf = (reservationId: string) =>
  [...fake.sessions.values()].find((session) => session.metadata.reservationId === reservationId)!;

describe('a role-based ticket type', () => {
  it('keeps leads and follows within the maximum imbalance', async () => {
    const tickets = await workshop(20);
    expect(tickets.types[0]).toMatchObject({ roles: ROLES });
    expect((await buy(tickets, { lead: 2 })).status).toBe(200);
    const third = await buy(tickets, { lead: 1 });
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({
      code: 'ROLE_FULL',
      message: '"Workshop": Leader places are full until more Followers join.',
      details: { ticketType: tickets.types[0]!.id, role: 'lead' },
    });
    // A couple keeps the balance where it is, so it fits even now.
    expect((await buy(tickets, { lead: 1, follow: 1 })).status).toBe(200);
    expect((await buy(tickets, { follow: 1 })).status).toBe(200);
    expect((await buy(tickets, { lead: 1 })).status).toBe(200);
    expect(await taken(tickets)).toEqual({ lead: 4, follow: 2, solo: 0 });
    // Four follows at once would leave them 2 ahead: allowed; five would not.
    expect((await buy(tickets, { follow: 5 })).status).toBe(409);
    expect((await buy(tickets, { follow: 4, spectator: 2 })).status).toBe(200);
  });

  it('asks each ticket for a role it offers, and none of a type without roles', async () => {
    const tickets = await workshop(10);
    const calls = callsAs(server, buyers[1]!);
    const noRole = checkoutOf(tickets, { lead: 1 });
    delete (noRole.ticketSelections[0] as { role?: string }).role;
    const missing = await calls.post(CHECKOUT, noRole);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please choose a role for "Workshop".');
    expect((await calls.post(CHECKOUT, checkoutOf(tickets, { solo: 1 }))).status).toBe(400);
    const spectator = checkoutOf(tickets, { spectator: 1 });
    (spectator.ticketSelections[0] as { role?: string }).role = 'lead';
    const stray = await calls.post(CHECKOUT, spectator);
    expect(stray.status).toBe(400);
    expect(stray.body.error.message).toBe('"Spectator" has no roles to choose.');
    const unknown = checkoutOf(tickets, { lead: 1 });
    (unknown.ticketSelections[0] as { role?: string }).role = 'captain';
    expect((await calls.post(CHECKOUT, unknown)).status).toBe(400);
    const tooMany = checkoutOf(tickets, { lead: 6, follow: 5 });
    expect((await calls.post(CHECKOUT, tooMany)).status).toBe(400);
  });

  it('sells a Solo role outside the balance, and counts it against the quantity', async () => {
    const tickets = await workshop(4, { soloName: 'Either', maxImbalance: 1 });
    expect((await buy(tickets, { solo: 3 })).status).toBe(200);
    expect((await buy(tickets, { lead: 1 })).status).toBe(200);
    const full = await buy(tickets, { follow: 1 });
    expect(full.body.error.code).toBe('SOLD_OUT');
    expect(await taken(tickets)).toEqual({ lead: 1, follow: 0, solo: 3 });
  });

  it('names each ticket with its role, and gives the place back when a hold expires or a ticket is refunded', async () => {
    const tickets = await workshop(10, { maxImbalance: 1 });
    const buyer = buyers[2]!;
    const first = await buy(tickets, { lead: 1 }, buyer);
    await fake.pay(sessionOf(first.body.reservation.id).id);
    const mine = await callsAs(server, buyer).get('/api/v2/ticket/mine');
    const names = JSON.stringify(mine.body);
    expect(names).toContain('Workshop · Leader');
    expect((await buy(tickets, { lead: 1 })).status).toBe(409);

    // A follow's hold counts while it is held; released, the leads are blocked again.
    const held = await buy(tickets, { follow: 1 }, buyers[3]!);
    expect(await taken(tickets)).toEqual({ lead: 1, follow: 1, solo: 0 });
    await runOutHolds(server, [held.body.reservation.id]);
    expect(await taken(tickets)).toEqual({ lead: 1, follow: 0, solo: 0 });
    expect(sessionOf(held.body.reservation.id).status).toBe('expired');

    // The lead's ticket refunded: the role's place is free again.
    const organiser = callsAs(server, school);
    const sales = await organiser.get(`/api/v2/ticket/organiser/${tickets.configurationId}/orders`);
    const order = sales.body.data.orders[0];
    expect(order.tickets[0].ticketTypeName).toBe('Workshop · Leader');
    const refunded = await organiser.post(`/api/v2/ticket/organiser/orders/${order.id}/refund`, {
      ticketIds: [order.tickets[0].id],
    });
    expect(refunded.status).toBe(200);
    expect(await taken(tickets)).toEqual({ lead: 0, follow: 0, solo: 0 });
    expect((await buy(tickets, { lead: 1 })).status).toBe(200);
  });

  it('never breaks the balance or the quantity with 200 buyers of both roles at once', async () => {
    // Room for 150 and 80 follows asked: the leads are held back by the balance, not the room.
    const tickets = await workshop(150, { maxImbalance: 2 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        buy(tickets, index % 5 < 3 ? { lead: 1 } : { follow: 1 }, buyers[index % buyers.length]),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const counts = await taken(tickets);
    expect(counts.lead + counts.follow).toBeLessThanOrEqual(150);
    expect(Math.abs(counts.lead - counts.follow)).toBeLessThanOrEqual(2);
    // The room fills as both roles arrive: most follows get in.
    expect(counts.follow).toBeGreaterThan(60);
    expect(statuses.filter((status) => status === 200)).toHaveLength(counts.lead + counts.follow);
    const seats = await server.databases.production
      .selectFrom('ticket_types')
      .select(['sold', 'held'])
      .where('id', '=', tickets.types[0]!.id)
      .executeTakeFirstOrThrow();
    expect(seats.held).toBe(counts.lead + counts.follow);
  }, 60_000);
});

describe('a role’s waitlist', () => {
  const WAITLIST = '/api/v2/ticket/waitlist';

  async function buyPaid(tickets: PublishedTickets, pick: Pick, buyer: Member) {
    const answer = await buy(tickets, pick, buyer);
    expect(answer.status).toBe(200);
    await fake.pay(sessionOf(answer.body.reservation.id).id);
    await server.ctx.background.idle();
  }

  const join = (tickets: PublishedTickets, role: 'lead' | 'follow', buyer: Member) =>
    callsAs(server, buyer).post(WAITLIST, {
      ticketingConfigId: tickets.configurationId,
      ticketType: tickets.types[0]!.id,
      role,
    });

  const entry = async (id: string, buyer: Member) =>
    (await callsAs(server, buyer).get(`${WAITLIST}/${id}`)).body.data;

  const entryHold = async (id: string) =>
    (
      await server.databases.production
        .selectFrom('waitlist_entries')
        .select('reservation_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).reservation_id;

  const offerMailTo = (email: string) =>
    server.databases.production
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('subject', 'like', '%place is yours%')
      .execute();

  it('offers places in order as the other role catches up, passes an unpaid offer on, and re-offers after a refund', async () => {
    const tickets = await workshop(10, { maxImbalance: 1 });
    const [a, b, c, d, e, g, h, i] = await Promise.all(
      Array.from({ length: 8 }, () => signedInMember(server, { organisation: null })),
    );
    await buyPaid(tickets, { follow: 1 }, a!);

    // Followers are blocked: two join the line, in order; a direct buyer is refused.
    const first = await join(tickets, 'follow', b!);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'waiting', position: 1, roleName: 'Follower' });
    const second = await join(tickets, 'follow', c!);
    expect(second.body.data.position).toBe(2);
    expect((await join(tickets, 'follow', b!)).body.error.message).toBe(
      'You are already on this waitlist.',
    );
    expect((await join(tickets, 'lead', d!)).body.error.message).toBe(
      'This role can be bought now: no need to wait.',
    );
    expect((await buy(tickets, { follow: 1 }, d!)).body.error.code).toBe('ROLE_FULL');
    // The event page promises the line's places to no one else.
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/v2/event/${tickets.eventId}`,
    });
    expect(page.json().data.tickets.roles).toEqual([
      'Workshop — Leader: 2 left · Follower: 2 on the waitlist',
    ]);

    // A leader buys: the first in line is offered the place, held for 12 hours, by e-mail.
    await buyPaid(tickets, { lead: 1 }, e!);
    const offered = await entry(first.body.data.id, b!);
    expect(offered.status).toBe('offered');
    expect(Date.parse(offered.offerExpiresAt) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect((await entry(second.body.data.id, c!)).position).toBe(1);
    const [mail] = await offerMailTo(b!.email);
    expect(mail!.subject).toContain('A Follower place is yours');
    expect(mail!.text_body).toContain(`/waitlist/${first.body.data.id}`);
    // Nobody else may take the follower place meanwhile: the line goes first.
    expect((await buy(tickets, { follow: 1 }, d!)).body.error).toMatchObject({
      code: 'ROLE_FULL',
      message: '"Workshop": Follower places go to the waitlist first.',
    });

    // The first pays through checkout and has the ticket.
    const pay = await callsAs(server, b!).post(`${WAITLIST}/${first.body.data.id}/checkout`, {});
    expect(pay.status).toBe(200);
    await fake.pay(sessionOf(pay.body.reservation.id).id);
    expect((await entry(first.body.data.id, b!)).status).toBe('accepted');
    expect(await taken(tickets)).toEqual({ lead: 1, follow: 2, solo: 0 });

    // Another leader: the second is offered, does not pay, and the offer ends with the hold.
    await buyPaid(tickets, { lead: 1 }, g!);
    expect((await entry(second.body.data.id, c!)).status).toBe('offered');
    await runOutHolds(server, [(await entryHold(second.body.data.id))!]);
    await settleWaitlists(server.ctx, server.databases.production);
    expect((await entry(second.body.data.id, c!)).status).toBe('expired');
    expect(await taken(tickets)).toEqual({ lead: 2, follow: 2, solo: 0 });

    // Leaders blocked now; one waits; a leader's refund lets the waiting one in.
    await buyPaid(tickets, { lead: 1 }, i!);
    const waiting = await join(tickets, 'lead', h!);
    expect(waiting.body.data.position).toBe(1);
    const organiser = callsAs(server, school);
    const sales = await organiser.get(`/api/v2/ticket/organiser/${tickets.configurationId}/orders`);
    const order = sales.body.data.orders.find(
      (o: { buyerEmail: string }) => o.buyerEmail === i!.email,
    );
    await organiser.post(`/api/v2/ticket/organiser/orders/${order.id}/refund`, {});
    await server.ctx.background.idle();
    expect((await entry(waiting.body.data.id, h!)).status).toBe('offered');
    // Leaving gives the offered place back.
    const left = await server.app.inject({
      method: 'DELETE',
      url: `${WAITLIST}/${waiting.body.data.id}`,
      headers: h!.headers,
    });
    expect(left.statusCode).toBe(204);
    expect((await entry(waiting.body.data.id, h!)).status).toBe('left');
    expect(await taken(tickets)).toEqual({ lead: 2, follow: 2, solo: 0 });
    // Someone else's place is not yours to see.
    expect((await callsAs(server, a!).get(`${WAITLIST}/${first.body.data.id}`)).status).toBe(404);
  });

  it('expires the Checkout Session of an offer that is left, so it can no longer be paid', async () => {
    const tickets = await workshop(10, { maxImbalance: 1 });
    const [a, b, e] = await Promise.all(
      Array.from({ length: 3 }, () => signedInMember(server, { organisation: null })),
    );
    await buyPaid(tickets, { follow: 1 }, a!);
    const waiting = await join(tickets, 'follow', b!);
    await buyPaid(tickets, { lead: 1 }, e!);
    expect((await entry(waiting.body.data.id, b!)).status).toBe('offered');
    const pay = await callsAs(server, b!).post(`${WAITLIST}/${waiting.body.data.id}/checkout`, {});
    expect(pay.status).toBe(200);
    const session = sessionOf(pay.body.reservation.id);
    expect(session.status).toBe('open');

    const left = await server.app.inject({
      method: 'DELETE',
      url: `${WAITLIST}/${waiting.body.data.id}`,
      headers: b!.headers,
    });
    expect(left.statusCode).toBe(204);
    expect(fake.expired).toContain(session.id);
    expect((await fake.pay(session.id)).payment_status).not.toBe('paid');
    expect((await entry(waiting.body.data.id, b!)).status).toBe('left');
    expect(await taken(tickets)).toEqual({ lead: 1, follow: 1, solo: 0 });
  });
});

describe('a school’s hand on its waitlist', () => {
  it('lists the line in order, offers a place by hand when the role may come in, and skips', async () => {
    const tickets = await workshop(10, { maxImbalance: 1 });
    const [a, b, c, e] = await Promise.all(
      Array.from({ length: 4 }, () => signedInMember(server, { organisation: null })),
    );
    const held = await buy(tickets, { follow: 1 }, a!);
    expect(held.status).toBe(200);
    const join = (buyer: Member) =>
      callsAs(server, buyer).post('/api/v2/ticket/waitlist', {
        ticketingConfigId: tickets.configurationId,
        ticketType: tickets.types[0]!.id,
        role: 'follow',
      });
    const first = (await join(b!)).body.data;
    const second = (await join(c!)).body.data;
    const organiser = callsAs(server, school);
    const line = await organiser.get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/waitlist`,
    );
    expect(line.body.data.map((entry: { email: string }) => entry.email)).toEqual([
      b!.email,
      c!.email,
    ]);
    // No follower place is free yet: offering by hand is refused with the reason.
    const early = await organiser.post(`/api/v2/ticket/organiser/waitlist/${second.id}/offer`, {});
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      'No Follower place is free now: the balance or the seats allow none.',
    );
    // Skipped: out of the line, and told so.
    expect(
      (await organiser.post(`/api/v2/ticket/organiser/waitlist/${first.id}/skip`, {})).status,
    ).toBe(200);
    expect(
      (await callsAs(server, b!).get(`/api/v2/ticket/waitlist/${first.id}`)).body.data.status,
    ).toBe('skipped');
    // Another school cannot touch this line.
    const other = callsAs(server, await connectedSchool(server, 'Nosy School'));
    expect(
      (await other.post(`/api/v2/ticket/organiser/waitlist/${second.id}/skip`, {})).status,
    ).toBe(404);
    expect(
      (await other.get(`/api/v2/ticket/organiser/${tickets.configurationId}/waitlist`)).status,
    ).toBe(404);
    // A leader's place frees a follower's: the one left in line is offered it.
    await buy(tickets, { lead: 1 }, e!);
    await server.ctx.background.idle();
    const now = await organiser.get(`/api/v2/ticket/organiser/${tickets.configurationId}/waitlist`);
    expect(now.body.data).toMatchObject([{ email: c!.email, status: 'offered' }]);
  });
});

describe('a couple', () => {
  it('gives the partner their ticket: in their name, e-mailed, and theirs once their address is confirmed', async () => {
    const tickets = await workshop(10);
    const buyer = await signedInMember(server, { organisation: null });
    const partnerEmail = `partner-${crypto.randomUUID()}@floorcraft.test`;
    const couple = {
      ...checkoutOf(tickets, { lead: 1, follow: 1 }),
      partner: { name: 'Ana Zouk', email: partnerEmail.toUpperCase(), role: 'follow' },
    };
    const calls = callsAs(server, buyer);
    // A partner needs a couple, and an address of their own.
    const single = await calls.post(CHECKOUT, {
      ...checkoutOf(tickets, { lead: 1 }),
      partner: couple.partner,
    });
    expect(single.body.error.message).toBe(
      'A partner comes with a couple: choose one place of each role of the same ticket.',
    );
    const self = await calls.post(CHECKOUT, {
      ...couple,
      transactionId: `tx-${crypto.randomUUID()}`,
      partner: { ...couple.partner, email: buyer.email },
    });
    expect(self.body.error.message).toBe('Your partner needs an e-mail address of their own.');
    // The same transaction id with another partner is another order.
    const held = await calls.post(CHECKOUT, couple);
    expect(held.status).toBe(200);
    const other = await calls.post(CHECKOUT, {
      ...couple,
      partner: { ...couple.partner, name: 'Someone Else', email: 'else@floorcraft.test' },
    });
    expect(other.status).toBe(409);
    await fake.pay(sessionOf(held.body.reservation.id).id);

    // The buyer carries the partner's ticket until the partner has an account.
    const mine = await calls.get('/api/v2/ticket/mine');
    const forAna = mine.body.data.find((t: { holderName: string | null }) => t.holderName);
    expect(forAna).toMatchObject({ holderName: 'Ana Zouk', ticketTypeName: 'Workshop · Follower' });
    const [mail] = await server.databases.production
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', partnerEmail)
      .execute();
    expect(mail!.subject).toBe('Your ticket: Salsa Under the Stars');
    expect(mail!.text_body).toContain(`Your ticket code: ${forAna.code}`);
    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/attendees`,
    );
    expect(sales.body.data.attendees.map((a: { email: string }) => a.email)).toContain(
      partnerEmail,
    );

    // Ana makes an account and confirms her address: the ticket is hers, no longer the buyer's.
    const ana = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register',
      payload: { name: 'Ana Zouk', email: partnerEmail, password: 'bachata99' },
    });
    expect(ana.statusCode).toBeLessThan(300);
    const link = await server.databases.production
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', partnerEmail)
      .where('text_body', 'like', '%/verify-email/%')
      .executeTakeFirstOrThrow();
    const token = /\/verify-email\/([\w-]+)/.exec(link.text_body)![1];
    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: partnerEmail, password: 'bachata99' },
    });
    const hers = await server.app.inject({
      method: 'GET',
      url: '/api/v2/ticket/mine',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(hers.json().data.map((t: { code: string }) => t.code)).toEqual([forAna.code]);
    expect(hers.json().data[0].holderName).toBeNull();
    const after = await calls.get('/api/v2/ticket/mine');
    expect(after.body.data.map((t: { code: string }) => t.code)).not.toContain(forAna.code);
  });
});
