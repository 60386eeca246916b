// Checkouts in a rush are checked against the sale as a read moments ago saw it; the hold statement
// proves nothing it depends on has changed. Whatever an organiser, Stripe or another buyer changes
// between two checkouts, the next buyer is answered as a fresh read would answer them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, runOutHolds, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';
import { writeCheckedHold } from '../../server/services/payments/holds';
import { readForPurchase } from '../../server/services/purchases/purchase-read';
import { fingerprintsOf } from '../../server/services/payments/sale-snapshots';

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function checkout(body: ReturnType<typeof checkoutOf>) {
  const buyer = await signedInMember(server, { organisation: null });
  return callsAs(server, buyer).post('/api/v2/ticket/checkout', body);
}

const heldOf = async (typeId: string) =>
  (
    await server.databases.production
      .selectFrom('ticket_types')
      .select('held')
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow()
  ).held;

describe('a rush of checkouts for the same tickets', () => {
  let school: Member;
  beforeAll(async () => {
    school = await connectedSchool(server, 'Snapshot Salsa School');
  });

  it('charges a price changed since the last buyer’s read, and refuses the old one', async () => {
    const tickets = await publishTickets(server, school);
    expect((await checkout(checkoutOf(tickets, [1]))).status).toBe(200);
    const form = wizardForm();
    const [early, door] = tickets.types;
    const [earlyType, doorType] = form.ticketSetup!.ticketTypes!;
    const saved = await callsAs(server, school).post('/api/v2/ticket/organiser/draft', {
      ...form,
      id: tickets.configurationId,
      ticketSetup: {
        ...form.ticketSetup!,
        ticketTypes: [
          { ...earlyType!, id: early!.id, price: 18 },
          { ...doorType!, id: door!.id },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const before = await heldOf(early!.id);
    const stale = await checkout(checkoutOf(tickets, [1]));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'PRICE_CHANGED',
      message: 'The price of "Early Bird" is now $18.00. Please review your order.',
    });
    expect(await heldOf(early!.id)).toBe(before);
    const repriced = { ...tickets, types: [{ ...early!, price: 18 }, door!] };
    const paid = await checkout(checkoutOf(repriced, [1]));
    expect(paid.status).toBe(200);
    const session = [...fake.sessions.values()].find(
      (candidate) => candidate.metadata.reservationId === paid.body.reservation.id,
    )!;
    expect(session.amount_total).toBe(1800);
  });

  it('stops at once when the school can no longer take cards', async () => {
    const other = await connectedSchool(server, 'Snapshot Restricted School');
    const tickets = await publishTickets(server, other);
    expect((await checkout(checkoutOf(tickets, [1]))).status).toBe(200);
    const account = [...fake.accounts.values()].find(
      (candidate) => candidate.metadata.organisationId === other.organisationId,
    )!;
    account.charges_enabled = false;
    await fake.webhooks.send('account.updated', account, account.id);
    const refused = await checkout(checkoutOf(tickets, [1]));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This organiser cannot take card payments right now. Please try again later.',
    );
    expect(await heldOf(tickets.types[0]!.id)).toBe(1);
  });

  it('sells a seat given back after the last read said sold out', async () => {
    const tickets = await publishTickets(server, school, {
      ticketSetup: {
        ticketTypes: [{ name: 'Solo', price: 30, currency: 'AUD', quantity: 1, description: '' }],
        refundPolicy: '',
      },
    });
    const first = await checkout(checkoutOf(tickets, [1]));
    expect(first.status).toBe(200);
    const soldOut = await checkout(checkoutOf(tickets, [1]));
    expect(soldOut.body.error).toMatchObject({ code: 'SOLD_OUT', message: '"Solo" is sold out.' });
    await runOutHolds(server, [first.body.reservation.id]);
    const again = await checkout(checkoutOf(tickets, [1]));
    expect(again.status).toBe(200);
    expect(await heldOf(tickets.types[0]!.id)).toBe(1);
  });

  it('answers a retry with the same hold, and another selection under its id with a conflict', async () => {
    const tickets = await publishTickets(server, school);
    expect((await checkout(checkoutOf(tickets, [1]))).status).toBe(200);
    const buyer = callsAs(server, await signedInMember(server, { organisation: null }));
    const body = checkoutOf(tickets, [2]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => buyer.post('/api/v2/ticket/checkout', body)),
    );
    const again = await buyer.post('/api/v2/ticket/checkout', body);
    const ids = new Set([...answers, again].map((answer) => answer.body.reservation.id));
    expect(ids.size).toBe(1);
    expect(await heldOf(tickets.types[0]!.id)).toBe(3);
    const other = await buyer.post('/api/v2/ticket/checkout', {
      ...checkoutOf(tickets, [1]),
      transactionId: body.transactionId,
    });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(
      'This checkout was started with other tickets. Please review your order and try again.',
    );
  });
});

describe('a hold checked against a read', () => {
  it('writes nothing once anything the read saw has changed, and holds when nothing has', async () => {
    const school = await connectedSchool(server, 'Fingerprint School');
    const tickets = await publishTickets(server, school);
    const buyer = await signedInMember(server, { organisation: null });
    const db = server.databases.production;
    const typeId = tickets.types[0]!.id;
    const request = { ...checkoutOf(tickets, [1]), paymentMethod: 'stripe' as const };
    const read = await readForPurchase(db, buyer, request, [typeId]);
    if (typeof read === 'string') throw new Error('no earlier order expected');
    const hold = (key: string) => ({
      id: crypto.randomUUID(),
      accountId: buyer.accountId,
      email: buyer.email,
      configurationId: tickets.configurationId,
      eventId: tickets.eventId,
      idempotencyKey: key,
      selection: `${typeId}:1`,
      totalCents: 1500,
      feeCents: 0,
      currency: 'AUD',
      connectedAccount: read[0]!.stripe_account_id,
      fromApp: false,
      expiresAt: new Date(Date.now() + 60_000),
      lines: [{ typeId, role: '' as const, quantity: 1, priceCents: 1500 }],
    });
    expect(await writeCheckedHold(db, hold('fp-1'), fingerprintsOf(read))).toBe(true);
    expect(await heldOf(typeId)).toBe(1);
    // The event's zone changed: same price, same seats, but what the checks read is no longer so.
    await db
      .updateTable('events')
      .set({ time_zone: 'Australia/Perth' })
      .where('id', '=', tickets.eventId)
      .execute();
    const stale = hold('fp-2');
    expect(await writeCheckedHold(db, stale, fingerprintsOf(read))).toBe(false);
    expect(await heldOf(typeId)).toBe(1);
    const written = await db
      .selectFrom('reservations')
      .select('id')
      .where('id', '=', stale.id)
      .execute();
    expect(written).toEqual([]);
  });
});
