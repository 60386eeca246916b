// The e-mails a buyer gets in the demo (no Stripe keys): the order's receipt says no money was
// taken, a refund names its event, a class pass has a receipt of its own and a class booked with
// it is not a "$0.00 order" (nor on its order page); every e-mail and page names an order by the
// same 8-character number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../src/contract/order-number';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Mail Salsa School' });
  tickets = await publishTickets(server, school);
});
afterAll(() => server.close());

const mailsTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();

describe('the demo’s e-mails', () => {
  it('give a demo order a receipt that takes no money, and name the event when refunding', async () => {
    const buyer = await signedInMember(server);
    const bought = await callsAs(server, buyer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tickets, [2, 1]),
    );
    expect(bought.status).toBe(200);
    const orderId = bought.body.data.orderId as string;
    const [receipt] = await mailsTo(buyer.email);
    expect(receipt!.text_body).toContain('Thank you for your order ($52.50).');
    expect(receipt!.text_body).toContain('Demo payment — no money is taken.');
    expect(receipt!.text_body).toContain('Total: $52.50 (demo payment, nothing was charged)');
    expect(receipt!.text_body).not.toContain('Total paid');
    expect(receipt!.text_body).toContain(`Order number: ${orderNumber(orderId)}`);
    expect(orderNumber(orderId)).toMatch(/^[0-9A-F]{8}$/);
    // The order page says the same: a demo payment.
    const page = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(page.body.data).toMatchObject({ demo: true, withPass: false, totalCents: 5250 });

    const refunded = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${orderId}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    const refund = (await mailsTo(buyer.email))[1]!;
    expect(refund.subject).toBe('Your tickets for Salsa Under the Stars were refunded');
    expect(refund.text_body).toMatch(
      /^3 tickets for Salsa Under the Stars \(\w+day, \d+ \w+ \d{4} at .+\) were refunded: \$52\.50\./,
    );
    expect(refund.text_body).toContain(`Order number: ${orderNumber(orderId)}`);
  });

  it('say in the subject when only some of an order’s tickets were refunded', async () => {
    const buyer = await signedInMember(server);
    const bought = await callsAs(server, buyer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tickets, [2, 1]),
    );
    expect(bought.status).toBe(200);
    const orderId = bought.body.data.orderId as string;
    const order = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/orders`,
    );
    const ticketIds = (
      order.body.data.orders.find((one: { id: string }) => one.id === orderId).tickets as Array<{
        id: string;
      }>
    ).map((ticket) => ticket.id);
    const refundOne = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${orderId}/refund`,
      { ticketIds: [ticketIds[0]] },
    );
    expect(refundOne.status).toBe(200);
    const refundRest = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${orderId}/refund`,
      {},
    );
    expect(refundRest.status).toBe(200);
    const [, partial, rest] = await mailsTo(buyer.email);
    expect(partial!.subject).toBe('1 of your 3 tickets for Salsa Under the Stars was refunded');
    expect(partial!.text_body).toMatch(/^1 ticket for Salsa Under the Stars .* was refunded: /);
    expect(rest!.subject).toBe('Your tickets for Salsa Under the Stars were refunded');
  });

  it('send a class pass’s receipt, and book a class with it without a $0.00 order', async () => {
    const start = new Date(Date.now() + 72 * 3_600_000);
    const lesson = await publishTickets(server, school, {
      eventDetails: {
        ...wizardForm().eventDetails,
        title: 'Improver Bachata',
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    const created = await callsAs(server, school).post(
      `/api/v2/org/${school.organisationId}/passes`,
      {
        name: 'Bachata 5',
        classes: 5,
        validityWeeks: 8,
        price: 60,
        currency: 'AUD',
        courses: [lesson.configurationId],
      },
    );
    expect(created.status).toBe(200);
    const dancer = await signedInMember(server);
    const bought = await callsAs(server, dancer).post(
      `/api/v2/passes/${created.body.data.id}/checkout`,
      { transactionId: `tx-${crypto.randomUUID()}` },
    );
    expect(bought.body).toMatchObject({ mode: 'demo' });
    const passOrderId = bought.body.passOrderId as string;
    const [receipt] = await mailsTo(dancer.email);
    expect(receipt!.subject).toBe('Your class pass: Bachata 5');
    expect(receipt!.text_body).toContain('Thank you for your order ($60.00).');
    expect(receipt!.text_body).toContain(`Order number: ${orderNumber(passOrderId)}`);
    expect(receipt!.text_body).toContain('Bachata 5 — 5 classes at Mail Salsa School = $60.00');
    expect(receipt!.text_body).toContain('Total: $60.00 (demo payment, nothing was charged)');
    expect(receipt!.text_body).toMatch(/Your pass holds 5 classes until \w+day, \d+ \w+ \d{4}\./);

    const booked = await callsAs(server, dancer).post(`/api/v2/passes/orders/${passOrderId}/book`, {
      eventId: lesson.eventId,
    });
    expect(booked.status).toBe(200);
    const booking = (await mailsTo(dancer.email))[1]!;
    expect(booking.subject).toBe('Your class is booked: Improver Bachata');
    expect(booking.text_body).toContain(
      'Your class is booked with your pass "Bachata 5": Improver Bachata.',
    );
    expect(booking.text_body).toContain('Paid with your pass "Bachata 5": 1 class');
    expect(booking.text_body).not.toContain('$0.00');
    expect(booking.text_body).not.toContain('Thank you for your order');
    expect(booking.text_body).toContain(booked.body.data.code);
    // Its order page names the pass, not a payment.
    const ticket = await server.databases.production
      .selectFrom('tickets')
      .select('order_id')
      .where('code', '=', booked.body.data.code)
      .executeTakeFirstOrThrow();
    const page = await callsAs(server, dancer).get(`/api/v2/orders/${ticket.order_id}`);
    expect(page.body.data).toMatchObject({ demo: false, withPass: true, totalCents: 0 });
  });
});
