// Promo and access codes on a real database: the organiser's codes (their own events only), the
// buyer's check, and the demo purchase priced with a code — percent and amount off, chosen types,
// group minimums, validity windows, limits overall and per buyer (a rush never passes one),
// hidden types unlocked by access codes, and the discount on the receipt, the order and Sales.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeInputDraft } from '../../src/contract/promo-codes';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, uniqueAddress, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
const PURCHASE = '/api/v2/ticket/purchase';
const CHECK = '/api/v2/ticket/purchase/code';

/** Early Bird 15, Door 22.50, and Crew 5 (hidden: only with an access code). */
async function eventWithCrew(quantity = 100) {
  const form = wizardForm();
  return publishTickets(server, school, {
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Early Bird', price: 15, currency: 'AUD', quantity, description: 'Cheaper' },
        { name: 'Door', price: 22.5, currency: 'AUD', quantity, description: 'On the night' },
        {
          name: 'Crew',
          price: 5,
          currency: 'AUD',
          quantity: 10,
          description: 'Crew',
          hidden: true,
        },
      ],
    },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Code Dance School' });
  tickets = await eventWithCrew();
});
afterAll(() => server.close());

const codesOf = (event: PublishedTickets) =>
  `/api/v2/ticket/organiser/${event.configurationId}/codes`;

async function addCode(draft: CodeInputDraft, event = tickets) {
  const created = await callsAs(server, school).post(codesOf(event), draft);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: string; code: string };
}

/** A purchase of [Early Bird, Door] quantities (no hidden type) with a code. */
const withCode = (quantities: number[], code?: string, event = tickets) => ({
  ...purchaseOf({ ...event, types: event.types.slice(0, 2) }, quantities),
  ...(code === undefined ? {} : { code }),
});

async function buy(body: unknown, buyer?: Member) {
  return callsAs(server, buyer ?? (await signedInMember(server))).post(PURCHASE, body);
}

