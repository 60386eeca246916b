// Messages to attendees on a real database: the audience filters (everyone, a ticket type, a
// session, a role, the waitlist), the preview and the test to oneself, a message accepted at once
// and sent by the job, each address once even when a run dies halfway and two processes take the
// job together (on PostgreSQL the second is a second server on the same database), a 5 000-person
// message accepted within 2 s, the client's key, the hourly limit, shaped refusals of bad input, and
// another school kept out of every call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_HOUR } from '../../src/contract/attendee-messages';
import type { PartnerRoles } from '../../src/contract/partner-roles';
import type { Mailer } from '../../server/services/mailer';
import { JobRunner } from '../../server/services/jobs/job-runner';
import { claimDueJobs } from '../../server/services/jobs/job-store';
import {
  MESSAGE_JOB,
  messageJob,
  sendMessageNow,
} from '../../server/services/messages/message-job';
import { bulkHolders } from '../support/bulk-holders';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let second: TestServer | null = null;
let school: Member;
let other: Member;
let festival: PublishedTickets;
const sessionIds = [randomUUID(), randomUUID()] as const;
const people = {
  lead: uniqueEmail('ana-lead'),
  follow: uniqueEmail('bo-follow'),
  party: uniqueEmail('cy-party'),
  waiting: uniqueEmail('di-waiting'),
};

const ROLES: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: null,
  maxImbalance: 5,
};
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const messagesPath = (event: PublishedTickets) =>
  `/api/v2/ticket/organiser/${event.configurationId}/messages`;

async function publishFestival(member: Member): Promise<PublishedTickets> {
  const form = wizardForm();
  const session = (id: string, name: string, at: number) => ({
    id,
    name,
    startDateTime: hours(at),
    endDateTime: hours(at + 2),
    room: 'Studio A',
    level: '',
    teachers: '',
    capacity: 50,
    roles: null,
  });
  return publishTickets(server, member, {
    eventDetails: {
      ...form.eventDetails!,
      title: 'Harbour Salsa Weekender',
      startDateTime: hours(72),
      endDateTime: hours(80),
      location: { description: 'Town Hall, Sydney' },
    },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        {
          name: 'Full Pass',
          price: 90,
          currency: 'AUD',
          quantity: 40,
          description: '',
          roles: ROLES,
          sessionIds: [...sessionIds],
        },
        {
          name: 'Party Pass',
          price: 30,
          currency: 'AUD',
          quantity: 40,
          description: '',
          sessionIds: [sessionIds[0]],
        },
      ],
      sessions: [
        session(sessionIds[0], 'Friday Social', 72),
        session(sessionIds[1], 'Saturday Bootcamp', 76),
      ],
    },
  });
}

