// A guest's checkout without a payment provider (the demo mode): the same transaction id and the
// same tickets answer the first order, sent again or several at once; a checkout refused for what
// it asked does not use up the guest checkouts of the e-mail it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GUEST_CHECKOUTS_PER_EMAIL } from '../../src/contract/guest-checkout';
import { signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets, type PublishedTickets } from '../support/published-tickets';
import {
  jsonOf,
  startTestServer,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Demo Guest School' });
  tickets = await publishTickets(server, school);
});
afterAll(() => server.close());

async function guestCheckout(body: unknown, address = uniqueAddress()) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v2/ticket/guest-checkout',
    payload: body as object,
    remoteAddress: address,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the test needs
  return { status: response.statusCode, body: jsonOf<Record<string, any>>(response) };
}

const guestBody = (email: string) => ({
  ...checkoutOf(tickets, [1]),
  guest: { email, name: 'Gia Guest' },
});

describe('a guest’s demo checkout', () => {
  it('answers the same order when sent again, in turn or at once', async () => {
    const body = guestBody(uniqueEmail('retry'));
    const first = await guestCheckout(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.mode).toBe('demo');
    const again = await guestCheckout(body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.order.orderId).toBe(first.body.order.orderId);

    const rushed = guestBody(uniqueEmail('rush'));
    // More at once than the e-mail's allowance: one checkout, so one attempt counted.
    const rush = 2 * MAX_GUEST_CHECKOUTS_PER_EMAIL;
    const answers = await Promise.all(Array.from({ length: rush }, () => guestCheckout(rushed)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(rush).fill(200));
    expect(new Set(answers.map((answer) => answer.body.order.orderId)).size).toBe(1);

    // The same id for other tickets is still refused.
    const other = { ...guestBody(uniqueEmail('other')), transactionId: body.transactionId };
    expect(
      (
        await guestCheckout({
          ...other,
          guest: body.guest,
          ticketSelections: checkoutOf(tickets, [2]).ticketSelections,
        })
      ).status,
    ).toBe(409);
  });

  it('does not count checkouts refused for what they asked against the e-mail named', async () => {
    const victim = uniqueEmail('victim');
    for (let attempt = 0; attempt <= MAX_GUEST_CHECKOUTS_PER_EMAIL; attempt += 1) {
      const madeUp = { ...guestBody(victim), ticketingConfigId: crypto.randomUUID() };
      expect((await guestCheckout(madeUp)).status).toBe(404);
    }
    const real = await guestCheckout(guestBody(victim));
    expect(real.status, JSON.stringify(real.body)).toBe(200);
  });
});

describe('a tampered order link', () => {
  it('is refused like any wrong link, whatever characters it holds', async () => {
    const orderId = crypto.randomUUID();
    for (const access of [
      'tscec0.NbwbeH3t8TF2kBfeczVJXcUv6r1mKlX0xgsnL0uJIy%C3%A9',
      'tscec0.%E2%80%AEbwbeH3t8TF2kBfeczVJXcUv6r1mKlX0xgsnL0uJ',
      'tscec0.short',
    ]) {
      const answer = await server.app.inject(`/api/v2/orders/${orderId}/shared?access=${access}`);
      expect(answer.statusCode, access).toBe(404);
    }
  });
});
