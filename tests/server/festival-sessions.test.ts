// A festival on one seat ledger, paid through the fake Stripe: Full, Party, Day and single
// workshop passes over 12 sessions sharing their capacities, two workshops balanced between
// leads and follows. Many checkouts at once (holds), then payments (held → sold) and expired holds
// (released): no session is ever past its capacity, the balanced workshops stay balanced, the
// counters match the tickets and holds, nothing answers 5xx, and a type stopped by a full session
// says which one is full.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRoles } from '../../src/contract/partner-roles';
import { sessionFullMessage } from '../../src/contract/sessions';
import { eventJsonLd } from '../../server/pages/event-head';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { connectedSchool, runOutHolds, startStripeServer } from '../support/stripe-server';
import type { TestServer } from '../support/test-server';

const CHECKOUT = '/api/v2/ticket/checkout';
const BALANCE: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: null,
  maxImbalance: 2,
};
/** Types with roles leave the balance to the sessions: their own allows anything. */
const LOOSE: PartnerRoles = { ...BALANCE, maxImbalance: 100 };

let fake: FakeStripe;
let server: TestServer;
let school: Member;
let buyers: Member[];

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Festival Weekend Co');
  buyers = await Promise.all(
    Array.from({ length: 10 }, () => signedInMember(server, { organisation: null })),
  );
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

interface Plan {
  name: string;
  day: number;
  hour: number;
  capacity: number;
  balanced?: boolean;
}

const PROGRAMME: Plan[] = [
  { name: 'Friday Welcome Party', day: 6, hour: 10, capacity: 40 },
  { name: 'Saturday Bootcamp', day: 7, hour: 0, capacity: 10, balanced: true },
  { name: 'Saturday Styling', day: 7, hour: 2, capacity: 12 },
  { name: 'Saturday Musicality', day: 7, hour: 4, capacity: 12 },
  { name: 'Saturday Turns', day: 7, hour: 6, capacity: 12 },
  { name: 'Saturday Night Party', day: 7, hour: 10, capacity: 40 },
  { name: 'Sunday Shines', day: 8, hour: 0, capacity: 10, balanced: true },
  { name: 'Sunday Footwork', day: 8, hour: 2, capacity: 12 },
  { name: 'Sunday Dips', day: 8, hour: 4, capacity: 12 },
  { name: 'Sunday Partnerwork', day: 8, hour: 6, capacity: 12 },
  { name: 'Sunday Farewell Party', day: 8, hour: 10, capacity: 40 },
  { name: 'Monday Pool Party', day: 9, hour: 2, capacity: 30 },
];

async function festival(): Promise<{ tickets: PublishedTickets; ids: Map<string, string> }> {
  const ids = new Map(PROGRAMME.map((plan) => [plan.name, randomUUID()]));
  const sessions = PROGRAMME.map((plan) => ({
    id: ids.get(plan.name)!,
    name: plan.name,
    startDateTime: new Date(Date.UTC(2031, 2, plan.day, plan.hour)).toISOString(),
    endDateTime: new Date(Date.UTC(2031, 2, plan.day, plan.hour + 2)).toISOString(),
    room: plan.name.includes('Party') ? 'Ballroom' : 'Studio A',
    level: '',
    teachers: '',
    capacity: plan.capacity,
    roles: plan.balanced ? BALANCE : null,
  }));
  const named = (filter: (plan: Plan) => boolean) =>
    PROGRAMME.filter(filter).map((plan) => ids.get(plan.name)!);
  const type = (name: string, quantity: number, sessionIds: string[] | null, roles: boolean) => ({
    name,
    price: 50,
    currency: 'AUD' as const,
    quantity,
    description: '',
    roles: roles ? LOOSE : null,
    sessionIds,
  });
  const tickets = await publishTickets(server, school, {
    eventDetails: {
      title: 'Sydney Salsa Weekender',
      description: '',
      startDateTime: '2031-03-06T10:00:00.000Z',
      endDateTime: '2031-03-09T06:00:00.000Z',
      location: { description: 'Town Hall, Sydney' },
      importSource: 'manual',
    },
    ticketSetup: {
      ticketTypes: [
        type('Full Pass', 25, null, true),
        type(
          'Party Pass',
          60,
          named((plan) => plan.name.includes('Party')),
          false,
        ),
        type(
          'Saturday Pass',
          20,
          named((plan) => plan.day === 7),
          true,
        ),
        type(
          'Sunday Pass',
          20,
          named((plan) => plan.day === 8),
          true,
        ),
        type(
          'Bootcamp Ticket',
          20,
          named((plan) => plan.name === 'Saturday Bootcamp'),
          true,
        ),
        type(
          'Styling Ticket',
          20,
          named((plan) => plan.name === 'Saturday Styling'),
          false,
        ),
      ],
      sessions,
      refundPolicy: '',
    },
  });
  return { tickets, ids };
}

