// Buying tickets on a real database: the purchase page's data, the server's prices and limits,
// sales periods, idempotent retries, the confirmation e-mail, my tickets, and a rush for the last
// seats that never oversells.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
const PURCHASE = '/api/v2/ticket/purchase';

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Ticket Sellers' });
  tickets = await publishTickets(server, school);
});
afterAll(() => server.close());

const soldOf = async (typeId: string) =>
  (
    await server.databases.production
      .selectFrom('ticket_types')
      .select('sold')
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow()
  ).sold;

describe('GET /api/v2/ticket/purchase/event/{eventId}', () => {
  it('answers the event, its ticket types with what is left, payment and terms, to anyone', async () => {
    const { status, body } = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${tickets.eventId}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      event: { title: 'Salsa Under the Stars', timeZone: 'Australia/Sydney' },
      ticketTypes: [
        { name: 'Early Bird', price: 15, currency: 'AUD', availableQuantity: 50 },
        { name: 'Door', price: 22.5, currency: 'AUD', availableQuantity: 100 },
      ],
      paymentMethods: ['stripe'],
      ticketingConfigId: tickets.configurationId,
      salesClosedReason: null,
    });
    const missing = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${crypto.randomUUID()}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Tickets for this event are not on sale.');
  });
});

describe('POST /api/v2/ticket/purchase', () => {
  it('sells at the server’s prices, issues a ticket per person and e-mails them', async () => {
    const buyer = await signedInMember(server);
    const { status, body } = await callsAs(server, buyer).post(
      PURCHASE,
      purchaseOf(tickets, [2, 1]),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 52.5, currency: 'AUD' });
    expect(body.data.tickets.map((t: { ticketTypeName: string }) => t.ticketTypeName)).toEqual([
      'Early Bird',
      'Early Bird',
      'Door',
    ]);
    const codes = body.data.tickets.map((t: { code: string }) => t.code);
    expect(new Set(codes).size).toBe(3);
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', buyer.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your tickets for Salsa Under the Stars');
    for (const code of codes) expect(mail.text_body).toContain(code);
    const mine = await callsAs(server, buyer).get('/api/v2/ticket/mine');
    expect(mine.body.data).toHaveLength(3);
    expect(mine.body.data[0]).toMatchObject({
      event: { id: tickets.eventId, title: 'Salsa Under the Stars' },
      checkedInAt: null,
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('refuses a client’s price or currency, bad quantities, other payment methods', async () => {
    const buyer = callsAs(server, await signedInMember(server));
    const cheap = purchaseOf(tickets, [1]);
    cheap.ticketSelections[0]!.price = 1;
    const refused = await buyer.post(PURCHASE, cheap);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'PRICE_CHANGED',
      message: 'The price of "Early Bird" is now $15.00. Please review your order.',
    });
    const dollars = purchaseOf(tickets, [1]);
    dollars.ticketSelections[0]!.currency = 'USD';
    expect((await buyer.post(PURCHASE, dollars)).body.error.code).toBe('PRICE_CHANGED');
    const eleven = await buyer.post(PURCHASE, purchaseOf(tickets, [11]));
    expect(eleven.body.error).toMatchObject({
      message: 'quantity must be at most 10.',
      details: { field: 'ticketSelections.0.quantity' },
    });
    const none = await buyer.post(PURCHASE, purchaseOf(tickets, [0, 0]));
    expect(none.body.error.message).toBe('Please select at least one ticket');
    const paypal = purchaseOf(tickets, [1]);
    paypal.paymentData.paymentMethod = 'paypal';
    expect((await buyer.post(PURCHASE, paypal)).body.error.message).toBe(
      'This event does not accept paypal payments.',
    );
    const unknown = purchaseOf(tickets, [1]);
    unknown.ticketSelections[0]!.ticketType = crypto.randomUUID();
    expect((await buyer.post(PURCHASE, unknown)).status).toBe(400);
    expect((await callsAs(server, null).post(PURCHASE, purchaseOf(tickets, [1]))).status).toBe(401);
  });

  it('answers a retry with the same order and never sells twice', async () => {
    const buyer = callsAs(server, await signedInMember(server));
    const body = purchaseOf(tickets, [0, 1], `tx-retry-${crypto.randomUUID()}`);
    const before = await soldOf(tickets.types[1]!.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyer.post(PURCHASE, body)));
    const again = await buyer.post(PURCHASE, body);
    const orderIds = new Set([...answers, again].map((answer) => answer.body.data.orderId));
    expect(orderIds.size).toBe(1);
    expect(await soldOf(tickets.types[1]!.id)).toBe(before + 1);
  });

  it('refuses a transaction id used for other tickets or another event, as checkout does', async () => {
    const buyer = callsAs(server, await signedInMember(server));
    const key = `tx-reused-${crypto.randomUUID()}`;
    const first = await buyer.post(PURCHASE, purchaseOf(tickets, [0, 1], key));
    expect(first.status).toBe(200);
    const before = await soldOf(tickets.types[0]!.id);
    const otherSelection = await buyer.post(PURCHASE, purchaseOf(tickets, [1, 0], key));
    const moreOfThem = await buyer.post(PURCHASE, purchaseOf(tickets, [0, 2], key));
    const otherEvent = await buyer.post(
      PURCHASE,
      purchaseOf(await publishTickets(server, school), [0, 1], key),
    );
    const byPaypal = purchaseOf(tickets, [0, 1], key);
    byPaypal.paymentData.paymentMethod = 'paypal';
    const otherMethod = await buyer.post(PURCHASE, byPaypal);
    const withCode = await buyer.post(PURCHASE, {
      ...purchaseOf(tickets, [0, 1], key),
      code: 'CREW',
    });
    for (const answer of [otherSelection, moreOfThem, otherEvent, otherMethod, withCode]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('CONFLICT');
    }
    expect(await soldOf(tickets.types[0]!.id)).toBe(before);
    // The purchase itself, sent again, still answers its order.
    const again = await buyer.post(PURCHASE, purchaseOf(tickets, [0, 1], key));
    expect(again.status).toBe(200);
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
  });

  it('sells only while the sales period is open', async () => {
    const future = await publishTickets(server, school, {
      ticketSetup: {
        ticketTypes: [{ name: 'Later', price: 10, quantity: 5 }],
        salesPeriod: { startDate: '2030-12-01T00:00:00.000Z' },
      },
    });
    const closed = await publishTickets(server, school, {
      ticketSetup: {
        ticketTypes: [{ name: 'Gone', price: 10, quantity: 5 }],
        salesPeriod: { endDate: '2020-01-01T00:00:00.000Z', startDate: '2019-12-01T00:00:00.000Z' },
      },
    });
    const buyer = callsAs(server, await signedInMember(server));
    const early = await buyer.post(PURCHASE, purchaseOf(future, [1]));
    expect(early.body.error).toMatchObject({ code: 'SALES_CLOSED' });
    expect(early.body.error.message).toMatch(/^Ticket sales open on 1 December 2030/);
    const late = await buyer.post(PURCHASE, purchaseOf(closed, [1]));
    expect(late.body.error).toMatchObject({
      code: 'SALES_CLOSED',
      message: 'Ticket sales for this event have closed.',
    });
  });
});

