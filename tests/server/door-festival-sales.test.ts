// Sales at a festival's door: the seller picks the ticket type (a whole-event pass, one party, one
// workshop), and the sale takes a place through the seat ledger in every session that type admits
// to — and no other — refusing with the full session named. The door list gives each type the
// sessions it admits to and the places left counting them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorDataSchema } from '../../src/contract/door';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let festival: PublishedTickets;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const ids = {
  party: crypto.randomUUID(),
  workshop: crypto.randomUUID(),
};

function festivalNow() {
  const form = wizardForm();
  return publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      title: 'Door Festival',
      startDateTime: hours(1),
      endDateTime: hours(30),
    },
    ticketSetup: {
      sessions: [
        {
          id: ids.party,
          name: 'Saturday Party',
          startDateTime: hours(1),
          endDateTime: hours(4),
          capacity: 3,
        },
        {
          id: ids.workshop,
          name: 'Musicality Workshop',
          startDateTime: hours(1.5),
          endDateTime: hours(3),
          capacity: 10,
        },
      ],
      ticketTypes: [
        { name: 'Full Pass', price: 200, currency: 'AUD', quantity: 50, sessionIds: null },
        {
          name: 'Saturday Party ticket',
          price: 30,
          currency: 'AUD',
          quantity: 50,
          sessionIds: [ids.party],
        },
        {
          name: 'Workshop ticket',
          price: 25,
          currency: 'AUD',
          quantity: 50,
          sessionIds: [ids.workshop],
        },
      ],
      refundPolicy: '',
    },
  });
}

const sell = (typeIndex: number, extra: Record<string, unknown> = {}) =>
  callsAs(server, school).post(`/api/v2/door/${festival.eventId}/sales`, {
    clientKey: crypto.randomUUID(),
    ticketTypeId: festival.types[typeIndex]!.id,
    quantity: 1,
    method: 'cash',
    deviceId: 'phone-1',
    deviceName: 'Door 1',
    ...extra,
  });

async function seatsOf() {
  const rows = await server.databases.production
    .selectFrom('event_sessions')
    .select(['id', 'sold'])
    .where('id', 'in', [ids.party, ids.workshop])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.sold]));
}

async function doorOf(sessionId?: string) {
  const query = sessionId ? `?session=${sessionId}` : '';
  const answer = await callsAs(server, school).get(`/api/v2/door/${festival.eventId}${query}`);
  expect(answer.status).toBe(200);
  return doorDataSchema.parse(answer.body.data);
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Festival Door School' });
  festival = await festivalNow();
});
afterAll(() => server.close());

describe('a festival door sale', () => {
  it('lists every type with the sessions it admits to and the places left counting them', async () => {
    const door = await doorOf();
    expect(door.saleTypes.map((type) => [type.name, type.sessions, type.left])).toEqual([
      ['Full Pass', ['Saturday Party', 'Musicality Workshop'], 3],
      ['Saturday Party ticket', ['Saturday Party'], 3],
      ['Workshop ticket', ['Musicality Workshop'], 10],
    ]);
  });

  it('takes a place in each session the chosen type admits to, and only those', async () => {
    const before = await seatsOf();
    const workshop = await sell(2, { quantity: 2 });
    expect(workshop.status).toBe(200);
    let after = await seatsOf();
    expect(after[ids.workshop]).toBe(before[ids.workshop]! + 2);
    expect(after[ids.party]).toBe(before[ids.party]);
    const full = await sell(0);
    expect(full.status).toBe(200);
    after = await seatsOf();
    expect(after[ids.workshop]).toBe(before[ids.workshop]! + 3);
    expect(after[ids.party]).toBe(before[ids.party]! + 1);
  });

  it('admits a sale made at a session’s door to that session, once', async () => {
    const sold = await sell(1, { sessionId: ids.party });
    expect(sold.status).toBe(200);
    const door = await doorOf(ids.party);
    const ticket = door.tickets.find((one) => one.id === sold.body.data.tickets[0].id);
    expect(ticket?.checkedInAt).toBeTruthy();
    // The session named in capitals is the same session (a UUID in any case).
    const wrong = await sell(2, { sessionId: ids.party.toUpperCase() });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.message).toBe('Workshop ticket does not include Saturday Party.');
    const unknown = await sell(2, { sessionId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const bad = await sell(2, { sessionId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('refuses a type whose session is full, naming the session', async () => {
    // The party has 3 places: one Full Pass and one Party ticket are sold above.
    const last = await sell(1);
    expect(last.status).toBe(200);
    const party = await sell(1);
    expect(party.status).toBe(409);
    expect(party.body.error).toMatchObject({ code: 'SOLD_OUT', message: 'Saturday Party is full' });
    const pass = await sell(0);
    expect(pass.status).toBe(409);
    expect(pass.body.error.message).toBe('Saturday Party is full');
    // The workshop still sells.
    expect((await sell(2)).status).toBe(200);
    const door = await doorOf();
    expect(door.saleTypes.map((type) => type.left)).toEqual([0, 0, 6]);
  });
});
