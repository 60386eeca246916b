// Refunding a door sale from Sales › Orders, through the real server on a real database: a sale in
// cash or by card outside Floorcraft is refunded as a record (no Stripe call: the school gives the
// money back itself), its tickets stop admitting, its places go back on sale through the seat
// ledger once however often (and however concurrently) it is asked, the buyer is e-mailed only
// when the sale had an address, and a comp at the door is not refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DOOR_COMP_NOT_REFUNDED, DOOR_REFUND_RECORDED } from '../../src/contract/door-sales';
import { statements as ticketPrices } from '../../server/db/migrations/0048-ticket-prices';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tonight: PublishedTickets;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const db = () => server.databases.production;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Door Refund School' });
  const form = wizardForm();
  tonight = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
});
afterAll(() => server.close());

async function sell(extra: Record<string, unknown>): Promise<string> {
  const sold = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/sales`, {
    clientKey: crypto.randomUUID(),
    ticketTypeId: tonight.types[0]!.id,
    quantity: 2,
    method: 'cash',
    deviceId: 'phone-1',
    ...extra,
  });
  expect(sold.status).toBe(200);
  return sold.body.data.orderId as string;
}

const refund = (orderId: string, body: Record<string, unknown> = {}) =>
  callsAs(server, school).post(`/api/v2/ticket/organiser/orders/${orderId}/refund`, body);

const soldPlaces = async () =>
  (
    await db()
      .selectFrom('ticket_types')
      .select('sold')
      .where('id', '=', tonight.types[0]!.id)
      .executeTakeFirstOrThrow()
  ).sold;

const mailsAbout = async (orderId: string) =>
  (
    await db()
      .selectFrom('outbox')
      .select('subject')
      .where('text_body', 'like', `%${orderId}%`)
      .orderBy('created_at')
      .execute()
  ).map((mail) => mail.subject);

const orderOf = (orderId: string) =>
  db()
    .selectFrom('orders')
    .select(['refunded_cents', 'total_cents', 'status', 'payment_intent'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('refunding a door sale', () => {
  it('records a cash refund, voids the tickets and gives the places back, with nobody to e-mail', async () => {
    const orderId = await sell({ amountCents: 2500 });
    const before = await soldPlaces();
    const refunded = await refund(orderId);
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toBe(DOOR_REFUND_RECORDED.cash);
    expect(refunded.body.data.refundedCents).toBe(2500);
    expect(await soldPlaces()).toBe(before - 2);
    expect(await orderOf(orderId)).toEqual({
      refunded_cents: 2500,
      total_cents: 2500,
      status: 'refunded',
      payment_intent: null,
    });
    const voided = await db()
      .selectFrom('tickets')
      .select('voided_at')
      .where('order_id', '=', orderId)
      .execute();
    expect(voided.every((ticket) => ticket.voided_at !== null)).toBe(true);
    // No address given at the door: no e-mail to nobody. (Mails about an order link to it; the
    // outbox is shared with other tests' schools, so only this order's mails are counted.)
    expect(await mailsAbout(orderId)).toEqual([]);
    // Sales' door line keeps what was taken less what was given back.
    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tonight.configurationId}/attendees`,
    );
    expect(sales.body.data.door).toMatchObject({ tickets: 0, cashCents: 0 });
    // Asked again: refused, nothing given back twice.
    const again = await refund(orderId);
    expect(again.status).toBe(409);
    expect((await orderOf(orderId)).refunded_cents).toBe(2500);
    expect(await soldPlaces()).toBe(before - 2);
  });

  it('records a card refund of one ticket and tells a buyer who gave an address', async () => {
    const email = `door.card.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const orderId = await sell({ method: 'card-outside', email });
    const [ticket] = await db()
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', orderId)
      .orderBy('code')
      .execute();
    const refunded = await refund(orderId, { ticketIds: [ticket!.id] });
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toBe(DOOR_REFUND_RECORDED['card-outside']);
    expect(await orderOf(orderId)).toMatchObject({
      refunded_cents: 1500,
      status: 'partially_refunded',
    });
    const mails = await db()
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your tickets for /),
      expect.stringMatching(/^1 of your 2 tickets for .+ was refunded$/),
    ]);
    // The same mails are found by the order they link to, as the cash test looks for them.
    expect(await mailsAbout(orderId)).toEqual(mails.map((mail) => mail.subject));
  });

  it('gives the places back once when two refunds of the same sale arrive at once', async () => {
    const orderId = await sell({});
    const before = await soldPlaces();
    const answers = await Promise.all([refund(orderId), refund(orderId), refund(orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await soldPlaces()).toBe(before - 2);
    expect((await orderOf(orderId)).refunded_cents).toBe(3000);
  });

  it('does not refund a comp at the door', async () => {
    const orderId = await sell({ method: 'comp' });
    const refused = await refund(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(DOOR_COMP_NOT_REFUNDED);
  });

  it('splits an uneven amount over the tickets to the cent, and refunds give back exactly it', async () => {
    // $25 taken for 3 tickets: 8.34 + 8.33 + 8.33, the odd cent on the first by code.
    const orderId = await sell({ quantity: 3, amountCents: 2500 });
    const tickets = await db()
      .selectFrom('tickets')
      .select(['id', 'price_cents'])
      .where('order_id', '=', orderId)
      .orderBy('code')
      .execute();
    expect(tickets.map((ticket) => ticket.price_cents)).toEqual([834, 833, 833]);
    const attendees = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tonight.configurationId}/attendees`,
    );
    const mine = (attendees.body.data.attendees as Array<{ ticketId: string; price: number }>)
      .filter((one) => tickets.some((ticket) => ticket.id === one.ticketId))
      .map((one) => Math.round(one.price * 100));
    expect(mine.reduce((sum, cents) => sum + cents, 0)).toBe(2500);
    // One of them refunded (the last by code), then the other two: 2500 in all, never 2499.
    const last = await refund(orderId, { ticketIds: [tickets[2]!.id] });
    expect(last.body.data.refundedCents).toBe(833);
    const rest = await refund(orderId);
    expect(rest.body.data.refundedCents).toBe(1667);
    expect(await orderOf(orderId)).toMatchObject({ refunded_cents: 2500, status: 'refunded' });
  });

  it('refunds all of an uneven sale at once to the cent', async () => {
    const orderId = await sell({ quantity: 3, amountCents: 1000 });
    const refunded = await refund(orderId);
    expect(refunded.body.data.refundedCents).toBe(1000);
  });

  it('splits the door sales made before each ticket kept its share, as the migration does', async () => {
    const orderId = await sell({ quantity: 3, amountCents: 2500 });
    await db()
      .updateTable('tickets')
      .set({ price_cents: null })
      .where('order_id', '=', orderId)
      .execute();
    // The migration's own statement, kept to this order (the database is shared with other tests).
    await sql`${sql.raw(ticketPrices[1]!)} AND t.order_id = ${orderId}`.execute(db());
    const split = await db()
      .selectFrom('tickets')
      .select('price_cents')
      .where('order_id', '=', orderId)
      .orderBy('code')
      .execute();
    expect(split.map((ticket) => ticket.price_cents)).toEqual([834, 833, 833]);
  });

  it('refuses an empty choice of tickets as bad input, refunding nothing', async () => {
    const orderId = await sell({});
    const refused = await refund(orderId, { ticketIds: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await orderOf(orderId)).refunded_cents).toBe(0);
  });
});