describe('a rush for the last seats', () => {
  it('sells exactly the capacity to 100 buyers at once, the rest told it is sold out', async () => {
    const rush = await publishTickets(server, school, {
      ticketSetup: { ticketTypes: [{ name: 'Last Seats', price: 20, quantity: 20 }] },
    });
    const buyers = await Promise.all(Array.from({ length: 100 }, () => signedInMember(server)));
    const answers = await Promise.all(
      buyers.map((buyer) => callsAs(server, buyer).post(PURCHASE, purchaseOf(rush, [1]))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(80);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toMatchObject({
      code: 'SOLD_OUT',
      message: '"Last Seats" is sold out.',
    });
    expect(await soldOf(rush.types[0]!.id)).toBe(20);
    const issued = await server.databases.production
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('ticket_type_id', '=', rush.types[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(issued.count)).toBe(20);
  });

  it('keeps sold types in the wizard: no removal, no quantity below what sold', async () => {
    const small = await publishTickets(server, school, {
      ticketSetup: {
        ticketTypes: [
          { name: 'Few', price: 5, quantity: 3 },
          { name: 'Other', price: 5 },
        ],
      },
    });
    await callsAs(server, await signedInMember(server)).post(PURCHASE, purchaseOf(small, [2]));
    const calls = callsAs(server, school);
    const removed = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        id: small.configurationId,
        ticketSetup: { ticketTypes: [{ ...small.types[1]! }] },
      }),
    );
    expect(removed.body.error.message).toBe('"Few" has sold tickets, so it cannot be removed.');
    const shrunk = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        id: small.configurationId,
        ticketSetup: { ticketTypes: [{ ...small.types[0]!, quantity: 1 }] },
      }),
    );
    expect(shrunk.body.error.message).toBe(
      '"Few": the quantity cannot be less than the 2 tickets already sold.',
    );
  });
});
