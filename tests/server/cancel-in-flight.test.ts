// A class cancelled while a buyer is paying for it: the Checkout Session completes after the
// cancellation, the order is issued (the money was taken; refunds stay the school's decision),
// and the buyer gets the same "Cancelled:" e-mail the other holders got.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'In Flight School');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const cancelMailsTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email.toLowerCase())
    .where('subject', 'like', 'Cancelled:%')
    .execute();

describe('a class cancelled during a checkout', () => {
  it('tells the buyer whose payment completes after the cancellation', async () => {
    const first = Date.now() + 2 * WEEK;
    const sessions = [0, 1].map((week) => ({
      id: randomUUID(),
      name: `Zouk Flow — week ${week + 1}`,
      startDateTime: new Date(first + week * WEEK).toISOString(),
      endDateTime: new Date(first + week * WEEK + HOUR).toISOString(),
    }));
    const tickets = await publishTickets(server, school, {
      eventDetails: {
        ...wizardForm().eventDetails,
        title: 'Zouk Flow',
        startDateTime: sessions[0]!.startDateTime,
        endDateTime: sessions[1]!.endDateTime,
      },
      ticketSetup: {
        ticketTypes: [
          { name: 'Full course', price: 60, currency: 'AUD', quantity: 20, sessionIds: null },
        ],
        sessions,
        refundPolicy: '',
      },
    });
    const buyer = await signedInMember(server, { organisation: null });
    const held = await callsAs(server, buyer).post(
      '/api/v2/ticket/checkout',
      checkoutOf(tickets, [1]),
    );
    expect(held.status, JSON.stringify(held.body)).toBe(200);

    const cancelled = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${tickets.configurationId}/sessions/${sessions[0]!.id}/cancel`,
      {},
    );
    // Nobody holds a ticket yet: nobody is told at the cancellation.
    expect(cancelled.body.data).toEqual({ told: 0 });
    expect(await cancelMailsTo(buyer.email)).toEqual([]);

    const session = [...fake.sessions.values()].find(
      (entry) => entry.metadata.reservationId === held.body.reservation.id,
    )!;
    await fake.pay(session.id);
    const mails = await cancelMailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Cancelled: Zouk Flow — week 1 (Zouk Flow)');
    expect(mails[0]!.text_body).toContain('The school will be in touch');
    // A replayed webhook issues nothing new and tells nobody twice.
    await fake.webhooks.send('checkout.session.completed', session);
    expect(await cancelMailsTo(buyer.email)).toHaveLength(1);
  });
});