const codeRow = (id: string) =>
  server.databases.production
    .selectFrom('promo_codes')
    .select(['uses'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a promo code on the demo purchase', () => {
  it('takes a percentage off every ticket, shown on the receipt, the order and Sales', async () => {
    await addCode({ code: 'Save20', kind: 'promo', percentOff: 20 });
    const buyer = await signedInMember(server);
    const { status, body } = await buy(withCode([2, 1], 'save20'), buyer);
    expect(status).toBe(200);
    // 2 × 15 + 22.50 = 52.50, less 20 % = 42.
    expect(body.data).toMatchObject({ total: 42, discount: { code: 'SAVE20', amount: 10.5 } });
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', buyer.email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Code SAVE20: -$10.50');
    expect(mail.text_body).toContain('Total: $42.00');
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${body.data.orderId}`);
    expect(order.body.data).toMatchObject({
      totalCents: 4200,
      discount: { code: 'SAVE20', cents: 1050 },
    });
    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/orders`,
    );
    expect(
      sales.body.data.orders.find((o: { id: string }) => o.id === body.data.orderId),
    ).toMatchObject({ code: 'SAVE20', discountCents: 1050, totalCents: 4200 });
    const csv = await server.app.inject({
      url: `/api/v2/ticket/organiser/${tickets.configurationId}/attendees/export`,
      headers: school.headers,
    });
    expect(csv.body).toContain(`${buyer.email},`);
    expect(csv.body).toMatch(/,Door,,22\.50,AUD,SAVE20,/);
  });

  it('takes an amount off each ticket of the types it is for, and refuses other tickets', async () => {
    const doorOnly = [tickets.types[1]!.id];
    await addCode({ code: 'DOOR5', kind: 'promo', amountOff: 5, ticketTypeIds: doorOnly });
    const ok = await buy(withCode([1, 2], 'door5'));
    expect(ok.status).toBe(200);
    // 15 + 2 × 22.50 = 60, less 2 × 5 on the Door tickets.
    expect(ok.body.data).toMatchObject({ total: 50, discount: { code: 'DOOR5', amount: 10 } });
    const refused = await buy(withCode([2, 0], 'DOOR5'));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'CODE_NOT_VALID',
      message: 'This code is not valid for these tickets.',
    });
  });

  it('needs its minimum quantity (a group deal)', async () => {
    await addCode({ code: 'GROUP4', kind: 'promo', percentOff: 10, minQuantity: 4 });
    const three = await buy(withCode([3, 0], 'GROUP4'));
    expect(three.status).toBe(400);
    expect(three.body.error.message).toBe('This code needs at least 4 tickets.');
    const four = await buy(withCode([2, 2], 'GROUP4'));
    expect(four.status).toBe(200);
    // 2 × 15 + 2 × 22.50 = 75, less 10 %.
    expect(four.body.data.total).toBe(67.5);
  });

  it('holds only within its validity window', async () => {
    await addCode({
      code: 'LATER',
      kind: 'promo',
      percentOff: 10,
      validFrom: '2099-01-01T00:00:00.000Z',
    });
    await addCode({
      code: 'GONE',
      kind: 'promo',
      percentOff: 10,
      validUntil: '2001-01-01T00:00:00.000Z',
    });
    const later = await buy(withCode([1, 0], 'LATER'));
    expect(later.status).toBe(400);
    expect(later.body.error.message).toBe('This code is not valid yet.');
    const gone = await buy(withCode([1, 0], 'GONE'));
    expect(gone.status).toBe(400);
    expect(gone.body.error.message).toBe('This code is not valid any more.');
  });

  it('keeps its limits overall and per buyer; an unknown code is refused', async () => {
    const once = await addCode({ code: 'ONCE', kind: 'promo', percentOff: 50, maxUses: 1 });
    expect((await buy(withCode([1, 0], 'ONCE'))).status).toBe(200);
    const second = await buy(withCode([1, 0], 'ONCE'));
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'CODE_USED_UP',
      message: 'This code has been used up.',
    });
    expect((await codeRow(once.id)).uses).toBe(1);

    await addCode({ code: 'MINE', kind: 'promo', percentOff: 5, maxUsesPerBuyer: 1 });
    const buyer = await signedInMember(server);
    expect((await buy(withCode([1, 0], 'MINE'), buyer)).status).toBe(200);
    const again = await buy(withCode([1, 0], 'MINE'), buyer);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You have already used this code as often as it allows.');
    expect((await buy(withCode([1, 0], 'MINE'))).status).toBe(200);

    const unknown = await buy(withCode([1, 0], 'NOPE'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('This code is not valid for this event.');
    const malformed = await buy(withCode([1, 0], 'no spaces'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual({ field: 'code' });
  });

  it('answers a retry with the same order, counting the code once', async () => {
    const code = await addCode({ code: 'RETRY', kind: 'promo', percentOff: 10, maxUses: 5 });
    const buyer = await signedInMember(server);
    const body = withCode([1, 0], 'RETRY');
    const first = await buy(body, buyer);
    const retried = await buy(body, buyer);
    expect(retried.status).toBe(200);
    expect(retried.body.data.orderId).toBe(first.body.data.orderId);
    expect((await codeRow(code.id)).uses).toBe(1);
  });

  it('gives its use back when the order is refunded in full', async () => {
    const code = await addCode({ code: 'REFUND', kind: 'promo', amountOff: 3, maxUses: 1 });
    const bought = await buy(withCode([2, 0], 'REFUND'));
    expect(bought.body.data.total).toBe(24);
    expect((await codeRow(code.id)).uses).toBe(1);
    const refund = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${bought.body.data.orderId}/refund`,
      {},
    );
    expect(refund.status).toBe(200);
    // What was paid, never the tickets' listed prices.
    expect(refund.body.data.refundedCents).toBe(2400);
    expect((await codeRow(code.id)).uses).toBe(0);
    expect((await buy(withCode([1, 0], 'REFUND'))).status).toBe(200);
  });
});

describe('an access code', () => {
  it('unlocks a hidden type, which is sold only with it', async () => {
    const crew = tickets.types[2]!;
    const page = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${tickets.eventId}`,
    );
    expect(page.body.data.hasCodes).toBe(true);
    expect(page.body.data.ticketTypes.map((type: { name: string }) => type.name)).toEqual([
      'Early Bird',
      'Door',
    ]);
    const event = await callsAs(server, null).get(`/api/v2/event/${tickets.eventId}`);
    expect(JSON.stringify(event.body)).not.toContain('Crew');

    await addCode({ code: 'CREW', kind: 'access', unlocks: [crew.id], maxUses: 20 });
    const crewPurchase = (code?: string) => ({
      ...purchaseOf({ ...tickets, types: [crew] }, [1]),
      ...(code ? { code } : {}),
    });
    const without = await buy(crewPurchase());
    expect(without.status).toBe(400);
    expect(without.body.error.message).toBe('That ticket type is not part of this event.');
    const wrong = await buy(crewPurchase('SAVE20'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('This code is not valid for these tickets.');

    const check = await server.app.inject({
      method: 'POST',
      url: CHECK,
      remoteAddress: uniqueAddress(),
      payload: { ticketingConfigId: tickets.configurationId, code: 'crew' },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      code: 'CREW',
      kind: 'access',
      discount: 0,
      unlocked: [{ id: crew.id, name: 'Crew', price: 5, availableQuantity: 10 }],
    });

    const bought = await buy(crewPurchase('crew'));
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ total: 5, tickets: [{ ticketTypeName: 'Crew' }] });
  });
});

describe('POST /api/v2/ticket/purchase/code', () => {
  it('answers the discount for a selection, and refuses guesses past a limit per address', async () => {
    const address = uniqueAddress();
    const check = (code: string, selections: unknown[] = []) =>
      server.app.inject({
        method: 'POST',
        url: CHECK,
        remoteAddress: address,
        payload: { ticketingConfigId: tickets.configurationId, code, ticketSelections: selections },
      });
    const priced = await check('SAVE20', [{ ticketType: tickets.types[0]!.id, quantity: 2 }]);
    expect(priced.json().data).toMatchObject({ code: 'SAVE20', percentOff: 20, discount: 6 });
    const short = await check('GROUP4', [{ ticketType: tickets.types[0]!.id, quantity: 1 }]);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('This code needs at least 4 tickets.');
    let last = 0;
    for (let guess = 0; guess < 30; guess++) last = (await check(`GUESS${guess}`)).statusCode;
    expect(last).toBe(429);
  });
});

