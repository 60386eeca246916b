// Sessions of an event on a real database: existing configurations migrated to one session, the
// wizard's sessions and each type's sessions saved and loaded, a save without sessions keeping
// its one session, and the rules a save is refused by (never a 5xx).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSessionInput } from '../../src/contract/sessions';
import { migrations } from '../../server/db/migrate';
import { publishTickets, purchaseOf } from '../support/published-tickets';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let calls: ReturnType<typeof callsAs>;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Festival Friends' });
  calls = callsAs(server, school);
});
afterAll(() => server.close());

const DRAFT = '/api/v2/ticket/organiser/draft';

const session = (name: string, day: number, fields: Partial<EventSessionInput> = {}) => ({
  id: randomUUID(),
  name,
  startDateTime: `2031-03-0${day}T09:00:00.000Z`,
  endDateTime: `2031-03-0${day}T11:00:00.000Z`,
  room: 'Main room',
  level: '',
  teachers: '',
  capacity: null,
  roles: null,
  ...fields,
});

const type = (name: string, sessionIds: string[] | null, quantity = 50) => ({
  name,
  price: 20,
  currency: 'AUD' as const,
  quantity,
  description: '',
  sessionIds,
});

describe('migration 0023', () => {
  it('gives every existing configuration one session from its event, with its seats', async () => {
    const schema = `backfill_${randomUUID().slice(0, 8)}`;
    // In a schema of its own and rolled back: the migrations up to 0022, a configuration with
    // sold and held seats, then 0023.
    const checked = await server.databases.production.transaction().execute(async (trx) => {
      await sql.raw(`CREATE SCHEMA ${schema}`).execute(trx);
      await sql.raw(`SET LOCAL search_path TO ${schema}`).execute(trx);
      const before = migrations.filter((migration) => migration.name < '0023');
      for (const migration of before)
        for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      const organisation = randomUUID();
      const configuration = randomUUID();
      const [early, door] = [randomUUID(), randomUUID()];
      await sql`INSERT INTO organisations (id, name) VALUES (${organisation}, 'Old School')`.execute(
        trx,
      );
      await sql`INSERT INTO ticket_configurations (id, organisation_id, event_details)
          VALUES (${configuration}, ${organisation}, ${JSON.stringify({
            title: 'Old Social',
            startDateTime: '2030-05-01T09:00:00.000Z',
            endDateTime: '2030-05-01T13:00:00.000Z',
          })})`.execute(trx);
      await sql`INSERT INTO ticket_types (id, configuration_id, position, name, price_cents, quantity, sold, held)
          VALUES (${early}, ${configuration}, 0, 'Early', 1500, 10, 4, 1),
                 (${door}, ${configuration}, 1, 'Door', 2000, 10, 2, 0)`.execute(trx);
      const latest = migrations.find((migration) => migration.name.startsWith('0023'))!;
      for (const statement of latest.statements) await sql.raw(statement).execute(trx);
      const sessions = await sql<Record<string, unknown>>`
          SELECT name, starts_at, ends_at, capacity, sold, held, configuration_id FROM event_sessions`.execute(
        trx,
      );
      const admitted = await sql<{ ticket_type_id: string }>`
          SELECT ticket_type_id FROM ticket_type_sessions ORDER BY ticket_type_id`.execute(trx);
      await sql.raw(`SET LOCAL search_path TO public`).execute(trx);
      await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(trx);
      return {
        sessions: sessions.rows,
        admitted: admitted.rows,
        configuration,
        types: [early, door],
      };
    });
    expect(checked.sessions).toEqual([
      {
        name: 'Old Social',
        starts_at: new Date('2030-05-01T09:00:00.000Z'),
        ends_at: new Date('2030-05-01T13:00:00.000Z'),
        capacity: null,
        sold: 6,
        held: 1,
        configuration_id: checked.configuration,
      },
    ]);
    expect(checked.admitted.map((row) => row.ticket_type_id)).toEqual([...checked.types].sort());
  });
});

