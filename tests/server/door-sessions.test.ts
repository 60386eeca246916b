// The door of a festival: a device checks one session at a time. A pass admits only to the
// sessions its type admits to ("Party Pass does not include Saturday Bootcamp"), once per
// session, in each session's own window; offline batches keep the earliest admission per session;
// the first admission to any session is the ticket's arrival at the event; and an event of one
// session keeps its one door.
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
  bootcamp: crypto.randomUUID(),
  later: crypto.randomUUID(),
};

async function festivalNow() {
  const form = wizardForm();
  return publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      title: 'Harbour Zouk Festival',
      startDateTime: hours(1),
      endDateTime: hours(60),
    },
    ticketSetup: {
      sessions: [
        // Their doors open two hours before they start: open now.
        { id: ids.party, name: 'Friday Party', startDateTime: hours(1), endDateTime: hours(4) },
        {
          id: ids.bootcamp,
          name: 'Saturday Bootcamp',
          startDateTime: hours(1.5),
          endDateTime: hours(3),
        },
        // Not yet.
        { id: ids.later, name: 'Sunday Party', startDateTime: hours(48), endDateTime: hours(52) },
      ],
      ticketTypes: [
        { name: 'Full Pass', price: 200, currency: 'AUD', quantity: 50, sessionIds: null },
        {
          name: 'Party Pass',
          price: 80,
          currency: 'AUD',
          quantity: 50,
          sessionIds: [ids.party, ids.later],
        },
      ],
      refundPolicy: '',
    },
  });
}

async function buy(typeIndex: number) {
  const dancer = await signedInMember(server);
  const type = festival.types[typeIndex]!;
  const bought = await callsAs(server, dancer).post('/api/v2/ticket/purchase', {
    ticketingConfigId: festival.configurationId,
    ticketSelections: [{ ticketType: type.id, quantity: 1, price: type.price, currency: 'AUD' }],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `tx-${crypto.randomUUID()}`,
      paymentStatus: 'completed',
    },
  });
  expect(bought.status).toBe(200);
  const mine = await callsAs(server, dancer).get('/api/v2/ticket/mine');
  const ticket = (mine.body.data as Array<{ pass: string; event: { id: string } }>).find(
    (candidate) => candidate.event.id === festival.eventId,
  );
  return ticket!.pass;
}

const scan = (
  pass: string,
  sessionId?: string,
  at = new Date().toISOString(),
  offline = false,
) => ({
  id: crypto.randomUUID(),
  at,
  offline,
  pass,
  ...(sessionId ? { sessionId } : {}),
});

function send(scans: unknown[], deviceName = 'Door 1') {
  return callsAs(server, school).post(`/api/v2/door/${festival.eventId}/scans`, {
    deviceId: `device-${deviceName}`,
    deviceName,
    scans,
  });
}

/** An organiser's CSV export as text, with its headers. */
async function csvOf(url: string) {
  const response = await server.app.inject({ method: 'GET', url, headers: school.headers });
  return { status: response.statusCode, text: response.body, headers: response.headers };
}

async function doorOf(sessionId?: string) {
  const query = sessionId ? `?session=${sessionId}` : '';
  const answer = await callsAs(server, school).get(`/api/v2/door/${festival.eventId}${query}`);
  expect(answer.status).toBe(200);
  return doorDataSchema.parse(answer.body.data);
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Festival School' });
  festival = await festivalNow();
});
afterAll(() => server.close());