describe('the organiser’s codes', () => {
  it('lists each code with its uses and revenue', async () => {
    const list = await callsAs(server, school).get(codesOf(tickets));
    expect(list.status).toBe(200);
    const save20 = list.body.data.find((code: { code: string }) => code.code === 'SAVE20');
    expect(save20).toMatchObject({
      kind: 'promo',
      percentOff: 20,
      uses: 1,
      orders: 1,
      revenue: 42,
      discountGiven: 10.5,
      currency: 'AUD',
    });
  });

  it('refuses bad input with a 400 and a taken code with a 409', async () => {
    const calls = callsAs(server, school);
    const both = await calls.post(codesOf(tickets), {
      code: 'BOTH',
      kind: 'promo',
      percentOff: 10,
      amountOff: 2,
    });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe('A code takes off a percentage or an amount, not both.');
    const none = await calls.post(codesOf(tickets), { code: 'NONE', kind: 'promo' });
    expect(none.status).toBe(400);
    const noTypes = await calls.post(codesOf(tickets), { code: 'NOTYPES', kind: 'access' });
    expect(noTypes.body.error.message).toBe(
      'An access code must unlock at least one hidden ticket type.',
    );
    const foreign = await calls.post(codesOf(tickets), {
      code: 'FOREIGN',
      kind: 'promo',
      percentOff: 10,
      ticketTypeIds: [crypto.randomUUID()],
    });
    expect(foreign.status).toBe(400);
    const spaces = await calls.post(codesOf(tickets), {
      code: 'a b',
      kind: 'promo',
      percentOff: 1,
    });
    expect(spaces.status).toBe(400);
    const percent = await calls.post(codesOf(tickets), {
      code: 'X',
      kind: 'promo',
      percentOff: 101,
    });
    expect(percent.body.error.message).toBe('percentOff must be at most 100.');
    const taken = await calls.post(codesOf(tickets), {
      code: 'save20',
      kind: 'promo',
      percentOff: 5,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('This event already has that code.');

    const once = (await calls.get(codesOf(tickets))).body.data.find(
      (code: { code: string }) => code.code === 'ONCE',
    );
    const lowered = await calls.put(`${codesOf(tickets)}/${once.id}`, {
      code: 'ONCE',
      kind: 'promo',
      percentOff: 50,
      maxUses: 2,
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body.data).toMatchObject({ maxUses: 2, uses: 1 });
  });

  it('keeps each organisation to its own events and codes', async () => {
    const other = await signedInMember(server, { organisation: 'Other School' });
    const calls = callsAs(server, other);
    expect((await calls.get(codesOf(tickets))).status).toBe(404);
    expect(
      (await calls.post(codesOf(tickets), { code: 'MINE2', kind: 'promo', percentOff: 5 })).status,
    ).toBe(404);
    const theirs = await publishTickets(server, other, wizardForm());
    const save20 = (await callsAs(server, school).get(codesOf(tickets))).body.data[0];
    // Their own event, someone else's code: not found either.
    const edit = await calls.put(`${codesOf(theirs)}/${save20.id}`, {
      code: 'HACK',
      kind: 'promo',
      percentOff: 100,
    });
    expect(edit.status).toBe(404);
    const removal = await server.app.inject({
      method: 'DELETE',
      url: `${codesOf(tickets)}/${save20.id}`,
      headers: other.headers,
    });
    expect(removal.statusCode).toBe(404);
    // The owner removes it; its orders keep the code's text.
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `${codesOf(tickets)}/${save20.id}`,
      headers: school.headers,
    });
    expect(removed.statusCode).toBe(200);
    const page = await callsAs(server, null).get(`/api/v2/ticket/purchase/event/${theirs.eventId}`);
    expect(page.body.data.hasCodes).toBe(false);
  });
});

describe('a rush on a code with 10 uses', () => {
  // Signing 25 accounts up hashes 25 passwords: done before the rush, which is what is timed.
  let buyers: Member[];
  beforeAll(async () => {
    buyers = await Promise.all(Array.from({ length: 25 }, () => signedInMember(server)));
  });

  it('sells exactly 10 with it, never 11, and no 5xx', async () => {
    const rush = await eventWithCrew(200);
    const code = await addCode(
      { code: 'RUSH10', kind: 'promo', percentOff: 10, maxUses: 10 },
      rush,
    );
    const answers = await Promise.all(
      buyers.map((buyer) => buy(withCode([1, 0], 'RUSH10', rush), buyer)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused.body.error.message).toBe('This code has been used up.');
    expect((await codeRow(code.id)).uses).toBe(10);
    const orders = await server.databases.production
      .selectFrom('orders')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('code_id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(Number(orders.count)).toBe(10);
  });
});
