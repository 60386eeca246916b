// The waiting line comes before a walk-in and before the minute's job, on a real database
// (embedded and PostgreSQL, where two servers share one database). A place freed while people wait
// for a type without roles is theirs: a door sale or an online purchase cannot take it, and it is
// offered straight after the change that freed it (a quantity raised), not a minute later. A door
// sale of one role offers the other role's waiting place at once. Two processes offering at the
// same moment make each offer once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import type { PartnerRoles } from '../../src/contract/partner-roles';
import type { TicketTypeInput } from '../../src/contract/ticketing';
import { lineQueueMessage } from '../../src/contract/waitlist';
import { offerWaitlistPlaces } from '../../server/services/waitlist/waitlist-offers';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let second: TestServer | null = null;
let school: Member;
const WAITLIST = '/api/v2/ticket/waitlist';
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const ROLES: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: '',
  maxImbalance: 1,
};

beforeAll(async () => {
  server = await startTestServer();
  if (process.env.DATABASE_URL) second = await startTestServer();
  school = await signedInMember(server, { organisation: 'Line First School' });
});
afterAll(async () => {
  await server.close();
  await second?.close();
});

const db = () => server.databases.production;

/** Tonight's event with one type (published through the organiser's calls). */
function tonight(type: TicketTypeInput) {
  const form = wizardForm();
  const eventDetails = { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) };
  const ticketSetup = { ...form.ticketSetup, ticketTypes: [type], refundPolicy: '' };
  return publishTickets(server, school, { eventDetails, ticketSetup }).then((event) => ({
    event,
    /** Saves the published event again with the type's quantity changed. */
    resave: (quantity: number) =>
      callsAs(server, school).post('/api/v2/ticket/organiser/draft', {
        ...wizardForm({
          eventDetails,
          ticketSetup: { ...ticketSetup, ticketTypes: [{ ...event.types[0]!, quantity }] },
        }),
        id: event.configurationId,
      }),
  }));
}

const party = (quantity: number): TicketTypeInput => ({
  name: 'Party',
  price: 30,
  currency: 'AUD',
  quantity,
  description: 'All night',
});

const doorSale = (event: PublishedTickets, extra: Record<string, unknown> = {}) =>
  callsAs(server, school).post(`/api/v2/door/${event.eventId}/sales`, {
    clientKey: randomUUID(),
    ticketTypeId: event.types[0]!.id,
    quantity: 1,
    method: 'cash',
    deviceName: 'Door 1',
    ...extra,
  });

const join = (who: Member, event: PublishedTickets, role?: 'lead' | 'follow') =>
  callsAs(server, who).post(WAITLIST, {
    ticketingConfigId: event.configurationId,
    ticketType: event.types[0]!.id,
    ...(role ? { role } : {}),
  });

const seats = (typeId: string) =>
  db()
    .selectFrom('ticket_types')
    .select(['sold', 'held'])
    .where('id', '=', typeId)
    .executeTakeFirstOrThrow();

