// The zone the wizard reads its times in: the school's for a new draft (in its settings), the
// event's once there is one (in the configuration), so a school editing from abroad keeps its
// classes at their own local time; a school sets its own zone, and an event away from home its.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketConfigurationSchema } from '../../src/contract/ticketing';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Perth Salsa' });
  await server.databases.production
    .updateTable('organisations')
    .set({ time_zone: 'Australia/Perth' })
    .where('id', '=', school.organisationId)
    .execute();
});
afterAll(() => server.close());

describe('the wizard’s time zone', () => {
  it('is the school’s in its settings and in a draft without an event', async () => {
    const calls = callsAs(server, school);
    const settings = await calls.get(`/api/v2/org/${school.organisationId}/settings`);
    expect(settings.body.settings.timeZone).toBe('Australia/Perth');
    const saved = await calls.post('/api/v2/ticket/organiser/draft', wizardForm());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(ticketConfigurationSchema.parse(saved.body.data).timeZone).toBe('Australia/Perth');
  });

  it('is the event’s once published, even after the school moves', async () => {
    const published = await publishTickets(server, school);
    await server.databases.production
      .updateTable('organisations')
      .set({ time_zone: 'Australia/Adelaide' })
      .where('id', '=', school.organisationId)
      .execute();
    const read = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/draft/${published.configurationId}`,
    );
    expect(read.status).toBe(200);
    expect(ticketConfigurationSchema.parse(read.body.data).timeZone).toBe('Australia/Perth');
  });

  it('is the one the draft names, for an event away from home, and its event keeps it', async () => {
    const calls = callsAs(server, school);
    const away = wizardForm({
      eventDetails: { ...wizardForm().eventDetails, timeZone: 'Pacific/Auckland' },
    });
    const saved = await calls.post('/api/v2/ticket/organiser/draft', away);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(ticketConfigurationSchema.parse(saved.body.data).timeZone).toBe('Pacific/Auckland');
    const published = await calls.post('/api/v2/ticket/organiser/publish', {
      eventId: saved.body.data.id,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const event = await server.databases.production
      .selectFrom('events')
      .select('time_zone')
      .where('id', '=', published.body.data.eventId)
      .executeTakeFirstOrThrow();
    expect(event.time_zone).toBe('Pacific/Auckland');
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/v2/event/${published.body.data.eventId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.timeZone).toBe('Pacific/Auckland');
  });

  it('refuses a zone nobody knows with 400 naming the field, saving nothing', async () => {
    const calls = callsAs(server, school);
    const bad = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({ eventDetails: { ...wizardForm().eventDetails, timeZone: 'Mars/Olympus' } }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'eventDetails.timeZone must be a time zone such as Australia/Perth.',
    );
    const settings = await calls.put(`/api/v2/org/${school.organisationId}/settings`, {
      timeZone: 'Nowhere',
    });
    expect(settings.status).toBe(400);
    expect(JSON.stringify(settings.body)).toContain('timeZone must be a time zone');
  });

  it('is set by the school in its settings, and new drafts follow it', async () => {
    const calls = callsAs(server, school);
    const saved = await calls.put(`/api/v2/org/${school.organisationId}/settings`, {
      timeZone: 'Australia/Brisbane',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.timeZone).toBe('Australia/Brisbane');
    const draft = await calls.post('/api/v2/ticket/organiser/draft', wizardForm());
    expect(ticketConfigurationSchema.parse(draft.body.data).timeZone).toBe('Australia/Brisbane');
  });

  it('keeps every zone by its own name, one PostgreSQL knows, wherever it is written', async () => {
    const calls = callsAs(server, school);
    // Intl still reads US/Pacific-New; PostgreSQL refuses it, and a publish stored with it failed.
    const settings = await calls.put(`/api/v2/org/${school.organisationId}/settings`, {
      timeZone: 'US/Pacific-New',
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.settings.timeZone).toBe('America/Los_Angeles');
    const draft = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({ eventDetails: { ...wizardForm().eventDetails, timeZone: 'australia/perth' } }),
    );
    expect(ticketConfigurationSchema.parse(draft.body.data).timeZone).toBe('Australia/Perth');
    const published = await calls.post('/api/v2/ticket/organiser/publish', {
      eventId: draft.body.data.id,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const imported = await calls.post('/api/v2/event/ical/ical-import', {
      events: ['Canada/East-Saskatchewan', 'SystemV/AST4'].map((timeZone, index) => ({
        title: `Zoned social ${index}`,
        description: '',
        startDateTime: '2031-03-06T09:00:00.000Z',
        endDateTime: '2031-03-06T13:00:00.000Z',
        location: { description: 'Harbour Hall, Sydney', isVenueOnly: false },
        danceStyles: ['salsa'],
        icalUID: `zoned-${index}-${Date.now()}@example.com`,
        timeZone,
      })),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const zones = await server.databases.production
      .selectFrom('events')
      .select(['title', 'time_zone'])
      .where('title', 'like', 'Zoned social %')
      .orderBy('title')
      .execute();
    // A zone nobody can read keeps the default, as a calendar file's unknown TZID always did.
    expect(zones.map((event) => event.time_zone)).toEqual(['America/Regina', 'Australia/Sydney']);
  });
});
