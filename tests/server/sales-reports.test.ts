// Sales reports on a real database: the daily series (days in the event's zone, days without
// sales as zeros, refunds on the day they were made), the orders export (one row per line, refunds,
// GST, formula-safe cells), who may read them (finance yes, door and teacher no), and a teacher's
// attendee list narrowed to the sessions their instructor profile is named on.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED_MESSAGE, SCHOOL_HEADER, type TeamRole } from '../../src/contract/team';
import { NOT_YOUR_SESSIONS_MESSAGE, salesSeriesSchema } from '../../src/contract/sales-reports';
import { attendeesResponseSchema } from '../../src/contract/attendees';
import { scopedAttendees } from '../../server/services/team/taught-sessions';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { jsonOf, startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let owner: Member;
const DAY = 86_400_000;
const ZONE = 'Australia/Sydney';
const localDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: ZONE });

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInMember(server, { organisation: 'Sales Report School' });
});
afterAll(() => server.close());

const db = () => server.databases.production;

async function memberAs(role: TeamRole): Promise<Member> {
  const member = await signedInMember(server);
  await db()
    .insertInto('organisation_members')
    .values({ organisation_id: owner.organisationId!, account_id: member.accountId, role })
    .execute();
  return { ...member, headers: { ...member.headers, [SCHOOL_HEADER]: owner.organisationId! } };
}

async function sydneyEvent(overrides = {}): Promise<PublishedTickets> {
  const tickets = await publishTickets(server, owner, overrides);
  await db()
    .updateTable('events')
    .set({ time_zone: ZONE })
    .where('id', '=', tickets.eventId)
    .execute();
  return tickets;
}

/** A demo purchase by `buyer`, dated `at`; answers the order id. */
async function buy(tickets: PublishedTickets, quantities: number[], at: Date, buyer?: Member) {
  const bought = await callsAs(server, buyer ?? (await signedInMember(server))).post(
    '/api/v2/ticket/purchase',
    purchaseOf(tickets, quantities),
  );
  expect(bought.status).toBe(200);
  const orderId = bought.body.data.orderId as string;
  // When it was made: the column is never updated by the app, so set here as SQL.
  await sql`update orders set created_at = ${at} where id = ${orderId}`.execute(db());
  return orderId;
}

/** Refunds one of the order's Early Bird tickets (codes are random, so the type is named). */
async function refundOneTicket(orderId: string, at: Date, tickets: PublishedTickets) {
  const ticket = await db()
    .selectFrom('tickets')
    .select('id')
    .where('order_id', '=', orderId)
    .where('ticket_type_id', '=', tickets.types[0]!.id)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const refunded = await callsAs(server, owner).post(
    `/api/v2/ticket/organiser/orders/${orderId}/refund`,
    { ticketIds: [ticket.id] },
  );
  expect(refunded.status).toBe(200);
  await db()
    .updateTable('adjustment_notes')
    .set({ issued_at: at })
    .where('order_id', '=', orderId)
    .execute();
}

