// The mobile hand-off (checkout sessions: once, within 15 minutes, 404/409/410, dev prefix) and
// check-in at the door (each ticket exactly once, however many scans arrive together), and what
// the organiser sees of sales.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWithOffset } from '../../src/contract/time-zones';
import { runAdminCommand } from '../../server/cli/admin-commands';
import { createAccount } from '../../server/services/accounts/accounts';
import { addEvent } from '../support/add-event';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { wizardForm } from '../support/wizard-form';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
let checkInToken: string;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Door School' });
  // Tonight's event, starting in an hour: its door is open (from 2 hours before the start).
  const form = wizardForm();
  tickets = await publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      startDateTime: new Date(Date.now() + 3_600_000).toISOString(),
      endDateTime: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    },
  });
  const qr = await callsAs(server, school).get(
    `/api/v2/ticket/organiser/${tickets.configurationId}/qr-code`,
  );
  checkInToken = (qr.body.data.checkInUrl as string).split('/check-in/')[1]!;
});
afterAll(() => server.close());

describe('checkout sessions', () => {
  it('trade once for a signed-in session of the app’s user', async () => {
    const dancer = await signedInMember(server);
    const created = await callsAs(server, dancer).post('/api/v2/ticket/sessions', {
      eventId: tickets.eventId,
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.sessionId as string;
    const anyone = callsAs(server, null);
    const validated = await anyone.post('/api/v2/ticket/sessions/validate', { sessionId });
    expect(validated.status).toBe(200);
    expect(validated.body.data).toMatchObject({
      userId: dancer.accountId,
      eventId: tickets.eventId,
      user: { accountId: dancer.accountId, email: dancer.email, organisationId: null },
    });
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/v2/account/profile',
      headers: { authorization: `Bearer ${validated.body.data.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    const again = await anyone.post('/api/v2/ticket/sessions/validate', { sessionId });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This session has already been used.');
    const unknown = await anyone.post('/api/v2/ticket/sessions/validate', { sessionId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(
      'Invalid session. Please try purchasing tickets again.',
    );
  });

  it('expire after 15 minutes, and carry the dev prefix on the development database', async () => {
    const dancer = await signedInMember(server);
    const { body } = await callsAs(server, dancer).post('/api/v2/ticket/sessions', {
      eventId: tickets.eventId,
    });
    await server.databases.production
      .updateTable('checkout_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', body.sessionId)
      .execute();
    const expired = await callsAs(server, null).post('/api/v2/ticket/sessions/validate', {
      sessionId: body.sessionId,
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe('Your session has expired. Please try again.');
    expect(body.sessionId).not.toMatch(/^dev_/);
    expect(
      (
        await callsAs(server, dancer).post('/api/v2/ticket/sessions', {
          eventId: crypto.randomUUID(),
        })
      ).status,
    ).toBe(404);
  });
});

describe('floorcraft checkout-session create', () => {
  it('makes a session for an account and event; --dev ones carry the prefix and work there', async () => {
    const db = server.databases.development;
    const email = `dev-dancer-${crypto.randomUUID().slice(0, 8)}@floorcraft.test`;
    await createAccount(db, { email, password: 'dancedemo' });
    const eventId = await addEvent(db, { title: 'Dev social', startsAt: '2031-01-01T09:00:00Z' });
    const [line] = (await runAdminCommand(server.ctx, server.databases, {
      command: 'checkout-session create',
      email,
      event: eventId,
      dev: true,
    })) as Array<{ sessionId: string }>;
    expect(line!.sessionId).toMatch(/^dev_/);
    const validated = await server.app.inject({
      method: 'POST',
      url: '/api/v2/ticket/sessions/validate',
      headers: { 'x-app-version': 'development-app' },
      payload: { sessionId: line!.sessionId },
    });
    expect(validated.statusCode).toBe(200);
    await expect(
      runAdminCommand(server.ctx, server.databases, {
        command: 'checkout-session create',
        email: 'nobody@floorcraft.test',
        event: eventId,
      }),
    ).rejects.toThrow('No account has the e-mail nobody@floorcraft.test.');
  });
});

describe('POST /api/v2/ticket/check-in', () => {
  it('admits a buyer’s tickets once, says when on a second scan, and tells others they have none', async () => {
    const buyer = await signedInMember(server);
    const calls = callsAs(server, buyer);
    await calls.post('/api/v2/ticket/purchase', purchaseOf(tickets, [2]));
    // Two tickets: one scan does not admit both; it asks how many are coming in.
    const asked = await calls.post('/api/v2/ticket/check-in', { token: checkInToken });
    expect(asked.body.data).toMatchObject({ status: 'choose-count', admitted: 0, remaining: 2 });
    const first = await calls.post('/api/v2/ticket/check-in', { token: checkInToken, count: 2 });
    expect(first.body.data).toMatchObject({
      status: 'checked-in',
      eventId: tickets.eventId,
      eventTitle: 'Salsa Under the Stars',
      admitted: 2,
      remaining: 0,
    });
    const second = await calls.post('/api/v2/ticket/check-in', { token: checkInToken });
    expect(second.body.data).toMatchObject({
      status: 'already-checked-in',
      admitted: 0,
      checkedInAt: first.body.data.checkedInAt,
    });
    const mine = await calls.get('/api/v2/ticket/mine');
    expect(
      mine.body.data.every((ticket: { checkedInAt: string | null }) => ticket.checkedInAt),
    ).toBe(true);
    const stranger = callsAs(server, await signedInMember(server));
    const none = await stranger.post('/api/v2/ticket/check-in', { token: checkInToken });
    expect(none.body.data).toMatchObject({ status: 'no-ticket', eventId: tickets.eventId });
    const forged = await stranger.post('/api/v2/ticket/check-in', {
      token: `${tickets.eventId}_not-the-signature`,
    });
    expect(forged.status).toBe(404);
    expect(forged.body.error.message).toBe('This check-in code is not valid.');
  });

  it('admits one of several tickets per person, then the next on the next scan', async () => {
    const buyer = await signedInMember(server);
    const calls = callsAs(server, buyer);
    await calls.post('/api/v2/ticket/purchase', purchaseOf(tickets, [2]));
    const one = await calls.post('/api/v2/ticket/check-in', { token: checkInToken, count: 1 });
    expect(one.body.data).toMatchObject({ status: 'checked-in', admitted: 1, remaining: 1 });
    // One ticket left: the friend scanning later is admitted at once.
    const friend = await calls.post('/api/v2/ticket/check-in', { token: checkInToken });
    expect(friend.body.data).toMatchObject({ status: 'checked-in', admitted: 1, remaining: 0 });
  });

  it('refuses check-in before the door opens and after the event ends', async () => {
    const later = await publishTickets(server, school);
    const buyer = await signedInMember(server);
    const calls = callsAs(server, buyer);
    await calls.post('/api/v2/ticket/purchase', purchaseOf(later, [1]));
    const qr = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${later.configurationId}/qr-code`,
    );
    const token = (qr.body.data.checkInUrl as string).split('/check-in/')[1]!;
    const early = await calls.post('/api/v2/ticket/check-in', { token });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CHECK_IN_CLOSED');
    // 2031-02-14 19:00 in Sydney, 2 hours before the 21:00 start (UTC+11 in summer).
    expect(early.body.error.message).toBe(
      'Check-in opens on Friday, 14 February 2031 at 5:00 pm, 2 hours before the event starts.',
    );
    await server.databases.production
      .updateTable('events')
      .set({
        starts_at: new Date(Date.now() - 5 * 3_600_000),
        ends_at: new Date(Date.now() - 60_000),
      })
      .where('id', '=', later.eventId)
      .execute();
    const ended = await calls.post('/api/v2/ticket/check-in', { token });
    expect(ended.status).toBe(409);
    expect(ended.body.error.message).toContain('has closed');
  });

  it('checks a ticket in exactly once under 50 simultaneous scans', async () => {
    const buyer = await signedInMember(server);
    const calls = callsAs(server, buyer);
    await calls.post('/api/v2/ticket/purchase', purchaseOf(tickets, [1]));
    const scans = await Promise.all(
      Array.from({ length: 50 }, () =>
        calls.post('/api/v2/ticket/check-in', { token: checkInToken }),
      ),
    );
    expect(scans.every((scan) => scan.status === 200)).toBe(true);
    expect(scans.filter((scan) => scan.body.data.status === 'checked-in')).toHaveLength(1);
    const rows = await server.databases.production
      .selectFrom('check_ins')
      .innerJoin('tickets', 'tickets.id', 'check_ins.ticket_id')
      .select('check_ins.ticket_id')
      .where('tickets.account_id', '=', buyer.accountId)
      .execute();
    expect(rows).toHaveLength(1);
    // The admissions log has one line for it, naming the dancer who checked in, as a door's has.
    const log = await server.databases.production
      .selectFrom('check_in_log')
      .select(['action', 'account_id'])
      .where('ticket_id', '=', rows[0]!.ticket_id)
      .execute();
    expect(log).toEqual([{ action: 'check_in', account_id: buyer.accountId }]);
  });
});

describe('the organiser at the door', () => {
  it('checks a ticket in by hand, undoes it, records who, exports CSV, refuses void tickets', async () => {
    const buyer = await signedInMember(server);
    await callsAs(server, buyer).post('/api/v2/ticket/purchase', purchaseOf(tickets, [2]));
    const organiser = callsAs(server, school);
    const base = `/api/v2/ticket/organiser/${tickets.configurationId}/attendees`;
    const list = await organiser.get(base);
    const mine = list.body.data.attendees.filter(
      (attendee: { email: string }) => attendee.email === buyer.email,
    );
    expect(mine).toHaveLength(2);
    const [first, second] = mine as Array<{ ticketId: string; code: string }>;

    const admitted = await organiser.post(`${base}/${first!.ticketId}/check-in`, {});
    expect(admitted.body.data).toEqual({ admitted: true });
    expect((await organiser.post(`${base}/${first!.ticketId}/check-in`, {})).body.data).toEqual({
      admitted: false,
    });
    const after = await organiser.get(base);
    const row = after.body.data.attendees.find(
      (attendee: { ticketId: string }) => attendee.ticketId === first!.ticketId,
    );
    expect(row).toMatchObject({ checkedInBy: school.email });
    expect(row.checkedInAt).not.toBeNull();

    const csv = await server.app.inject({
      method: 'GET',
      url: `${base}/export`,
      headers: school.headers,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      'Name,E-mail,Order number,Ticket type,Role,Price,Currency,Promo code,Add-ons,Comp,Code,Checked in at,Checked in by',
    );
    expect(csv.body).toContain(`,${buyer.email},`);
    expect(csv.body).toContain(`,Early Bird,,15.00,AUD,,,,${first!.code},`);
    // The check-in time is the event's wall clock with its offset, not UTC's.
    const { time_zone } = await server.databases.production
      .selectFrom('events')
      .select('time_zone')
      .where('id', '=', tickets.eventId)
      .executeTakeFirstOrThrow();
    expect(time_zone).not.toBe('UTC');
    const checkedInCell = csv.body
      .split('\r\n')
      .find((line) => line.includes(first!.code))!
      .split(',')
      .at(-2);
    expect(checkedInCell).toBe(isoWithOffset(new Date(row.checkedInAt), time_zone));
    expect(checkedInCell).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);

    expect((await organiser.post(`${base}/${first!.ticketId}/undo`, {})).body.data).toEqual({
      undone: true,
    });
    const log = await server.databases.production
      .selectFrom('check_in_log')
      .select(['action', 'account_id'])
      .where('ticket_id', '=', first!.ticketId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'check_in', account_id: school.accountId },
      { action: 'undo', account_id: school.accountId },
    ]);

    // Another school sees none of it.
    const stranger = callsAs(server, await signedInMember(server, { organisation: 'Other Door' }));
    expect((await stranger.post(`${base}/${second!.ticketId}/check-in`, {})).status).toBe(404);
    // A refunded ticket admits nobody, by hand either.
    const orders = await organiser.get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/orders`,
    );
    const order = orders.body.data.orders.find(
      (entry: { buyerEmail: string }) => entry.buyerEmail === buyer.email,
    );
    await organiser.post(`/api/v2/ticket/organiser/orders/${order.id}/refund`, {
      ticketIds: [second!.ticketId],
    });
    const refused = await organiser.post(`${base}/${second!.ticketId}/check-in`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('refunded');
  });
});

describe('GET /api/v2/ticket/organiser/{id}/attendees', () => {
  it('shows the organiser sales, revenue, check-ins and attendees, and no one else', async () => {
    const event = await publishTickets(server, school);
    const buyer = await signedInMember(server);
    await callsAs(server, buyer).post('/api/v2/ticket/purchase', purchaseOf(event, [1, 2]));
    const { body } = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${event.configurationId}/attendees`,
    );
    expect(body.data).toMatchObject({ ticketsSold: 3, checkedIn: 0, revenue: 60, currency: 'AUD' });
    expect(body.data.attendees.map((a: { email: string }) => a.email)).toEqual([
      buyer.email,
      buyer.email,
      buyer.email,
    ]);
    const other = callsAs(server, await signedInMember(server, { organisation: 'Nosy' }));
    expect(
      (await other.get(`/api/v2/ticket/organiser/${event.configurationId}/attendees`)).status,
    ).toBe(404);
  });
});
