// Waitlists in the demo (a server without Stripe keys): a dancer joins a blocked role's line, is
// offered the place (a hold in her name and an e-mail) when the other role catches up through a
// demo purchase, and pays for it with the demo's payment — her ticket at once, the offer accepted,
// the seats moved from held to sold; an offer paid twice or after it ended is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let school: Member;
const WAITLIST = '/api/v2/ticket/waitlist';

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Demo Waitlist Studio' });
});
afterAll(() => server.close());

function workshop(): Promise<PublishedTickets> {
  return publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        {
          name: 'Workshop',
          price: 40,
          currency: 'AUD',
          quantity: 10,
          description: '',
          roles: { leadName: 'Leader', followName: 'Follower', soloName: null, maxImbalance: 1 },
        },
      ],
      refundPolicy: '',
    },
  });
}

const buy = (tickets: PublishedTickets, role: 'lead' | 'follow', buyer: Member) =>
  callsAs(server, buyer).post('/api/v2/ticket/purchase', {
    ticketingConfigId: tickets.configurationId,
    ticketSelections: [
      { ticketType: tickets.types[0]!.id, quantity: 1, price: 40, currency: 'AUD', role },
    ],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `tx-${crypto.randomUUID()}`,
      paymentStatus: 'completed',
    },
  });

const seats = async (typeId: string) =>
  server.databases.production
    .selectFrom('ticket_types')
    .select(['sold', 'held'])
    .where('id', '=', typeId)
    .executeTakeFirstOrThrow();

describe('a waitlist in the demo', () => {
  it('tells a waiting dancer the price now, a stepped type’s current step', async () => {
    const tickets = await publishTickets(server, school, {
      ticketSetup: {
        ticketTypes: [
          {
            name: 'Stepped workshop',
            price: 40,
            currency: 'AUD',
            quantity: 10,
            description: '',
            roles: { leadName: 'Leader', followName: 'Follower', soloName: null, maxImbalance: 1 },
            priceSteps: [{ label: 'Early', price: 30, endsAfterSold: 8 }],
          },
        ],
        refundPolicy: '',
      },
    });
    const typeId = tickets.types[0]!.id;
    const leader = await signedInMember(server);
    const bought = await callsAs(server, leader).post('/api/v2/ticket/purchase', {
      ticketingConfigId: tickets.configurationId,
      ticketSelections: [
        { ticketType: typeId, quantity: 1, price: 30, currency: 'AUD', role: 'lead' },
      ],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `tx-${crypto.randomUUID()}`,
        paymentStatus: 'completed',
      },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const joined = await callsAs(server, await signedInMember(server)).post(WAITLIST, {
      ticketingConfigId: tickets.configurationId,
      ticketType: typeId,
      role: 'lead',
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data).toMatchObject({ status: 'waiting', price: 30, currency: 'AUD' });
  });

  it('offers a place when the other role catches up, and the demo’s payment makes it hers', async () => {
    const tickets = await workshop();
    const typeId = tickets.types[0]!.id;
    const [leader, follower, waiter] = await Promise.all([
      signedInMember(server),
      signedInMember(server),
      signedInMember(server, { name: 'Wanda Waits' }),
    ]);
    expect((await buy(tickets, 'lead', leader)).status).toBe(200);
    // Leaders are one ahead, the most this workshop allows: the next leader waits.
    const blocked = await buy(tickets, 'lead', waiter);
    expect(blocked.body.error.code).toBe('ROLE_FULL');
    const joined = await callsAs(server, waiter).post(WAITLIST, {
      ticketingConfigId: tickets.configurationId,
      ticketType: typeId,
      role: 'lead',
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ status: 'waiting', position: 1 });
    const entryId = joined.body.data.id as string;

    // A follower's demo purchase lets one more leader in: the one waiting.
    expect((await buy(tickets, 'follow', follower)).status).toBe(200);
    await server.ctx.background.idle();
    const offered = await callsAs(server, waiter).get(`${WAITLIST}/${entryId}`);
    expect(offered.body.data.status).toBe('offered');
    expect(await seats(typeId)).toEqual({ sold: 2, held: 1 });
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', waiter.email)
      .orderBy('created_at')
      .execute();
    expect(mail[0]!.subject).toMatch(/^A Leader place is yours: /);
    expect(mail[0]!.text_body).toContain(`/waitlist/${entryId}`);

    const paid = await callsAs(server, waiter).post(`${WAITLIST}/${entryId}/checkout`, {});
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ mode: 'demo', order: { total: 40, currency: 'AUD' } });
    expect(paid.body.order.tickets).toEqual([
      { code: expect.any(String), ticketTypeName: 'Workshop · Leader' },
    ]);
    expect((await callsAs(server, waiter).get(`${WAITLIST}/${entryId}`)).body.data.status).toBe(
      'accepted',
    );
    expect(await seats(typeId)).toEqual({ sold: 3, held: 0 });
    const mine = await callsAs(server, waiter).get('/api/v2/ticket/mine');
    expect(mine.body.data.map((ticket: { code: string }) => ticket.code)).toContain(
      paid.body.order.tickets[0].code,
    );
    const receipt = await server.databases.production
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', waiter.email)
      .where('subject', 'like', 'Your tickets for %')
      .executeTakeFirstOrThrow();
    expect(receipt.text_body).toContain('Demo payment — no money is taken.');
    // Paid once: a second payment is refused, and nothing more is sold.
    const again = await callsAs(server, waiter).post(`${WAITLIST}/${entryId}/checkout`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This offer has ended.');
    expect(await seats(typeId)).toEqual({ sold: 3, held: 0 });
  });
});