describe('a festival door', () => {
  it('lists the sessions, and gives one session its window and which tickets it admits', async () => {
    const full = await buy(0);
    const party = await buy(1);
    expect(full && party).toBeTruthy();
    const whole = await doorOf();
    expect(whole.sessions.map((session) => session.name)).toEqual([
      'Friday Party',
      'Saturday Bootcamp',
      'Sunday Party',
    ]);
    expect(whole.sessionId).toBeNull();
    const bootcamp = await doorOf(ids.bootcamp);
    expect(bootcamp.sessionId).toBe(ids.bootcamp);
    expect(bootcamp.event.endDateTime).toBe(
      whole.sessions.find((session) => session.id === ids.bootcamp)!.endDateTime,
    );
    const admits = new Map(bootcamp.tickets.map((t) => [t.ticketTypeName, t.admits]));
    expect(admits.get('Full Pass')).toBe(true);
    expect(admits.get('Party Pass')).toBe(false);
    const other = await callsAs(server, school).get(
      `/api/v2/door/${festival.eventId}?session=${crypto.randomUUID()}`,
    );
    expect(other.status).toBe(404);
    const bad = await callsAs(server, school).get(`/api/v2/door/${festival.eventId}?session=x`);
    expect(bad.status).toBe(400);
  });

  it('admits a Party Pass to the party once, and refuses it at the bootcamp', async () => {
    const pass = await buy(1);
    const atParty = await send([scan(pass, ids.party)]);
    expect(atParty.body.data.results[0]).toMatchObject({ outcome: 'admitted' });
    expect(atParty.body.data.results[0].message).toMatch(/Party Pass$/);
    const again = await send([scan(pass, ids.party)], 'Door 2');
    expect(again.body.data.results[0]).toMatchObject({ outcome: 'already' });
    expect(again.body.data.results[0].message).toMatch(/by Door 1\.$/);
    const atBootcamp = await send([scan(pass, ids.bootcamp)]);
    expect(atBootcamp.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      reason: 'not-included',
      message: 'Party Pass does not include Saturday Bootcamp.',
    });
    // The Sunday party's door has not opened.
    const sunday = await send([scan(pass, ids.later)]);
    expect(sunday.body.data.results[0]).toMatchObject({ outcome: 'refused', reason: 'not-open' });
    // A session the event does not have admits nothing.
    const unknown = await send([scan(pass, crypto.randomUUID())]);
    expect(unknown.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      reason: 'not-included',
    });
  });

  it('admits a Full Pass to each session once, and counts each session apart', async () => {
    const pass = await buy(0);
    const before = await doorOf(ids.bootcamp);
    const party = await send([scan(pass, ids.party)]);
    expect(party.body.data.results[0].outcome).toBe('admitted');
    const bootcamp = await send([scan(pass, ids.bootcamp)]);
    expect(bootcamp.body.data.results[0].outcome).toBe('admitted');
    expect(bootcamp.body.data).toMatchObject({
      admitted: before.tickets.filter((t) => t.checkedInAt).length + 1,
    });
    const twice = await send([scan(pass, ids.bootcamp)]);
    expect(twice.body.data.results[0].outcome).toBe('already');
    // The bootcamp's door counts Full Passes only.
    const door = await doorOf(ids.bootcamp);
    expect(
      door.tickets.filter((t) => t.admits).every((t) => t.ticketTypeName === 'Full Pass'),
    ).toBe(true);
    // Its arrival at the event is its first admission, at the party.
    const whole = await doorOf();
    const ticket = whole.tickets.find((t) => t.scanId === party.body.data.results[0].ticket.scanId);
    expect(ticket?.checkedInAt).toBe(party.body.data.results[0].ticket.checkedInAt);
  });

  it('keeps the earliest offline admission per session, whatever order the batches arrive in', async () => {
    const pass = await buy(0);
    const early = scan(pass, ids.party, hours(-0.5), true);
    const late = scan(pass, ids.party, hours(-0.25), true);
    const first = await send([late], 'Door 2');
    expect(first.body.data.results[0].outcome).toBe('admitted');
    const second = await send([early], 'Door 1');
    expect(second.body.data.results[0].outcome).toBe('admitted');
    // Sent again, each answers as things stand: the earlier one won.
    const replayed = await send([late, early], 'Door 2');
    expect(replayed.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already',
      'admitted',
    ]);
    const door = await doorOf(ids.party);
    const ticket = door.tickets.find((t) => t.scanId === early.id);
    expect(ticket?.checkedInBy).toBe('Door 1');
  });

  it('shows Sales by session, and lists or exports one session’s attendees', async () => {
    const calls = callsAs(server, school);
    const sales = await calls.get(`/api/v2/ticket/organiser/${festival.configurationId}/attendees`);
    expect(sales.status).toBe(200);
    const sessions = sales.body.data.sessions as Array<{
      id: string;
      name: string;
      sold: number;
      admitted: number;
    }>;
    expect(sessions.map((session) => session.name)).toEqual([
      'Friday Party',
      'Saturday Bootcamp',
      'Sunday Party',
    ]);
    const attendees = sales.body.data.attendees as Array<{
      ticketType: string;
      sessionIds: string[];
      admittedTo: string[];
    }>;
    const fulls = attendees.filter((attendee) => attendee.ticketType === 'Full Pass');
    const parties = attendees.filter((attendee) => attendee.ticketType === 'Party Pass');
    const byId = new Map(sessions.map((session) => [session.id, session]));
    // Every pass counts at the parties; only Full Passes at the bootcamp.
    expect(byId.get(ids.party)!.sold).toBe(attendees.length);
    expect(byId.get(ids.bootcamp)!.sold).toBe(fulls.length);
    expect(parties.every((attendee) => !attendee.sessionIds.includes(ids.bootcamp))).toBe(true);
    expect(byId.get(ids.bootcamp)!.admitted).toBe(
      attendees.filter((attendee) => attendee.admittedTo.includes(ids.bootcamp)).length,
    );
    expect(byId.get(ids.bootcamp)!.admitted).toBeGreaterThan(0);

    const all = await csvOf(
      `/api/v2/ticket/organiser/${festival.configurationId}/attendees/export`,
    );
    expect(all.text.split('\r\n')[0]).toMatch(/,Sessions,Came to$/);
    const bootcampCsv = await csvOf(
      `/api/v2/ticket/organiser/${festival.configurationId}/attendees/export?session=${ids.bootcamp}`,
    );
    expect(bootcampCsv.status).toBe(200);
    expect(bootcampCsv.headers['content-disposition']).toMatch(/saturday-bootcamp-attendees\.csv/);
    const lines = bootcampCsv.text.trim().split('\r\n');
    expect(lines).toHaveLength(fulls.length + 1);
    expect(lines.slice(1).every((line) => line.includes('Full Pass'))).toBe(true);
    const unknown = await csvOf(
      `/api/v2/ticket/organiser/${festival.configurationId}/attendees/export?session=${crypto.randomUUID()}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps one door for an event of one session, and refuses another event’s session', async () => {
    const form = wizardForm();
    const night = await publishTickets(server, school, {
      eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(3) },
    });
    const door = await callsAs(server, school).get(`/api/v2/door/${night.eventId}`);
    expect(door.body.data).toMatchObject({ sessions: [], sessionId: null });
    const own = await server.databases.production
      .selectFrom('event_sessions')
      .select('id')
      .where('configuration_id', '=', night.configurationId)
      .executeTakeFirstOrThrow();
    const byOwn = await callsAs(server, school).get(
      `/api/v2/door/${night.eventId}?session=${own.id}`,
    );
    expect(byOwn.body.data.sessionId).toBeNull();
    const byOther = await callsAs(server, school).get(
      `/api/v2/door/${night.eventId}?session=${ids.party}`,
    );
    expect(byOther.status).toBe(404);
    const scanned = await callsAs(server, school).post(`/api/v2/door/${night.eventId}/scans`, {
      deviceId: 'device-night',
      deviceName: 'Night door',
      scans: [
        {
          id: crypto.randomUUID(),
          at: new Date().toISOString(),
          offline: false,
          code: 'NOPE',
          sessionId: ids.party,
        },
      ],
    });
    expect(scanned.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      reason: 'not-included',
    });
  });
});
