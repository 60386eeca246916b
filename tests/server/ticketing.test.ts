// Ticket configurations on a real database: templates, drafts saved once per client key, the
// wizard's rules on the server, prices in cents, publishing onto the calendar, editing a published
// event, and the signed check-in QR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_POLICY } from '../../src/contract/ticketing-defaults';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { publishTickets, purchaseOf } from '../support/published-tickets';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let calls: ReturnType<typeof callsAs>;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Salsa Stars' });
  calls = callsAs(server, school);
});
afterAll(() => server.close());

const DRAFT = '/api/v2/ticket/organiser/draft';

describe('GET /api/v2/ticket/templates', () => {
  it('lists the system templates to members only', async () => {
    const { status, body } = await calls.get('/api/v2/ticket/templates');
    expect(status).toBe(200);
    expect(body.templates.map((template: { templateId: string }) => template.templateId)).toEqual([
      'simple-dance-event',
      'social-night',
      'workshop-weekend',
    ]);
    expect(body.templates[2].ticketTypes.map((type: { name: string }) => type.name)).toEqual([
      'Full Pass',
      'Day Pass',
      'Party Pass',
    ]);
    expect((await callsAs(server, null).get('/api/v2/ticket/templates')).status).toBe(401);
  });
});

describe('POST /api/v2/ticket/organiser/draft', () => {
  it('saves a new draft once per client key and lists it', async () => {
    const form = wizardForm({ currentStep: 1, clientKey: 'draft-key-1' });
    const first = await calls.post(DRAFT, form);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Progress saved successfully');
    const again = await calls.post(DRAFT, form);
    expect(again.body.data.id).toBe(first.body.data.id);
    const drafts = await calls.get('/api/v2/ticket/organiser/drafts');
    expect(drafts.body.data.filter((d: { id: string }) => d.id === first.body.data.id)).toEqual([
      {
        id: first.body.data.id,
        eventDetails: {
          title: 'Salsa Under the Stars',
          location: { description: 'Observatory Hill, Upper Fort Street, Sydney' },
          startDateTime: '2031-02-14T08:00:00.000Z',
        },
        currentStep: 1,
        updatedAt: expect.any(String),
      },
    ]);
    const loaded = await calls.get(`${DRAFT}/${first.body.data.id}`);
    expect(loaded.body.data).toMatchObject({
      status: 'draft',
      eventId: null,
      ticketSetup: { refundPolicy: DEFAULT_REFUND_POLICY },
      checkout: { paymentMethods: ['stripe'] },
    });
  });

  it('keeps prices in whole cents', async () => {
    const saved = await calls.post(DRAFT, wizardForm());
    const id = saved.body.data.id as string;
    expect(saved.body.data.ticketSetup.ticketTypes.map((t: { price: number }) => t.price)).toEqual([
      15, 22.5,
    ]);
    const cents = await server.databases.production
      .selectFrom('ticket_types')
      .select('price_cents')
      .where('configuration_id', '=', id)
      .orderBy('position')
      .execute();
    expect(cents).toEqual([{ price_cents: 1500 }, { price_cents: 2250 }]);
    const form = wizardForm();
    form.ticketSetup!.ticketTypes![0]!.price = 12.345;
    const refused = await calls.post(DRAFT, form);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'price must be in whole cents.',
      details: { field: 'ticketSetup.ticketTypes.0.price' },
    });
  });

  it('enforces each step’s rules with the spec’s messages', async () => {
    const cases: Array<[Parameters<typeof wizardForm>[0], string, string]> = [
      [
        { currentStep: 2, eventDetails: { title: ' ', location: { description: '' } } },
        'eventDetails.title',
        'Please complete required fields: event title, start date/time, end date/time, location.',
      ],
      [
        { currentStep: 3, ticketSetup: { ticketTypes: [] } },
        'ticketSetup.ticketTypes',
        'Please add at least one ticket type before proceeding.',
      ],
      [
        {
          currentStep: 3,
          ticketSetup: {
            ticketTypes: [
              { name: 'Fine', price: 1 },
              { name: '', price: 0 },
            ],
          },
        },
        'ticketSetup.ticketTypes',
        'Please complete required fields: Ticket 2: name',
      ],
      [{ currentStep: 4 }, 'currentStep', 'currentStep must be from 1 to 3.'],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await calls.post(DRAFT, { ...wizardForm(), ...overrides });
      expect({ status, error: body.error }).toEqual({
        status: 400,
        error: { code: 'VALIDATION_ERROR', message, details: { field } },
      });
    }
  });

  it('is for members of an organisation only', async () => {
    const dancer = callsAs(server, await signedInMember(server));
    const refused = await dancer.post(DRAFT, wizardForm());
    expect(refused.status).toBe(403);
    expect((await callsAs(server, null).post(DRAFT, wizardForm())).status).toBe(401);
  });
});

