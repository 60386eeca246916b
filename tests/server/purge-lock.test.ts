// `floorcraft purge` forces the retention job but still takes its lock: it says what it purged
// when it ran, and `{"skipped":"running elsewhere"}` while another process holds the job. The
// second half needs a second connection, so a PostgreSQL server (DATABASE_URL); the embedded
// database admits one process, which cannot race itself.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin-commands';
import { advisoryLockKey } from '../../server/db/advisory-lock';
import { schemaOf } from '../../server/db/database';
import { RETENTION_JOB } from '../../server/services/jobs/retention-job';
import { callsAs, signedInMember } from '../support/members';
import { publishTickets, purchaseOf } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const purge = () => runAdminCommand(server.ctx, server.databases, { command: 'purge' });

describe('floorcraft purge', () => {
  it('says what it purged in each database when it ran', async () => {
    const lines = await purge();
    expect(lines).toHaveLength(2);
    for (const [index, database] of (['production', 'development'] as const).entries()) {
      expect(lines[index]).toMatchObject({
        database,
        ran: true,
        accountsPurged: expect.any(Number),
      });
    }
  });

  it('reports the job as running elsewhere while another process holds its lock', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return expect(server.config.databaseUrl).toBeNull();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const key = advisoryLockKey(`job:${RETENTION_JOB}:${schemaOf.production}`);
    try {
      await other.query('SELECT pg_advisory_lock($1)', [key]);
      const lines = await purge();
      expect(lines[0]).toEqual({ database: 'production', skipped: 'running elsewhere' });
      expect(lines[1]).toMatchObject({ database: 'development', ran: true });
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [key]);
      await other.end();
    }
  });
});

describe('retention of an event that sold tickets', () => {
  it('removes the ended event and keeps its orders, tickets and money as an archived sale', async () => {
    const school = await signedInMember(server, { organisation: 'Archive Dance School' });
    const dancer = await signedInMember(server);
    const tickets = await publishTickets(server, school);
    const bought = await callsAs(server, dancer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tickets, [2]),
    );
    expect(bought.status).toBe(200);
    const db = server.databases.production;
    // The event took place 40 days ago (sales had run before it).
    const day = 86_400_000;
    await db
      .updateTable('events')
      .set({
        starts_at: new Date(Date.now() - 40 * day),
        ends_at: new Date(Date.now() - 40 * day + 3 * 3_600_000),
      })
      .where('id', '=', tickets.eventId)
      .execute();

    const lines = await purge();
    expect(lines[0]).toMatchObject({
      database: 'production',
      ran: true,
      pastEventsRemoved: expect.any(Number),
      ticketedEventsArchived: 1,
    });
    expect(lines[1]).toMatchObject({ database: 'development', ran: true });

    const organiser = callsAs(server, school);
    expect((await callsAs(server, null).get(`/api/v2/event/${tickets.eventId}`)).status).toBe(404);
    const event = await db
      .selectFrom('events')
      .select('id')
      .where('id', '=', tickets.eventId)
      .executeTakeFirst();
    expect(event).toBeUndefined();
    // The money and the tickets stay, readable in Sales and by the buyer.
    const sales = await organiser.get(`/api/v2/ticket/organiser/${tickets.configurationId}/orders`);
    expect(sales.status).toBe(200);
    expect(sales.body.data.grossCents).toBe(2 * tickets.types[0]!.price * 100);
    expect(sales.body.data.orders).toHaveLength(1);
    expect(sales.body.data.orders[0].tickets).toHaveLength(2);
    const mine = await callsAs(server, dancer).get('/api/v2/ticket/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(2);
    // The archived sale keeps the event's name and date, not its poster or description.
    const published = await organiser.get('/api/v2/ticket/organiser?status=published');
    const archived = published.body.data.find(
      (entry: { id: string }) => entry.id === tickets.configurationId,
    );
    expect(archived).toMatchObject({ eventId: null, status: 'published' });
    expect(archived.eventDetails.title).toBe('Salsa Under the Stars');
    // Nothing about it changes any more, and a second run has nothing left to do.
    const edit = await organiser.post('/api/v2/ticket/organiser/draft', {
      ...wizardForm(),
      id: tickets.configurationId,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toContain('archived');
    const again = await purge();
    expect(again[0]).toMatchObject({
      database: 'production',
      ran: true,
      ticketedEventsArchived: 0,
    });
  });
});
