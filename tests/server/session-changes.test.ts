// A session that moves tells its holders: when a published festival's bootcamp is put back a
// week, each holder of a pass admitting to it gets one e-mail with the old and new times, and
// holders of passes that do not admit to it get none; a one-night event moved to another date
// tells its buyers; a save that moves nothing sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftSaveRequest } from '../../src/contract/ticketing';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const WEEK = 7 * 86_400_000;
const at = (iso: string, shift = 0) => new Date(Date.parse(iso) + shift).toISOString();

const mailsTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();

async function publish(form: DraftSaveRequest) {
  const calls = callsAs(server, school);
  const saved = await calls.post('/api/v2/ticket/organiser/draft', form);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await calls.post('/api/v2/ticket/organiser/publish', {
    eventId: saved.body.data.id,
  });
  expect(published.status).toBe(200);
  return saved.body.data as {
    id: string;
    ticketSetup: { ticketTypes: Array<{ id: string; price: number }> };
  };
}

async function buyer(configurationId: string, type: { id: string; price: number }) {
  const dancer = await signedInMember(server);
  const bought = await callsAs(server, dancer).post('/api/v2/ticket/purchase', {
    ticketingConfigId: configurationId,
    ticketSelections: [{ ticketType: type.id, quantity: 1, price: type.price, currency: 'AUD' }],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `tx-${crypto.randomUUID()}`,
      paymentStatus: 'completed',
    },
  });
  expect(bought.status).toBe(200);
  return dancer.email;
}

const resave = (id: string, form: DraftSaveRequest) =>
  callsAs(server, school).post('/api/v2/ticket/organiser/draft', { ...form, id });

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Moving School' });
});
afterAll(() => server.close());

describe('a session that moves', () => {
  it('tells the holders of passes admitting to it, once each, and nobody else', async () => {
    const party = crypto.randomUUID();
    const bootcamp = crypto.randomUUID();
    const base = wizardForm();
    const start = '2031-03-07T09:00:00.000Z';
    const sessions = [
      {
        id: party,
        name: 'Friday Party',
        startDateTime: start,
        endDateTime: at(start, 4 * 3_600_000),
      },
      {
        id: bootcamp,
        name: 'Saturday Bootcamp',
        startDateTime: at(start, 86_400_000),
        endDateTime: at(start, 86_400_000 + 3 * 3_600_000),
      },
    ];
    const form: DraftSaveRequest = {
      ...base,
      eventDetails: {
        ...base.eventDetails!,
        title: 'Autumn Zouk Weekender',
        startDateTime: start,
        endDateTime: at(start, 2 * 86_400_000),
      },
      ticketSetup: {
        sessions,
        ticketTypes: [
          { name: 'Full Pass', price: 150, currency: 'AUD', quantity: 30, sessionIds: null },
          { name: 'Party Pass', price: 40, currency: 'AUD', quantity: 30, sessionIds: [party] },
        ],
        refundPolicy: '',
      },
    };
    const saved = await publish(form);
    const [full, partyPass] = saved.ticketSetup.ticketTypes;
    const fullHolder = await buyer(saved.id, full!);
    const partyHolder = await buyer(saved.id, partyPass!);
    const typed = (types: typeof form.ticketSetup) => ({
      ...types!,
      ticketTypes: types!.ticketTypes!.map((type, index) => ({
        ...type,
        id: saved.ticketSetup.ticketTypes[index]!.id,
      })),
    });

    // Renamed, nothing moved: no e-mail.
    const renamed = await resave(saved.id, {
      ...form,
      ticketSetup: typed({
        ...form.ticketSetup,
        sessions: [sessions[0]!, { ...sessions[1]!, name: 'Saturday Zouk Bootcamp' }],
      }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await mailsTo(fullHolder)).toHaveLength(1); // the ticket's confirmation only

    const moved = await resave(saved.id, {
      ...form,
      ticketSetup: typed({
        ...form.ticketSetup,
        sessions: [
          sessions[0]!,
          {
            ...sessions[1]!,
            name: 'Saturday Zouk Bootcamp',
            startDateTime: at(sessions[1]!.startDateTime, WEEK),
            endDateTime: at(sessions[1]!.endDateTime, WEEK),
          },
        ],
      }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const told = (await mailsTo(fullHolder)).filter((mail) =>
      mail.subject.startsWith('Time changed'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Time changed: Saturday Zouk Bootcamp (Autumn Zouk Weekender)');
    expect(told[0]!.text_body).toContain('It was: Saturday, 8 March 2031 at 8:00 pm to 11:00 pm');
    expect(told[0]!.text_body).toContain(
      'It is now: Saturday, 15 March 2031 at 8:00 pm to 11:00 pm',
    );
    expect(
      (await mailsTo(partyHolder)).filter((mail) => mail.subject.startsWith('Time changed')),
    ).toEqual([]);
  });

  it('tells the buyers of a one-night event moved to another date', async () => {
    const base = wizardForm();
    const saved = await publish(base);
    const holder = await buyer(saved.id, saved.ticketSetup.ticketTypes[0]!);
    const later = {
      ...base.eventDetails!,
      startDateTime: at(base.eventDetails!.startDateTime!, WEEK),
      endDateTime: at(base.eventDetails!.endDateTime!, WEEK),
    };
    const types = saved.ticketSetup.ticketTypes;
    const moved = await resave(saved.id, {
      ...base,
      eventDetails: later,
      ticketSetup: {
        ...base.ticketSetup!,
        ticketTypes: base.ticketSetup!.ticketTypes!.map((type, index) => ({
          ...type,
          id: types[index]!.id,
        })),
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const told = (await mailsTo(holder)).filter((mail) => mail.subject.startsWith('Time changed'));
    expect(told.map((mail) => mail.subject)).toEqual(['Time changed: Salsa Under the Stars']);
  });
});