describe('publishing', () => {
  it('enforces the checklist, then puts the event on the calendar with tickets', async () => {
    const unpaid = await calls.post(
      DRAFT,
      wizardForm({ checkout: { paymentMethods: [], termsAndConditions: 'Fine.' } }),
    );
    const id = unpaid.body.data.id as string;
    const refused = await calls.post('/api/v2/ticket/organiser/publish', { eventId: id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: 'Please select at least one payment method to continue.',
      details: { field: 'checkout.paymentMethods' },
    });

    // A year of its own, so a shared PostgreSQL's busy days never hide the event.
    const year = 2040 + Math.floor(Math.random() * 50);
    const complete = wizardForm({ id });
    complete.eventDetails!.startDateTime = `${year}-02-14T08:00:00.000Z`;
    complete.eventDetails!.endDateTime = `${year}-02-14T12:00:00.000Z`;
    await calls.post(DRAFT, complete);
    const published = await calls.post('/api/v2/ticket/organiser/publish', { eventId: id });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      id,
      status: 'published',
      eventDetails: { title: 'Salsa Under the Stars' },
    });
    const eventId = published.body.data.eventId as string;
    const list = await calls.get('/api/v2/ticket/organiser?status=published');
    expect(list.body.data.map((entry: { id: string }) => entry.id)).toContain(id);
    const drafts = await calls.get('/api/v2/ticket/organiser/drafts');
    expect(drafts.body.data.map((entry: { id: string }) => entry.id)).not.toContain(id);

    const february = await callsAs(server, null).get(`/api/v2/event/calendar/${year}/2`);
    const onCalendar = february.body.data.find((event: { id: string }) => event.id === eventId);
    expect(onCalendar).toMatchObject({
      title: 'Salsa Under the Stars',
      hasTickets: true,
      organisationName: 'Salsa Stars',
      danceStyles: ['salsa'],
    });
  });

  it('applies edits to a published event at once, and keeps it publishable', async () => {
    const saved = await calls.post(DRAFT, wizardForm());
    const id = saved.body.data.id as string;
    const { body } = await calls.post('/api/v2/ticket/organiser/publish', { eventId: id });
    const eventId = body.data.eventId as string;
    const renamed = wizardForm({ id });
    renamed.eventDetails!.title = 'Salsa Under the Moon';
    expect((await calls.post(DRAFT, renamed)).status).toBe(200);
    const event = await server.databases.production
      .selectFrom('events')
      .select('title')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(event.title).toBe('Salsa Under the Moon');
    const emptied = await calls.post(
      DRAFT,
      wizardForm({ id, checkout: { paymentMethods: ['paypal'], termsAndConditions: '' } }),
    );
    expect(emptied.body.error).toMatchObject({
      message: 'Please complete all required fields before publishing: terms and conditions.',
      details: { field: 'checkout.termsAndConditions' },
    });
  });
});

