// Duplicate event: a published festival copied into a new draft of the same school — its details,
// types and sessions (with ids of their own, each type still admitting to the copies of its
// sessions), dates whole weeks later and in the future, nothing sold; a double click makes one
// draft, and another school's event cannot be copied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketConfigurationSchema } from '../../src/contract/ticketing';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const WEEK = 7 * 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Copying School' });
});
afterAll(() => server.close());

describe('duplicating an event', () => {
  it('makes one new draft a week or more later, with sessions of its own', async () => {
    const [party, bootcamp] = [crypto.randomUUID(), crypto.randomUUID()];
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const later = (hours: number) => new Date(Date.parse(start) + hours * 3_600_000).toISOString();
    const form = wizardForm();
    const festival = await publishTickets(server, school, {
      eventDetails: {
        ...form.eventDetails!,
        title: 'Copy Me Festival',
        startDateTime: start,
        endDateTime: later(30),
      },
      ticketSetup: {
        sessions: [
          { id: party, name: 'Party', startDateTime: start, endDateTime: later(5) },
          { id: bootcamp, name: 'Bootcamp', startDateTime: later(24), endDateTime: later(27) },
        ],
        ticketTypes: [
          { name: 'Full Pass', price: 100, currency: 'AUD', quantity: 10, sessionIds: null },
          { name: 'Party Pass', price: 30, currency: 'AUD', quantity: 10, sessionIds: [party] },
        ],
        refundPolicy: '',
      },
    });
    const calls = callsAs(server, school);
    const url = `/api/v2/ticket/organiser/${festival.configurationId}/duplicate`;
    const [first, second] = await Promise.all([
      calls.post(url, { clientKey: 'click-1' }),
      calls.post(url, { clientKey: 'click-1' }),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    const copy = ticketConfigurationSchema.parse(first.body.data);
    expect(copy.status).toBe('draft');
    expect(copy.eventId).toBeNull();
    expect(copy.eventDetails.title).toBe('Copy Me Festival');
    expect(Date.parse(copy.eventDetails.startDateTime!)).toBe(Date.parse(start) + WEEK);
    const [copyParty, copyBootcamp] = copy.ticketSetup.sessions;
    expect([copyParty!.name, copyBootcamp!.name]).toEqual(['Party', 'Bootcamp']);
    expect(copyParty!.id).not.toBe(party);
    expect(Date.parse(copyBootcamp!.startDateTime!)).toBe(Date.parse(later(24)) + WEEK);
    const partyPass = copy.ticketSetup.ticketTypes.find((type) => type.name === 'Party Pass')!;
    expect(partyPass.sessionIds).toEqual([copyParty!.id]);
    expect(partyPass.id).not.toBe(festival.types[1]!.id);
    const drafts = await calls.get('/api/v2/ticket/organiser/drafts');
    expect(
      (drafts.body.data as Array<{ id: string }>).filter((d) => d.id === copy.id),
    ).toHaveLength(1);

    const stranger = await signedInMember(server, { organisation: 'Other School' });
    const theirs = await callsAs(server, stranger).post(url, { clientKey: 'x' });
    expect(theirs.status).toBe(404);
    expect((await calls.post(url, {})).status).toBe(400);
  });

  it('moves a class that already happened to its next week', async () => {
    const form = wizardForm();
    const night = await publishTickets(server, school, {
      eventDetails: {
        ...form.eventDetails!,
        startDateTime: new Date(Date.now() + 3_600_000).toISOString(),
        endDateTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      },
    });
    const copy = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${night.configurationId}/duplicate`,
      { clientKey: 'weekly' },
    );
    expect(copy.status).toBe(200);
    const starts = Date.parse(copy.body.data.eventDetails.startDateTime);
    expect(starts).toBeGreaterThan(Date.now() + WEEK - 3_600_000);
    expect(copy.body.data.ticketSetup.sessions).toHaveLength(1);
  });
});
