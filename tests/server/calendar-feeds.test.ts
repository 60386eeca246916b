// The feeds we publish, read back with ical.js: a school's upcoming events, the discovery feed by
// style and place, and a dancer's tickets behind a secret address that can be replaced or removed;
// each event's UID, start, end and page address match the database; an unchanged feed is a 304.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPagePath } from '../../src/contract/event-page';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let social: PublishedTickets;

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  // The feed's own VTIMEZONEs place its TZID times (as a calendar app does).
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      title: event.summary,
      zone: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: vevent.getFirstPropertyValue('url') as string,
      sequence: event.sequence,
    };
  });
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Feed School' });
  const form = wizardForm();
  social = await publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      title: 'Bachata, Salsa; and "more"',
      startDateTime: '2031-03-07T09:00:00.000Z',
      endDateTime: '2031-03-07T13:00:00.000Z',
      location: { description: 'Leichhardt Hall, Sydney', latitude: -33.88, longitude: 151.16 },
    },
  });
});
afterAll(() => server.close());

describe('a school’s feed', () => {
  it('round-trips through ical.js and answers 304 when unchanged', async () => {
    const url = `/org/${school.organisationId}/calendar.ics`;
    const feed = await get(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('X-WR-CALNAME:Feed School — Floorcraft');
    const [event] = eventsOf(feed.body);
    const row = await server.databases.production
      .selectFrom('events')
      .selectAll()
      .where('id', '=', social.eventId)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      uid: `${social.eventId}@floorcraft`,
      title: 'Bachata, Salsa; and "more"',
      zone: row.time_zone,
      start: row.starts_at.toISOString(),
      end: row.ends_at.toISOString(),
      url: `http://floorcraft.test${eventPagePath({ id: row.id, title: row.title })}`,
    });
    const again = await get(url, { 'if-none-match': feed.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // A change bumps the event's SEQUENCE and the feed's ETag.
    await server.databases.production
      .updateTable('events')
      .set({ title: 'Bachata Night', updated_at: new Date(Date.now() + 5_000) })
      .where('id', '=', social.eventId)
      .execute();
    const changed = await get(url, { 'if-none-match': feed.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    const [after] = eventsOf(changed.body);
    expect(after!.title).toBe('Bachata Night');
    expect(after!.sequence).toBeGreaterThan(event!.sequence);
    expect((await get(`/org/${crypto.randomUUID()}/calendar.ics`)).statusCode).toBe(404);
    expect((await get('/org/nope/calendar.ics')).statusCode).toBe(400);
  });
});

describe('the discovery feed', () => {
  it('finds events by style and near a point', async () => {
    const near = eventsOf(
      (await get('/calendar.ics?latitude=-33.87&longitude=151.2&radiusKm=10')).body,
    );
    expect(near.map((event) => event.uid)).toContain(`${social.eventId}@floorcraft`);
    const far = eventsOf(
      (await get('/calendar.ics?latitude=-37.8&longitude=144.96&radiusKm=10')).body,
    );
    expect(far.map((event) => event.uid)).not.toContain(`${social.eventId}@floorcraft`);
    const tango = eventsOf((await get('/calendar.ics?style=tango')).body);
    expect(tango.map((event) => event.uid)).not.toContain(`${social.eventId}@floorcraft`);
    expect((await get('/calendar.ics?style=disco')).statusCode).toBe(400);
    expect((await get('/calendar.ics?latitude=-33')).statusCode).toBe(400);
  });
});

describe('a dancer’s ticket feed', () => {
  it('lists their events behind a secret address they can replace or remove', async () => {
    const dancer = await signedInMember(server);
    expect(
      (await callsAs(server, dancer).post('/api/v2/ticket/purchase', purchaseOf(social, [1])))
        .status,
    ).toBe(200);
    // No address yet: nothing to stop.
    const state = () => callsAs(server, dancer).get('/api/v2/account/calendar-feed');
    expect((await state()).body).toEqual({ data: { active: false } });
    const made = await callsAs(server, dancer).post('/api/v2/account/calendar-feed', {});
    expect(made.status).toBe(201);
    expect((await state()).body).toEqual({ data: { active: true } });
    const url = new URL(made.body.data.url as string);
    expect(url.pathname).toMatch(/^\/calendar\/tickets\/[\w-]+\.ics$/);
    const feed = await get(url.pathname);
    expect(feed.headers['cache-control']).toContain('private');
    expect(eventsOf(feed.body).map((event) => event.uid)).toEqual([`${social.eventId}@floorcraft`]);
    // A new address replaces the old one; removing it stops the feed.
    const renewed = await callsAs(server, dancer).post('/api/v2/account/calendar-feed', {});
    expect((await get(url.pathname)).statusCode).toBe(404);
    const current = new URL(renewed.body.data.url as string).pathname;
    expect((await get(current)).statusCode).toBe(200);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/v2/account/calendar-feed',
      headers: dancer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await state()).body).toEqual({ data: { active: false } });
    expect((await callsAs(server, null).get('/api/v2/account/calendar-feed')).status).toBe(401);
    expect((await get(current)).statusCode).toBe(404);
    expect((await get('/calendar/tickets/short.ics')).statusCode).toBe(404);
  });
});

describe('a festival in the feeds', () => {
  it('is a VEVENT per session in the school’s feed, and in a dancer’s the sessions they hold', async () => {
    const festivalSchool = await signedInMember(server, { organisation: 'Festival Feed School' });
    const [party, bootcamp] = [crypto.randomUUID(), crypto.randomUUID()];
    const form = wizardForm();
    const festival = await publishTickets(server, festivalSchool, {
      eventDetails: {
        ...form.eventDetails!,
        title: 'Winter Kizomba Weekend',
        startDateTime: '2031-06-06T09:00:00.000Z',
        endDateTime: '2031-06-08T13:00:00.000Z',
      },
      ticketSetup: {
        sessions: [
          {
            id: party,
            name: 'Friday Party',
            room: 'Main hall',
            startDateTime: '2031-06-06T09:00:00.000Z',
            endDateTime: '2031-06-06T14:00:00.000Z',
          },
          {
            id: bootcamp,
            name: 'Saturday Bootcamp',
            startDateTime: '2031-06-07T00:00:00.000Z',
            endDateTime: '2031-06-07T03:00:00.000Z',
          },
        ],
        ticketTypes: [
          { name: 'Full Pass', price: 120, currency: 'AUD', quantity: 10, sessionIds: null },
          { name: 'Party Pass', price: 40, currency: 'AUD', quantity: 10, sessionIds: [party] },
        ],
        refundPolicy: '',
      },
    });
    const schoolFeed = eventsOf(
      (await get(`/org/${festivalSchool.organisationId}/calendar.ics`)).body,
    );
    expect(schoolFeed.map((event) => [event.uid, event.title, event.start])).toEqual([
      [
        `${party}.${festival.eventId}@floorcraft`,
        'Friday Party — Winter Kizomba Weekend',
        '2031-06-06T09:00:00.000Z',
      ],
      [
        `${bootcamp}.${festival.eventId}@floorcraft`,
        'Saturday Bootcamp — Winter Kizomba Weekend',
        '2031-06-07T00:00:00.000Z',
      ],
    ]);
    const dancer = await signedInMember(server);
    expect(
      (await callsAs(server, dancer).post('/api/v2/ticket/purchase', purchaseOf(festival, [0, 1])))
        .status,
    ).toBe(200);
    const made = await callsAs(server, dancer).post('/api/v2/account/calendar-feed', {});
    const mine = eventsOf((await get(new URL(made.body.data.url as string).pathname)).body);
    expect(mine.map((event) => event.uid)).toEqual([`${party}.${festival.eventId}@floorcraft`]);
  });
});