describe('sales by day', () => {
  it('counts each day in the event’s zone, by ticket type, with days without sales as zeros', async () => {
    const tickets = await sydneyEvent();
    // 14:30 UTC is already the next day in Sydney (UTC+10 or +11).
    const utcMidday = (daysAgo: number) => {
      const day = new Date(Date.now() - daysAgo * DAY);
      return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 14, 30));
    };
    const first = utcMidday(6);
    const second = utcMidday(3);
    const early = await buy(tickets, [2, 0], first); // 2 × 15.00
    await buy(tickets, [1, 1], second); // 15.00 + 22.50
    await buy(tickets, [0, 1], new Date(second.getTime() + 60_000));
    await refundOneTicket(early, second, tickets);
    // A comp is no sale.
    await db()
      .updateTable('orders')
      .set({ payment_provider: 'comp' })
      .where('id', '=', await buy(tickets, [1, 0], second))
      .execute();

    const answer = await callsAs(server, owner).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/sales-series`,
    );
    expect(answer.status).toBe(200);
    const series = salesSeriesSchema.parse(answer.body.data);
    expect(series.timeZone).toBe(ZONE);
    expect(series.ticketTypes.map((type) => type.name)).toEqual(['Early Bird', 'Door']);
    const firstDay = localDate(first);
    expect(firstDay).not.toBe(first.toISOString().slice(0, 10));
    expect(series.days[0]!.date).toBe(firstDay);
    expect(series.days.at(-1)!.date).toBe(localDate(new Date()));
    expect(series.days).toHaveLength(new Set(series.days.map((day) => day.date)).size);
    const byDate = new Map(series.days.map((day) => [day.date, day]));
    // One of the two was refunded: it is no longer sold (the money back is on its own day).
    expect(byDate.get(firstDay)).toEqual({
      date: firstDay,
      tickets: [1, 0],
      ticketsCents: [1500, 0],
      paidCents: 3000,
      refundedCents: 0,
    });
    expect(byDate.get(localDate(second))).toEqual({
      date: localDate(second),
      tickets: [1, 2],
      ticketsCents: [1500, 4500],
      paidCents: 6000,
      refundedCents: 1500,
    });
    const between = localDate(new Date(first.getTime() + DAY));
    expect(byDate.get(between)).toMatchObject({ tickets: [0, 0], paidCents: 0, refundedCents: 0 });
    expect(series.days.length).toBeGreaterThanOrEqual(6);
  });

  it('answers no days before the first sale, and 404 for another school’s event', async () => {
    const tickets = await sydneyEvent();
    const url = `/api/v2/ticket/organiser/${tickets.configurationId}/sales-series`;
    expect((await callsAs(server, owner).get(url)).body.data.days).toEqual([]);
    const stranger = await signedInMember(server, { organisation: 'Another Sales School' });
    expect((await callsAs(server, stranger).get(url)).status).toBe(404);
    expect(
      (await callsAs(server, owner).get('/api/v2/ticket/organiser/nope/sales-series')).status,
    ).toBe(400);
  });
});

/** The CSV as rows of cells (the export quotes no cell these tests read). */
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('the orders export', () => {
  it('has one row per order line, dated in the event’s zone, with refunds, GST and safe cells', async () => {
    await db()
      .updateTable('organisations')
      .set({ gst_registered: true, abn: '51824753556' })
      .where('id', '=', owner.organisationId!)
      .execute();
    const tickets = await sydneyEvent({
      eventDetails: { ...wizardForm().eventDetails, title: 'Export Night' },
    });
    const sneaky = await signedInMember(server, { name: '=HYPERLINK("x")' });
    const at = new Date('2026-11-01T14:30:00.000Z'); // 2 November, 01:30 in Sydney
    const orderId = await buy(tickets, [2, 1], at, sneaky);
    await refundOneTicket(orderId, at, tickets);

    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/v2/ticket/organiser/${tickets.configurationId}/orders/export`,
      headers: owner.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="export-night-2031-02-14-orders.csv"',
    );
    expect(answer.body).toContain(`"'=HYPERLINK(""x"")"`);
    const [header, ...rows] = rowsOf(answer.body.replace(`"'=HYPERLINK(""x"")"`, 'NAME'));
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(header).toContain('GST');
    expect(rows).toHaveLength(2);
    const [early, door] = rows as [string[], string[]];
    expect(cell(early, 'Order id')).toBe(orderId);
    expect(cell(early, 'Date')).toBe('2026-11-02');
    expect(cell(early, 'Time')).toBe('01:30');
    expect(cell(early, 'Time zone')).toBe(ZONE);
    expect(cell(early, 'Buyer')).toBe('NAME');
    expect(cell(early, 'E-mail')).toBe(sneaky.email);
    expect([cell(early, 'Item'), cell(early, 'Quantity'), cell(early, 'Unit price')]).toEqual([
      'Early Bird',
      '2',
      '15.00',
    ]);
    expect(cell(early, 'Line total')).toBe('30.00');
    expect(cell(early, 'Refunded quantity')).toBe('1');
    expect(cell(early, 'Order total')).toBe('52.50');
    expect(cell(early, 'Refunded')).toBe('15.00');
    expect(cell(early, 'GST')).toBe('4.77');
    expect(cell(early, 'GST refunded')).toBe('1.36');
    expect(cell(early, 'Status')).toBe('partly refunded');
    expect(cell(early, 'Payment provider')).toBe('test');
    // The order's own figures are on its first line only, so each column adds up.
    expect([cell(door, 'Item'), cell(door, 'Line total'), cell(door, 'Order total')]).toEqual([
      'Door',
      '22.50',
      '',
    ]);
    expect(cell(door, 'Refunded quantity')).toBe('0');
    await db()
      .updateTable('organisations')
      .set({ gst_registered: false })
      .where('id', '=', owner.organisationId!)
      .execute();
  });
});

describe('who reads the reports', () => {
  it('lets finance read both and refuses door and teacher', async () => {
    const tickets = await sydneyEvent();
    const base = `/api/v2/ticket/organiser/${tickets.configurationId}`;
    for (const role of ['finance', 'door', 'teacher'] as const) {
      const member = await memberAs(role);
      for (const path of ['sales-series', 'orders/export']) {
        const answer = await server.app.inject({
          method: 'GET',
          url: `${base}/${path}`,
          headers: member.headers,
        });
        if (role === 'finance') expect(answer.statusCode).toBe(200);
        else {
          expect(answer.statusCode).toBe(403);
          expect(jsonOf<{ error: { message: string } }>(answer).error.message).toBe(
            ROLE_REFUSED_MESSAGE,
          );
        }
      }
    }
  });
});