describe('events in the past (issue 31)', () => {
  const PUBLISH = '/api/v2/ticket/organiser/publish';
  const at = (iso: string) => ({
    startDateTime: iso,
    endDateTime: new Date(Date.parse(iso) + 3 * 3_600_000).toISOString(),
  });
  const withTimes = (form: ReturnType<typeof wizardForm>, iso: string) => ({
    ...form,
    eventDetails: { ...form.eventDetails!, ...at(iso) },
  });

  it('refuses a new event that starts in the past, at step 1 and at publish', async () => {
    const school2 = callsAs(server, await signedInMember(server, { organisation: 'Old Times' }));
    const past = withTimes(wizardForm(), '2020-01-01T09:00:00.000Z');
    const leaving = await school2.post(DRAFT, past);
    expect({ status: leaving.status, error: leaving.body.error }).toEqual({
      status: 400,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'A new event must start in the future.',
        details: { field: 'eventDetails.startDateTime' },
      },
    });
    // Kept as a draft on step 1 (nothing is checked yet), it still cannot be published.
    const draft = await school2.post(DRAFT, { ...past, currentStep: 1 });
    expect(draft.status).toBe(200);
    const publish = await school2.post(PUBLISH, { eventId: draft.body.data.id });
    expect(publish.status).toBe(400);
    expect(publish.body.error).toMatchObject({
      message: 'A new event must start in the future.',
      details: { field: 'eventDetails.startDateTime' },
    });
    const list = await school2.get('/api/v2/ticket/organiser?status=published');
    expect(list.body.data).toEqual([]);
  });

  it('shows each published event’s sales at a glance: places taken and money kept', async () => {
    const school4 = await signedInMember(server, { organisation: 'Glancing School' });
    const tickets = await publishTickets(server, school4);
    const dancer = await signedInMember(server);
    const bought = await callsAs(server, dancer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tickets, [2, 1]),
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const list = await callsAs(server, school4).get('/api/v2/ticket/organiser?status=published');
    expect(list.body.data[0].sales).toEqual({
      sold: 3,
      capacity: 150,
      revenue: 52.5,
      currency: 'AUD',
    });
  });

  it('lists published events coming soonest first, then those that ended, with their end', async () => {
    const school3 = callsAs(server, await signedInMember(server, { organisation: 'Timely' }));
    const publish = async (iso: string) => {
      const saved = await school3.post(DRAFT, withTimes(wizardForm(), iso));
      expect(saved.status).toBe(200);
      expect((await school3.post(PUBLISH, { eventId: saved.body.data.id })).status).toBe(200);
      return saved.body.data.id as string;
    };
    const later = await publish('2033-05-01T09:00:00.000Z');
    const sooner = await publish('2032-05-01T09:00:00.000Z');
    const moved = await publish('2034-05-01T09:00:00.000Z');
    // An event already on sale may be edited into the past (its times are what happened).
    const edited = await school3.post(DRAFT, {
      ...withTimes(wizardForm({ id: moved }), '2020-01-01T09:00:00.000Z'),
    });
    expect(edited.status).toBe(200);
    const list = await school3.get('/api/v2/ticket/organiser?status=published');
    expect(
      list.body.data.map((entry: { id: string; eventDetails: { endDateTime: string } }) => [
        entry.id,
        entry.eventDetails.endDateTime,
      ]),
    ).toEqual([
      [sooner, '2032-05-01T12:00:00.000Z'],
      [later, '2033-05-01T12:00:00.000Z'],
      [moved, '2020-01-01T12:00:00.000Z'],
    ]);
  });
});

describe('GET /api/v2/ticket/organiser/{id}/qr-code', () => {
  it('answers a PNG of a signed check-in address, once published', async () => {
    const saved = await calls.post(DRAFT, wizardForm());
    const id = saved.body.data.id as string;
    const early = await calls.get(`/api/v2/ticket/organiser/${id}/qr-code`);
    expect(early.status).toBe(404);
    const { body } = await calls.post('/api/v2/ticket/organiser/publish', { eventId: id });
    const { status, body: qr } = await calls.get(`/api/v2/ticket/organiser/${id}/qr-code`);
    expect(status).toBe(200);
    expect(qr.data.eventTitle).toBe('Salsa Under the Stars');
    const png = Buffer.from(qr.data.qrCode.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const token = (qr.data.checkInUrl as string).replace('http://floorcraft.test/check-in/', '');
    expect(server.ctx.checkInCodes.eventOf(token)).toBe(body.data.eventId);
    const tampered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect(server.ctx.checkInCodes.eventOf(tampered)).toBeNull();
    expect(server.ctx.checkInCodes.eventOf(`${crypto.randomUUID()}_${token.slice(37)}`)).toBeNull();
  });
});