type Role = 'lead' | 'follow';
const checkout = (tickets: PublishedTickets, typeIndex: number, quantity: number, role?: Role) => {
  const type = tickets.types[typeIndex]!;
  return {
    ticketingConfigId: tickets.configurationId,
    ticketSelections: [
      {
        ticketType: type.id,
        quantity,
        price: type.price,
        currency: type.currency,
        ...(role ? { role } : {}),
      },
    ],
    paymentMethod: 'stripe',
    transactionId: `tx-${randomUUID()}`,
    termsAccepted: true,
  };
};

/** Each session's counters and what they should be: live tickets and held lines of its types. */
async function sessionCounts(configurationId: string) {
  const { rows } = await sql<{
    name: string;
    capacity: number;
    sold: number;
    held: number;
    tickets: number;
    holding: number;
    leads: number;
    follows: number;
    max_imbalance: number | null;
  }>`
    SELECT s.name, s.capacity, s.sold, s.held,
      (SELECT count(*)::int FROM tickets t JOIN ticket_type_sessions ts ON ts.ticket_type_id = t.ticket_type_id
        WHERE ts.session_id = s.id AND t.voided_at IS NULL) AS tickets,
      (SELECT coalesce(sum(l.quantity), 0)::int FROM reservation_lines l
        JOIN reservations r ON r.id = l.reservation_id
        JOIN ticket_type_sessions ts ON ts.ticket_type_id = l.ticket_type_id
        WHERE ts.session_id = s.id AND r.status = 'held') AS holding,
      (SELECT count(*)::int FROM tickets t JOIN ticket_type_sessions ts ON ts.ticket_type_id = t.ticket_type_id
        WHERE ts.session_id = s.id AND t.voided_at IS NULL AND t.role = 'lead')
      + (SELECT coalesce(sum(l.quantity), 0)::int FROM reservation_lines l
        JOIN reservations r ON r.id = l.reservation_id
        JOIN ticket_type_sessions ts ON ts.ticket_type_id = l.ticket_type_id
        WHERE ts.session_id = s.id AND r.status = 'held' AND l.role = 'lead') AS leads,
      (SELECT count(*)::int FROM tickets t JOIN ticket_type_sessions ts ON ts.ticket_type_id = t.ticket_type_id
        WHERE ts.session_id = s.id AND t.voided_at IS NULL AND t.role = 'follow')
      + (SELECT coalesce(sum(l.quantity), 0)::int FROM reservation_lines l
        JOIN reservations r ON r.id = l.reservation_id
        JOIN ticket_type_sessions ts ON ts.ticket_type_id = l.ticket_type_id
        WHERE ts.session_id = s.id AND r.status = 'held' AND l.role = 'follow') AS follows,
      (s.roles->>'maxImbalance')::int AS max_imbalance
    FROM event_sessions s WHERE s.configuration_id = ${configurationId}
    ORDER BY s.position`.execute(server.databases.production);
  return rows;
}

/**
 * Every session within capacity, its counters true to its tickets and holds, and — where the
 * sale decided it — its balance kept. After holds lapse the balance is not the ledger's to keep:
 * a follow who never paid leaves the leads admitted beside her hold ahead (as with a type's roles).
 */
function expectConsistent(
  counts: Awaited<ReturnType<typeof sessionCounts>>,
  { balanced = true } = {},
) {
  for (const session of counts) {
    expect(session.sold + session.held, session.name).toBeLessThanOrEqual(session.capacity);
    expect({ name: session.name, sold: session.sold, held: session.held }).toEqual({
      name: session.name,
      sold: session.tickets,
      held: session.holding,
    });
    if (balanced && session.max_imbalance !== null)
      expect(Math.abs(session.leads - session.follows), session.name).toBeLessThanOrEqual(
        session.max_imbalance,
      );
  }
}