async function comp(event: PublishedTickets, typeIndex: number, email: string, role?: string) {
  const issued = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${event.configurationId}/comps`,
    {
      clientKey: `comp-${randomUUID()}`,
      ticketTypeId: event.types[typeIndex]!.id,
      recipients: [{ name: email.split('@')[0], email, role: role ?? null }],
    },
  );
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
}

const content = (audience: unknown, extra: Record<string, unknown> = {}) => ({
  audience,
  subject: 'The venue has changed',
  body: 'We moved to the Ballroom upstairs.',
  ...extra,
});
const send = (body: unknown, event = festival, member = school) =>
  callsAs(server, member).post(messagesPath(event), {
    clientKey: `msg-${randomUUID()}`,
    ...(body as object),
  });

function runnerOn(target: TestServer) {
  return new JobRunner(target.databases, target.app.log, {
    targets: ['production'],
    pollMs: 60_000,
    retryBaseMs: 50,
  }).define({ [MESSAGE_JOB]: messageJob(target.ctx) });
}

const mailsWith = (subject: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('subject', '=', subject)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  if (process.env.DATABASE_URL) second = await startTestServer();
  school = await signedInMember(server, { organisation: 'Harbour Messages School' });
  other = await signedInMember(server, { organisation: 'Other Messages School' });
  festival = await publishFestival(school);
  await comp(festival, 0, people.lead, 'lead');
  await comp(festival, 0, people.follow, 'follow');
  await comp(festival, 1, people.party);
  const dancer = await signedInMember(server);
  for (const [email, status] of [
    [people.waiting, 'waiting'],
    [uniqueEmail('left-waitlist'), 'left'],
  ] as const)
    await server.databases.production
      .insertInto('waitlist_entries')
      .values({
        id: randomUUID(),
        ticket_type_id: festival.types[0]!.id,
        role: 'lead',
        account_id: dancer.accountId,
        email,
        status,
      })
      .execute();
});
afterAll(async () => {
  await server.close();
  await second?.close();
});

describe('the audience', () => {
  it('counts each filter in the preview and shows the mail as recipients read it', async () => {
    const preview = (audience: unknown) =>
      callsAs(server, school).post(`${messagesPath(festival)}/preview`, content(audience));
    const counts = async (audience: unknown) => {
      const answer = await preview(audience);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.recipients as number;
    };
    expect(await counts({ kind: 'all' })).toBe(3);
    expect(await counts({ kind: 'type', ticketTypeId: festival.types[0]!.id })).toBe(2);
    expect(await counts({ kind: 'type', ticketTypeId: festival.types[1]!.id })).toBe(1);
    expect(await counts({ kind: 'session', sessionId: sessionIds[0] })).toBe(3);
    expect(await counts({ kind: 'session', sessionId: sessionIds[1] })).toBe(2);
    expect(await counts({ kind: 'role', role: 'lead' })).toBe(1);
    expect(await counts({ kind: 'role', role: 'follow' })).toBe(1);
    expect(await counts({ kind: 'waitlist' })).toBe(1);

    const shown = (await preview({ kind: 'waitlist' })).body.data;
    expect(shown.subject).toBe('The venue has changed');
    expect(shown.text).toMatch(
      /^We moved to the Ballroom upstairs\.\n\n--\nHarbour Messages School sent this message about Harbour Salsa Weekender, /,
    );
    expect(shown.text).toContain('you are on the waitlist');
  });

  it('sends each filter to its own people only, once each', async () => {
    const subject = `Bootcamp room ${randomUUID().slice(0, 6)}`;
    const accepted = await send(
      content({ kind: 'session', sessionId: sessionIds[1] }, { subject }),
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body.data).toMatchObject({
      subject,
      status: 'queued',
      recipients: 2,
      sent: 0,
      audienceLabel: 'Session: Saturday Bootcamp',
      sentBy: school.email,
    });
    await runnerOn(server).drain();
    const mails = await mailsWith(subject);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      [people.lead, people.follow].sort(),
    );
    const log = await callsAs(server, school).get(messagesPath(festival));
    expect(log.status).toBe(200);
    expect(log.body.data.messages[0]).toMatchObject({
      id: accepted.body.data.id,
      status: 'sent',
      recipients: 2,
      sent: 2,
      failed: 0,
    });

    const waitSubject = `Waitlist news ${randomUUID().slice(0, 6)}`;
    expect((await send(content({ kind: 'waitlist' }, { subject: waitSubject }))).status).toBe(202);
    await runnerOn(server).drain();
    expect((await mailsWith(waitSubject)).map((mail) => mail.to_address)).toEqual([people.waiting]);
  });

  it('keeps the text plain and the subject on one line', async () => {
    const body = '<b>Hello</b> <script>alert(1)</script>\r\nSecond line';
    const answer = await callsAs(server, school).post(
      `${messagesPath(festival)}/preview`,
      content({ kind: 'all' }, { subject: 'Line one\r\nBcc: everyone@example.com', body }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.subject).toBe('Line one Bcc: everyone@example.com');
    expect(answer.body.data.text).toContain('<b>Hello</b> <script>alert(1)</script>\nSecond line');
  });
});

describe('sending', () => {
  it('sends a test to the member alone, marked as a test', async () => {
    const subject = `Test me ${randomUUID().slice(0, 6)}`;
    const answer = await callsAs(server, school).post(
      `${messagesPath(festival)}/test`,
      content({ kind: 'all' }, { subject }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ to: school.email });
    const mails = await mailsWith(`[Test] ${subject}`);
    expect(mails.map((mail) => mail.to_address)).toEqual([school.email]);
    expect(await mailsWith(subject)).toEqual([]);
  });

  it('answers the same message for the same key, and refuses the key for another', async () => {
    const body = { clientKey: `msg-${randomUUID()}`, ...content({ kind: 'all' }) };
    const [one, two] = await Promise.all([
      callsAs(server, school).post(messagesPath(festival), body),
      callsAs(server, school).post(messagesPath(festival), body),
    ]);
    expect([one.status, two.status]).toEqual([202, 202]);
    expect(two.body.data.id).toBe(one.body.data.id);
    const rows = await server.databases.production
      .selectFrom('attendee_messages')
      .select('id')
      .where('client_key', '=', body.clientKey)
      .execute();
    expect(rows).toHaveLength(1);
    const reused = await callsAs(server, school).post(messagesPath(festival), {
      ...body,
      body: 'Something else',
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('CONFLICT');
    await runnerOn(server).drain();
  });

  it('accepts a message to 5 000 people within 2 s and gives each one copy, though a run died halfway and two processes took it up', async () => {
    const big = await publishFestival(school);
    await bulkHolders(server.databases.production, big, 5_000, `b${randomUUID().slice(0, 6)}`);
    const subject = `To everyone ${randomUUID().slice(0, 6)}`;
    const started = performance.now();
    const accepted = await send(content({ kind: 'all' }, { subject }), big);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(accepted.status).toBe(202);
    expect(accepted.body.data.recipients).toBe(5_000);
    const messageId = accepted.body.data.id as string;

    // A process takes the job and dies while writing its third slice: two slices are written.
    const claimed = await claimDueJobs(server.databases.production, {
      leases: new Map([[MESSAGE_JOB, 0.2]]),
      owner: 'a-process-that-dies',
      limit: 10,
    });
    expect(claimed.map((job) => job.key)).toContain(`attendee-message:${messageId}`);
    let slices = 0;
    const mailer = server.ctx.mailer;
    const dying = new Proxy(mailer, {
      get(target, key) {
        if (key === 'writeMany')
          return async (...args: Parameters<Mailer['writeMany']>) => {
            if (++slices === 3) throw new Error('killed');
            return target.writeMany(...args);
          };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    await expect(
      sendMessageNow({ ...server.ctx, mailer: dying }, server.databases.production, messageId),
    ).rejects.toThrow('killed');
    expect((await mailsWith(subject)).length).toBe(500);
    const log = await callsAs(server, school).get(messagesPath(big));
    expect(log.body.data.messages[0]).toMatchObject({ status: 'sending', sent: 500 });

    // Its lease runs out; two processes poll at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([runnerOn(server).drain(), runnerOn(second ?? server).drain()]);
    const mails = await mailsWith(subject);
    expect(mails).toHaveLength(5_000);
    expect(new Set(mails.map((mail) => mail.to_address)).size).toBe(5_000);
    const after = await callsAs(server, school).get(messagesPath(big));
    expect(after.body.data.messages[0]).toMatchObject({
      status: 'sent',
      recipients: 5_000,
      sent: 5_000,
      failed: 0,
    });
  }, 120_000);

  it(`refuses a school's message past ${MESSAGES_PER_HOUR} in an hour`, async () => {
    const busy = await signedInMember(server, { organisation: 'Busy Messages School' });
    const event = await publishFestival(busy);
    await callsAs(server, busy).post(`/api/v2/ticket/organiser/${event.configurationId}/comps`, {
      clientKey: `comp-${randomUUID()}`,
      ticketTypeId: event.types[1]!.id,
      recipients: [{ name: 'Eve', email: uniqueEmail('eve') }],
    });
    for (let n = 0; n < MESSAGES_PER_HOUR; n++)
      expect((await send(content({ kind: 'all' }), event, busy)).status).toBe(202);
    const refused = await send(content({ kind: 'all' }), event, busy);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // Another school is not held back by it.
    expect((await send(content({ kind: 'all' }))).status).toBe(202);
    await runnerOn(server).drain();
  });
});

