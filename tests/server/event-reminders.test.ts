// Reminders on a real database: a day before an event each address with tickets gets one e-mail
// listing its tickets' codes, the venue, a map link and its pass link; once, even when two
// processes look for due reminders at the same moment (on PostgreSQL the second is a second server
// on the same database) and when the job runs again; never for a refunded ticket, one bought inside
// the day, an event further off, or an event whose school turned reminders off (the switch kept to
// the event's own school).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseJobs } from '../../server/services/jobs/house-jobs';
import { JobRunner } from '../../server/services/jobs/job-runner';
import { REMINDER_JOB, sendDueReminders } from '../../server/services/messages/reminder-job';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let second: TestServer | null = null;
let school: Member;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function eventIn(startsInHours: number, title: string): Promise<PublishedTickets> {
  const form = wizardForm();
  return publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      title,
      startDateTime: hours(startsInHours),
      endDateTime: hours(startsInHours + 4),
      location: { description: 'Harbour Hall, 1 George St, Sydney' },
    },
  });
}

/** The event's tickets as if bought two days ago (a ticket's time is never written by the app). */
const boughtDaysAgo = (event: PublishedTickets) =>
  sql`UPDATE tickets SET created_at = now() - interval '2 days'
    WHERE event_id = ${event.eventId}::uuid`.execute(server.databases.production);

/** Comps for these addresses (one each, or `each` each), written two days ago. */
async function ticketsFor(event: PublishedTickets, emails: string[], each = 1) {
  const issued = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${event.configurationId}/comps`,
    {
      clientKey: `comp-${randomUUID()}`,
      ticketTypeId: event.types[0]!.id,
      recipients: emails.flatMap((email) =>
        Array.from({ length: each }, (_, n) => ({
          name: `Guest ${n}`,
          email: n === 0 ? email : email.replace('@', `+${n}@`),
        })),
      ),
    },
  );
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  await boughtDaysAgo(event);
  return issued.body.data as Array<{ code: string; orderId: string; email: string }>;
}

const remindersTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('subject', 'like', 'Reminder: %')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  if (process.env.DATABASE_URL) second = await startTestServer();
  school = await signedInMember(server, { organisation: 'Reminder Dance School' });
});
afterAll(async () => {
  await server.close();
  await second?.close();
});

describe('reminders', () => {
  it('reminds each ticket once a day before, with the venue, a map and the pass link', async () => {
    const soon = await eventIn(20, 'Tomorrow Night Social');
    const [ana, bo] = [uniqueEmail('ana'), uniqueEmail('bo')];
    const comps = await ticketsFor(soon, [ana, bo]);
    const later = await eventIn(30, 'The Day After Social');
    const cy = uniqueEmail('cy');
    await ticketsFor(later, [cy]);

    // Two processes look at the same moment, then the job runs again.
    await Promise.all([
      sendDueReminders(server.ctx, server.databases.production),
      sendDueReminders((second ?? server).ctx, (second ?? server).databases.production),
    ]);
    await sendDueReminders(server.ctx, server.databases.production);

    const [mail, ...more] = await remindersTo(ana);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Reminder: Tomorrow Night Social');
    expect(mail!.text_body).toContain('Where: Harbour Hall, 1 George St, Sydney');
    expect(mail!.text_body).toContain('Map: https://www.google.com/maps/search/?api=1&query=');
    expect(mail!.text_body).toContain(`Your ticket:\n  ${soon.types[0]!.name}: ${comps[0]!.code}`);
    expect(mail!.text_body).toContain('Your pass: http://floorcraft.test/my-tickets');
    expect(await remindersTo(bo)).toHaveLength(1);
    expect(await remindersTo(cy)).toEqual([]);

    const log = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${soon.configurationId}/messages`,
    );
    expect(log.body.data.reminders).toEqual({ enabled: true, sent: 2 });
  });

  it('gives an address with several tickets one e-mail listing them all', async () => {
    const event = await eventIn(10, 'Many Tickets Social');
    const buyer = uniqueEmail('group');
    // One buyer's order of three tickets: they share the buyer's address.
    const order = await ticketsFor(event, [buyer], 1);
    const db = server.databases.production;
    const { order_id } = await db
      .selectFrom('tickets')
      .select('order_id')
      .where('code', '=', order[0]!.code)
      .executeTakeFirstOrThrow();
    const type = event.types[0]!.id;
    for (const code of ['EXTRA-1', 'EXTRA-2'].map((code) => `${code}-${randomUUID().slice(0, 4)}`))
      await db
        .insertInto('tickets')
        .values({ id: randomUUID(), order_id, ticket_type_id: type, event_id: event.eventId, code })
        .execute();
    await boughtDaysAgo(event);
    await sendDueReminders(server.ctx, db);
    const mails = await remindersTo(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Your tickets:');
    expect(mails[0]!.text_body.split(`${event.types[0]!.name}: `).length - 1).toBe(3);
  });

  it('leaves out refunded tickets, tickets bought within the day, and events with reminders off', async () => {
    const event = await eventIn(12, 'Quiet Social');
    const [kept, refunded, late] = [
      uniqueEmail('kept'),
      uniqueEmail('refunded'),
      uniqueEmail('late'),
    ];
    const comps = await ticketsFor(event, [kept, refunded]);
    const db = server.databases.production;
    await db
      .updateTable('tickets')
      .set({ voided_at: new Date() })
      .where('code', '=', comps[1]!.code)
      .execute();
    await callsAs(server, school).post(`/api/v2/ticket/organiser/${event.configurationId}/comps`, {
      clientKey: `comp-${randomUUID()}`,
      ticketTypeId: event.types[0]!.id,
      recipients: [{ name: 'Late', email: late }],
    });

    const off = await eventIn(12, 'Reminders Off Social');
    const silent = uniqueEmail('silent');
    await ticketsFor(off, [silent]);
    const path = `/api/v2/ticket/organiser/${off.configurationId}/messages/reminders`;
    const other = await signedInMember(server, { organisation: 'Not Their School' });
    expect((await callsAs(server, other).put(path, { enabled: false })).status).toBe(404);
    expect((await callsAs(server, school).put(path, { enabled: 'no' })).status).toBe(400);
    const switched = await callsAs(server, school).put(path, { enabled: false });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toEqual({ enabled: false, sent: 0 });

    await sendDueReminders(server.ctx, db);
    expect(await remindersTo(kept)).toHaveLength(1);
    expect(await remindersTo(refunded)).toEqual([]);
    expect(await remindersTo(late)).toEqual([]);
    expect(await remindersTo(silent)).toEqual([]);
  });

  it('is a house job that recurs, kept in the database across restarts', async () => {
    const job = houseJobs(server.ctx)[REMINDER_JOB]!;
    expect(job.everyMs).toBe(5 * 60_000);
    await new JobRunner(server.databases, server.app.log, { targets: ['production'] })
      .define({ [REMINDER_JOB]: job })
      .scheduleRecurring();
    const waiting = await server.databases.production
      .selectFrom('jobs')
      .select('name')
      .where('key', '=', REMINDER_JOB)
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .execute();
    expect(waiting).toEqual([{ name: REMINDER_JOB }]);
  });
});