describe('a festival rush on the seat ledger', () => {
  it('never oversells a session, keeps the balanced workshops balanced, and says which session is full', async () => {
    const { tickets } = await festival();
    const roles: Role[] = ['lead', 'follow'];
    const requests = Array.from({ length: 120 }, (_, index) => {
      const typeIndex = index % 6;
      const withRoles = [0, 2, 3, 4].includes(typeIndex);
      const role = withRoles ? roles[Math.floor(index / 6) % 2] : undefined;
      const quantity = 1 + (index % 3 === 0 ? 1 : 0);
      return callsAs(server, buyers[index % buyers.length]!).post(
        CHECKOUT,
        checkout(tickets, typeIndex, quantity, role),
      );
    });
    const answers = await Promise.all(requests);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused.length).toBeGreaterThan(0);
    const fullMessages = new Set(PROGRAMME.map((plan) => sessionFullMessage(plan.name)));
    for (const answer of refused) {
      const { code, message } = answer.body.error as { code: string; message: string };
      if (code === 'SOLD_OUT')
        expect(fullMessages.has(message) || /sold out|left\.$/.test(message), message).toBe(true);
      else expect(code).toBe('ROLE_FULL');
    }
    expect(refused.some((answer) => fullMessages.has(answer.body.error.message))).toBe(true);
    expectConsistent(await sessionCounts(tickets.configurationId));

    // Half the holds are paid (held → sold), the rest run out (released).
    const held = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.reservation.id as string);
    const sessionOf = (reservationId: string) =>
      [...fake.sessions.values()].find(
        (session) => session.metadata.reservationId === reservationId,
      )!.id;
    const paying = held.filter((_, index) => index % 2 === 0);
    await Promise.all(paying.map((id) => fake.pay(sessionOf(id))));
    await runOutHolds(
      server,
      held.filter((_, index) => index % 2 === 1),
    );
    const after = await sessionCounts(tickets.configurationId);
    expectConsistent(after, { balanced: false });
    expect(after.every((session) => session.held === 0)).toBe(true);
    expect(after.reduce((sum, session) => sum + session.sold, 0)).toBeGreaterThan(0);

    // Fill the Bootcamp with couples: the Bootcamp Ticket then says why it is sold out.
    let bootcamp = after.find((session) => session.name === 'Saturday Bootcamp')!;
    while (bootcamp.capacity - bootcamp.sold >= 2) {
      const couple = checkout(tickets, 4, 1, 'lead');
      couple.ticketSelections.push({ ...couple.ticketSelections[0]!, role: 'follow' });
      const answer = await callsAs(server, buyers[0]!).post(CHECKOUT, couple);
      expect(answer.status).toBe(200);
      await fake.pay(sessionOf(answer.body.reservation.id));
      bootcamp = (await sessionCounts(tickets.configurationId)).find(
        (session) => session.name === 'Saturday Bootcamp',
      )!;
    }
    if (bootcamp.capacity > bootcamp.sold) {
      const last = await callsAs(server, buyers[1]!).post(
        CHECKOUT,
        checkout(tickets, 4, 1, bootcamp.leads > bootcamp.follows ? 'follow' : 'lead'),
      );
      expect(last.status).toBe(200);
      await fake.pay(sessionOf(last.body.reservation.id));
    }
    const page = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${tickets.eventId}`,
    );
    const bootcampTicket = page.body.data.ticketTypes[4];
    expect(bootcampTicket).toMatchObject({
      name: 'Bootcamp Ticket',
      availableQuantity: 0,
      soldOutReason: 'Saturday Bootcamp is full',
    });
    const refusedNow = await callsAs(server, buyers[2]!).post(
      CHECKOUT,
      checkout(tickets, 4, 1, 'lead'),
    );
    expect(refusedNow.status).toBe(409);
    expect(refusedNow.body.error.message).toBe('Saturday Bootcamp is full');
    expectConsistent(await sessionCounts(tickets.configurationId), { balanced: false });
  });

  it('publishes the programme: sessions on the event page, a VEVENT each in its .ics, subEvents in its JSON-LD', async () => {
    const { tickets, ids } = await festival();
    const page = await callsAs(server, null).get(`/api/v2/event/${tickets.eventId}`);
    expect(page.body.data.sessions.map((session: { name: string }) => session.name)).toEqual(
      PROGRAMME.map((plan) => plan.name),
    );
    expect(page.body.data.sessions[1]).toEqual({
      id: ids.get('Saturday Bootcamp'),
      name: 'Saturday Bootcamp',
      startDateTime: '2031-03-07T00:00:00.000Z',
      endDateTime: '2031-03-07T02:00:00.000Z',
      room: 'Studio A',
      level: '',
      teachers: '',
    });
    const purchase = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${tickets.eventId}`,
    );
    expect(purchase.body.data.sessions).toHaveLength(12);
    expect(purchase.body.data.ticketTypes[0].sessionIds).toEqual(
      PROGRAMME.map((plan) => ids.get(plan.name)),
    );
    expect(purchase.body.data.ticketTypes[4]).toMatchObject({
      sessionIds: [ids.get('Saturday Bootcamp')],
      availableQuantity: 10,
      soldOutReason: null,
    });

    const file = await server.app.inject({
      method: 'GET',
      url: `/e/${tickets.eventId}/calendar.ics`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.body.match(/BEGIN:VEVENT/g)).toHaveLength(12);
    // Within the event's own UID; long lines are folded.
    expect(file.body.replace(/\r\n /g, '')).toContain(
      `UID:${ids.get('Saturday Bootcamp')}.${tickets.eventId}@floorcraft`,
    );
    expect(file.body).toContain('SUMMARY:Saturday Bootcamp — Sydney Salsa Weekender');
    const missing = await server.app.inject({
      method: 'GET',
      url: '/e/00000000-0000-4000-8000-000000000000/calendar.ics',
    });
    expect(missing.statusCode).toBe(404);

    // The page's head (pages/page-heads.ts) carries this JSON-LD for the event's page data.
    const ld = eventJsonLd(page.body.data, 'http://floorcraft.test') as {
      subEvent: Array<Record<string, unknown>>;
    };
    expect(ld.subEvent).toHaveLength(12);
    expect(ld.subEvent[0]).toMatchObject({
      '@type': 'Event',
      name: 'Friday Welcome Party',
      location: { '@type': 'Place', name: 'Ballroom' },
    });
  });
});