describe('refusals', () => {
  it('answers bad input with a shaped 400, and an empty audience with 409', async () => {
    const cases: unknown[] = [
      content({ kind: 'all' }, { subject: '' }),
      content({ kind: 'all' }, { body: 'x'.repeat(5_001) }),
      content({ kind: 'all' }, { subject: 's'.repeat(151) }),
      content({ kind: 'everybody' }),
      content({ kind: 'type', ticketTypeId: 'not-a-uuid' }),
      content({ kind: 'type', ticketTypeId: randomUUID() }),
      content({ kind: 'role', role: 'solo' }),
      { audience: { kind: 'all' } },
    ];
    for (const body of cases) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    }
    const noKey = await callsAs(server, school).post(
      messagesPath(festival),
      content({ kind: 'all' }),
    );
    expect(noKey.status).toBe(400);
    const empty = await publishFestival(school);
    const nobody = await send(content({ kind: 'all' }), empty);
    expect(nobody.status).toBe(409);
    expect(nobody.body.error.message).toMatch(/Nobody is in this audience/);
  });

  it('keeps every call to the event’s own school', async () => {
    const calls = callsAs(server, other);
    const answers = [
      await calls.get(messagesPath(festival)),
      await send(content({ kind: 'all' }), festival, other),
      await calls.post(`${messagesPath(festival)}/preview`, content({ kind: 'all' })),
      await calls.post(`${messagesPath(festival)}/test`, content({ kind: 'all' })),
      await calls.put(`${messagesPath(festival)}/reminders`, { enabled: false }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    // Its own event cannot name this school's ticket type either.
    const own = await publishFestival(other);
    const crossed = await send(
      content({ kind: 'type', ticketTypeId: festival.types[0]!.id }),
      own,
      other,
    );
    expect(crossed.status).toBe(400);
    const anonymous = await callsAs(server, null).get(messagesPath(festival));
    expect(anonymous.status).toBe(401);
  });
});

describe('the test-send limit', () => {
  it('holds when tests are sent at once', async () => {
    const sent = async () =>
      Number(
        (
          await server.databases.production
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('to_address', '=', school.email)
            .where('subject', 'like', '[Test] %')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await sent();
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        callsAs(server, school).post(`${messagesPath(festival)}/test`, content({ kind: 'all' })),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBe(20 - before);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(await sent()).toBe(20);
  });
});