describe('saving and loading sessions', () => {
  it('keeps the sessions and which each type admits to', async () => {
    const friday = session('Friday Party', 6, { room: 'Ballroom', capacity: 300 });
    const roles = { leadName: 'Leader', followName: 'Follower', soloName: null, maxImbalance: 2 };
    const bootcamp = session('Saturday Bootcamp', 7, {
      level: 'Intermediate',
      teachers: 'Ana & Leo',
      capacity: 40,
      roles,
    });
    // The Full Pass admits to the balanced bootcamp, so it asks for a role.
    const fullPass = (sessionIds: string[] | null) => ({ ...type('Full Pass', sessionIds), roles });
    const form = wizardForm({
      ticketSetup: {
        ticketTypes: [fullPass(null), type('Party Pass', [friday.id])],
        sessions: [friday, bootcamp],
        refundPolicy: '',
      },
    });
    const saved = await calls.post(DRAFT, form);
    expect(saved.status).toBe(200);
    const loaded = await calls.get(`${DRAFT}/${saved.body.data.id}`);
    expect(loaded.body.data.ticketSetup.sessions).toEqual([friday, bootcamp]);
    expect(
      loaded.body.data.ticketSetup.ticketTypes.map((t: { sessionIds: unknown }) => t.sessionIds),
    ).toEqual([null, [friday.id]]);
    // Naming every session is the same as naming none: it reads back as null.
    const again = await calls.post(DRAFT, {
      ...form,
      id: saved.body.data.id,
      ticketSetup: {
        ...form.ticketSetup,
        ticketTypes: [fullPass([bootcamp.id, friday.id]), type('Party Pass', [friday.id])],
      },
    });
    expect(again.body.data.ticketSetup.ticketTypes[0].sessionIds).toBeNull();
  });

  it('gives a configuration saved without sessions one session from its event details', async () => {
    const saved = await calls.post(DRAFT, wizardForm());
    expect(saved.status).toBe(200);
    const [only] = saved.body.data.ticketSetup.sessions;
    expect(saved.body.data.ticketSetup.sessions).toEqual([
      {
        id: expect.any(String),
        name: 'Salsa Under the Stars',
        startDateTime: '2031-02-14T08:00:00.000Z',
        endDateTime: '2031-02-14T12:00:00.000Z',
        room: '',
        level: '',
        teachers: '',
        capacity: null,
        roles: null,
      },
    ]);
    const form = wizardForm();
    const renamed = await calls.post(DRAFT, {
      ...form,
      id: saved.body.data.id,
      eventDetails: { ...form.eventDetails, title: 'Salsa Under the Moon' },
    });
    expect(renamed.body.data.ticketSetup.sessions).toEqual([
      { ...only, name: 'Salsa Under the Moon' },
    ]);
    expect(
      renamed.body.data.ticketSetup.ticketTypes.map((t: { sessionIds: unknown }) => t.sessionIds),
    ).toEqual([null, null]);
  });

  it('refuses sessions that do not fit together with a 400 that says why', async () => {
    const friday = session('Friday Party', 6);
    const cases: Array<[unknown, string]> = [
      [
        { ticketTypes: [type('Party Pass', [randomUUID()])], sessions: [friday] },
        'Party Pass names a session the event does not have.',
      ],
      [
        {
          ticketTypes: [type('Party Pass', null)],
          sessions: [{ ...friday, endDateTime: '2031-03-06T08:00:00.000Z' }],
        },
        'Friday Party must end after it starts.',
      ],
      [
        { ticketTypes: [type('Party Pass', [])], sessions: [friday] },
        'Party Pass admits to no session.',
      ],
      [
        { ticketTypes: [type('Party Pass', null)], sessions: [friday, friday] },
        'Two sessions have the same id.',
      ],
    ];
    for (const [ticketSetup, message] of cases) {
      const answer = await calls.post(
        DRAFT,
        wizardForm({ ticketSetup: { refundPolicy: '', ...(ticketSetup as object) } as never }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('lets a draft keep an unnamed session, but not publish it', async () => {
    const unnamed = session('', 6, { startDateTime: null, endDateTime: null });
    const saved = await calls.post(
      DRAFT,
      wizardForm({
        currentStep: 2,
        ticketSetup: { ticketTypes: [type('Entry', null)], sessions: [unnamed], refundPolicy: '' },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.ticketSetup.sessions[0]).toMatchObject({
      name: '',
      startDateTime: null,
    });
    const published = await calls.post('/api/v2/ticket/organiser/publish', {
      eventId: saved.body.data.id,
    });
    expect(published.status).toBe(400);
    expect(published.body.error.message).toBe('Every session needs a name.');
  });

  it('refuses an edit of a published event that balances a session a roleless type admits to', async () => {
    const social = session('Social', 7);
    const sessions = [social];
    const published = await publishTickets(server, school, {
      ticketSetup: { ticketTypes: [type('Entry', null)], sessions, refundPolicy: '' },
    });
    const loaded = await calls.get(`${DRAFT}/${published.configurationId}`);
    const balanced = {
      ...social,
      roles: { leadName: 'Leader', followName: 'Follower', maxImbalance: 2 },
    };
    const edit = await calls.post(DRAFT, {
      ...wizardForm(),
      id: published.configurationId,
      clientKey: undefined,
      currentStep: 1,
      eventId: loaded.body.data.eventId,
      ticketSetup: {
        ticketTypes: loaded.body.data.ticketSetup.ticketTypes,
        sessions: [balanced],
        refundPolicy: '',
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(400);
    expect(edit.body.error.message).toBe(
      'Entry admits to Social, which balances leads and follows: give the ticket type partner roles too.',
    );
    // A draft still being written may leave it for later.
    const draft = await calls.post(
      DRAFT,
      wizardForm({
        currentStep: 2,
        ticketSetup: { ticketTypes: [type('Entry', null)], sessions: [balanced], refundPolicy: '' },
      }),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  });

  it('keeps what sold: no session below its sales, none with sales removed, a sold type’s sessions fixed', async () => {
    const friday = session('Friday Party', 6, { capacity: 10 });
    const saturday = session('Saturday Bootcamp', 7, { capacity: 10 });
    const setup = {
      ticketTypes: [type('Full Pass', null, 20), type('Party Pass', [friday.id], 20)],
      sessions: [friday, saturday],
      refundPolicy: '',
    };
    const tickets = await publishTickets(server, school, { ticketSetup: setup });
    const bought = await calls.post('/api/v2/ticket/purchase', purchaseOf(tickets, [3, 0]));
    expect(bought.status).toBe(200);
    const resave = (ticketSetup: typeof setup) =>
      calls.post(DRAFT, wizardForm({ id: tickets.configurationId, ticketSetup }));
    const withIds = (types: typeof setup.ticketTypes) =>
      types.map((t, index) => ({ ...t, id: tickets.types[index]!.id }));
    const low = await resave({
      ...setup,
      ticketTypes: withIds(setup.ticketTypes),
      sessions: [friday, { ...saturday, capacity: 2 }],
    });
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe(
      '"Saturday Bootcamp": the capacity cannot be less than the 3 places already sold or being paid for.',
    );
    const removed = await resave({
      ticketTypes: withIds([
        type('Full Pass', [friday.id], 20),
        type('Party Pass', [friday.id], 20),
      ]),
      sessions: [friday],
      refundPolicy: '',
    });
    expect(removed.status).toBe(400);
    expect(removed.body.error.message).toBe(
      '"Saturday Bootcamp" has sold tickets, so it cannot be removed.',
    );
    const narrowed = await resave({
      ...setup,
      ticketTypes: withIds([
        type('Full Pass', [friday.id], 20),
        type('Party Pass', [friday.id], 20),
      ]),
    });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.error.message).toBe(
      '"Full Pass" has sold tickets, so the sessions it admits to cannot change.',
    );
    // The unsold Party Pass may change, and capacities may stay at what sold.
    const fine = await resave({
      ...setup,
      ticketTypes: withIds([type('Full Pass', null, 20), type('Party Pass', null, 20)]),
      sessions: [friday, { ...saturday, capacity: 3 }],
    });
    expect(fine.status).toBe(200);
  });

  it('counts a sale in the sessions an edit saved while the sale waited for the type', async () => {
    const friday = session('Friday Party', 6, { capacity: 10 });
    const saturday = session('Saturday Bootcamp', 7, { capacity: 10 });
    const tickets = await publishTickets(server, school, {
      ticketSetup: {
        ticketTypes: [type('Party Pass', [friday.id], 20)],
        sessions: [friday, saturday],
        refundPolicy: '',
      },
    });
    const typeId = tickets.types[0]!.id;
    const db = server.databases.production;
    const buyer = callsAs(server, await signedInMember(server));
    // An organiser's save, mid-way: the type locked, now admitting to Saturday instead.
    const edit = await db.startTransaction().execute();
    await sql`SELECT id FROM ticket_types WHERE id = ${typeId} FOR UPDATE`.execute(edit);
    await sql`DELETE FROM ticket_type_sessions WHERE ticket_type_id = ${typeId}`.execute(edit);
    await sql`INSERT INTO ticket_type_sessions (ticket_type_id, session_id)
      VALUES (${typeId}, ${saturday.id})`.execute(edit);
    await sql`UPDATE ticket_types SET session_ids = ARRAY[${saturday.id}::uuid] WHERE id = ${typeId}`.execute(
      edit,
    );
    const buying = buyer.post('/api/v2/ticket/purchase', purchaseOf(tickets, [1]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await edit.commit().execute();
    expect((await buying).status).toBe(200);
    const counted = await db
      .selectFrom('event_sessions')
      .select(['name', 'sold'])
      .where('id', 'in', [friday.id, saturday.id])
      .orderBy('position')
      .execute();
    expect(counted).toEqual([
      { name: 'Friday Party', sold: 0 },
      { name: 'Saturday Bootcamp', sold: 1 },
    ]);
  });
});

describe('hostile session input', () => {
  it('refuses dates outside 2000–2100, and reads a session id in capitals as the same session', async () => {
    const calls = callsAs(server, school);
    const form = wizardForm();
    const save = (sessions: unknown[]) =>
      calls.post('/api/v2/ticket/organiser/draft', {
        ...form,
        currentStep: 1,
        ticketSetup: { ticketTypes: [], sessions, refundPolicy: '' },
      });
    const id = crypto.randomUUID();
    for (const start of [
      '0000-06-01T00:00:00Z',
      '0099-06-01T00:00:00Z',
      '9999-12-31T23:00:00-05:00',
    ]) {
      const answer = await save([{ id, name: 'Far', startDateTime: start }]);
      expect(answer.status, start).toBe(400);
      expect(answer.body.error.message).toMatch(/between 2000 and 2100/);
    }
    const far = await calls.post('/api/v2/ticket/organiser/draft', {
      ...form,
      eventDetails: { ...form.eventDetails!, startDateTime: '9997-03-01T00:00:00Z' },
    });
    expect(far.status).toBe(400);
    const upper = id.toUpperCase();
    const twice = await save([
      { id, name: 'One', startDateTime: '2031-03-01T09:00:00Z' },
      { id: upper, name: 'Two', startDateTime: '2031-03-01T10:00:00Z' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('Two sessions have the same id.');
    const saved = await save([
      { id: upper, name: 'Capital', startDateTime: '2031-03-01T09:00:00Z' },
      {
        id: crypto.randomUUID().toUpperCase(),
        name: 'Other',
        startDateTime: '2031-03-01T10:00:00Z',
      },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.ticketSetup.sessions[0].id).toBe(id);
  });
});