const entryStatus = async (id: string) =>
  (
    await db()
      .selectFrom('waitlist_entries')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** A dancer in the type's line, as after joining while it was sold out. */
async function waiting(typeId: string): Promise<{ id: string; member: Member }> {
  const member = await signedInMember(server);
  const id = randomUUID();
  await db()
    .insertInto('waitlist_entries')
    .values({
      id,
      ticket_type_id: typeId,
      role: null,
      account_id: member.accountId,
      email: member.email,
    })
    .execute();
  return { id, member };
}

describe('a place freed while people wait for a type without roles', () => {
  it('goes to the first in line at once: neither the door nor a buyer takes it', async () => {
    const { event, resave } = await tonight(party(1));
    const typeId = event.types[0]!.id;
    const [ana, cy, di] = await Promise.all([
      signedInMember(server),
      signedInMember(server),
      signedInMember(server),
    ]);
    expect(
      (await callsAs(server, ana).post('/api/v2/ticket/purchase', purchaseOf(event, [1]))).status,
    ).toBe(200);
    const joined = await join(cy, event);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    // The school adds a place: it is Cy's, not the next walk-in's.
    expect((await resave(2)).status).toBe(200);
    const walkIn = await doorSale(event);
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(409);
    expect(apiErrorSchema.safeParse(walkIn.body).success).toBe(true);
    expect(walkIn.body.error.code).toBe('SOLD_OUT');
    const online = await callsAs(server, di).post(
      '/api/v2/ticket/purchase',
      purchaseOf(event, [1]),
    );
    expect(online.body.error?.code).toBe('SOLD_OUT');

    // Offered straight after the save, with no minute's job run.
    await server.ctx.background.idle();
    expect(await entryStatus(joined.body.data.id)).toBe('offered');
    expect(await seats(typeId)).toEqual({ sold: 1, held: 1 });
  });

  it('is not sold at the door or online before it is offered, and places beyond the line are', async () => {
    const { event } = await tonight(party(3));
    const typeId = event.types[0]!.id;
    expect((await doorSale(event)).status).toBe(200);
    await server.ctx.background.idle();
    // Two places free and one dancer waiting (the offer not made yet): one place is theirs.
    const first = await waiting(typeId);
    const refused = await doorSale(event, { quantity: 2 });
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.safeParse(refused.body).success).toBe(true);
    expect(refused.body.error).toMatchObject({
      code: 'SOLD_OUT',
      message: lineQueueMessage('Party'),
      details: { ticketType: typeId, available: 1 },
    });
    const buyer = await signedInMember(server);
    const online = await callsAs(server, buyer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(event, [2]),
    );
    expect(online.status).toBe(409);
    expect(online.body.error.message).toBe(lineQueueMessage('Party'));
    expect(await seats(typeId)).toEqual({ sold: 1, held: 0 });
    expect(await entryStatus(first.id)).toBe('waiting');

    // The place beyond the line sells; the line's place is offered straight after, held for the
    // dancer, and the door still cannot sell it.
    expect((await doorSale(event)).status).toBe(200);
    await server.ctx.background.idle();
    expect(await entryStatus(first.id)).toBe('offered');
    expect(await seats(typeId)).toEqual({ sold: 2, held: 1 });
    expect((await doorSale(event)).body.error.code).toBe('SOLD_OUT');
  });
});

describe('a door sale of one role', () => {
  it('offers the other role’s waiting place at once', async () => {
    const { event } = await tonight({ ...party(20), name: 'Workshop', roles: ROLES });
    const typeId = event.types[0]!.id;
    expect((await doorSale(event, { role: 'follow' })).status).toBe(200);
    // A second follower would tip the balance: Flo waits for a follower's place.
    expect((await doorSale(event, { role: 'follow' })).body.error.code).toBe('ROLE_FULL');
    const flo = await signedInMember(server);
    const joined = await join(flo, event, 'follow');
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    expect((await doorSale(event, { role: 'lead' })).status).toBe(200);
    await server.ctx.background.idle();
    expect(await entryStatus(joined.body.data.id)).toBe('offered');
    expect(await seats(typeId)).toEqual({ sold: 2, held: 1 });
  });
});

describe('offering from two processes at once', () => {
  it('offers each free place once', async () => {
    const { event } = await tonight(party(3));
    const typeId = event.types[0]!.id;
    expect((await doorSale(event)).status).toBe(200);
    const line = [];
    for (let n = 0; n < 3; n++) line.push(await waiting(typeId));
    // Two free places, three waiting; the second server (PostgreSQL) shares the database.
    const other = second ?? server;
    const counts = await Promise.all([
      offerWaitlistPlaces(server.ctx, db(), typeId),
      offerWaitlistPlaces(other.ctx, other.databases.production, typeId),
      offerWaitlistPlaces(other.ctx, other.databases.production, typeId),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await seats(typeId)).toEqual({ sold: 1, held: 2 });
    const statuses = await Promise.all(line.map((entry) => entryStatus(entry.id)));
    expect(statuses).toEqual(['offered', 'offered', 'waiting']);
    const holds = await db()
      .selectFrom('reservations')
      .select('idempotency_key')
      .where(
        'idempotency_key',
        'in',
        line.map((entry) => `waitlist-${entry.id}`),
      )
      .execute();
    expect(holds).toHaveLength(2);
    const mails = await db()
      .selectFrom('outbox')
      .select('to_address')
      .where(
        'to_address',
        'in',
        line.map((entry) => entry.member.email),
      )
      .execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      line
        .slice(0, 2)
        .map((entry) => entry.member.email)
        .sort(),
    );
  });
});