describe('a teacher’s attendee lists', () => {
  it('hold only the sessions their instructor profile is named on, without money', async () => {
    const [one, two] = [randomUUID(), randomUUID()];
    const start = Date.UTC(2031, 4, 2, 8);
    const session = (id: string, name: string, day: number) => ({
      id,
      name,
      startDateTime: new Date(start + day * DAY).toISOString(),
      endDateTime: new Date(start + day * DAY + 3_600_000).toISOString(),
      teachers: 'Free text',
    });
    const type = (name: string, sessionIds: string[]) => ({
      name,
      price: 20,
      currency: 'AUD' as const,
      quantity: 10,
      description: '',
      sessionIds,
    });
    const form = wizardForm();
    const tickets = await sydneyEvent({
      eventDetails: {
        ...form.eventDetails,
        startDateTime: new Date(start).toISOString(),
        endDateTime: new Date(start + DAY + 3_600_000).toISOString(),
      },
      ticketSetup: {
        ...form.ticketSetup,
        sessions: [session(one, 'Zouk 1', 0), session(two, 'Zouk 2', 1)],
        ticketTypes: [type('First class', [one]), type('Second class', [two])],
      },
    });
    const elsewhere = await sydneyEvent();
    await buy(tickets, [1, 0], new Date());
    await buy(tickets, [0, 2], new Date());
    const teacher = await memberAs('teacher');
    const calls = callsAs(server, teacher);
    const base = `/api/v2/ticket/organiser/${tickets.configurationId}/attendees`;
    // No profile yet: no list.
    expect((await calls.get(base)).status).toBe(403);
    expect((await calls.get('/api/v2/ticket/organiser/attendee-access')).body.data).toEqual({
      all: false,
      configurationIds: [],
    });
    const instructorId = randomUUID();
    await db()
      .insertInto('instructors')
      .values({
        id: instructorId,
        account_id: teacher.accountId,
        slug: `t-${instructorId.slice(0, 8)}`,
        name: 'Teacher Two',
      })
      .execute();
    await db()
      .insertInto('session_instructors')
      .values({
        id: randomUUID(),
        session_id: two,
        instructor_id: instructorId,
        organisation_id: owner.organisationId!,
      })
      .execute();

    const access = await calls.get('/api/v2/ticket/organiser/attendee-access');
    expect(access.body.data).toEqual({ all: false, configurationIds: [tickets.configurationId] });
    const list = attendeesResponseSchema.parse((await calls.get(base)).body).data;
    expect(list.taughtOnly).toBe(true);
    expect(list.sessions.map((one) => one.name)).toEqual(['Zouk 2']);
    expect(list.attendees.map((one) => one.ticketType)).toEqual(['Second class', 'Second class']);
    expect(list.revenue).toBe(0);
    expect(list.attendees.every((one) => one.price === 0)).toBe(true);
    // Nor what the door took (the door sells only while check-in is open, so it is given here).
    const owned = attendeesResponseSchema.parse((await callsAs(server, owner).get(base)).body).data;
    const door = { tickets: 3, cashCents: 3700, cardCents: 2500, comps: 1 };
    expect(scopedAttendees({ ...owned, door }, [two]).door).toEqual({
      tickets: 0,
      cashCents: 0,
      cardCents: 0,
      comps: 0,
    });
    expect(scopedAttendees({ ...owned, door }, null).door).toEqual(door);
    const csv = await server.app.inject({
      method: 'GET',
      url: `${base}/export`,
      headers: teacher.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Second class');
    expect(csv.body).not.toContain('First class');
    const other = `/api/v2/ticket/organiser/${elsewhere.configurationId}/attendees`;
    const refused = await calls.get(other);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(NOT_YOUR_SESSIONS_MESSAGE);
    expect((await calls.get(`${other}/export`)).status).toBe(403);

    // Declining the naming takes the list away; the owner still reads everything.
    await db()
      .updateTable('session_instructors')
      .set({ status: 'declined' })
      .where('instructor_id', '=', instructorId)
      .execute();
    expect((await calls.get(base)).status).toBe(403);
    const whole = attendeesResponseSchema.parse((await callsAs(server, owner).get(base)).body).data;
    expect(whole.taughtOnly).toBe(false);
    expect(whole.attendees).toHaveLength(3);
    expect(
      (await callsAs(server, owner).get('/api/v2/ticket/organiser/attendee-access')).body.data.all,
    ).toBe(true);
  });
});
