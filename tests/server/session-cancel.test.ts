// "Cancel this class": a school cancels one class of a published course. The session is marked
// (its sales stay), each holder of a valid ticket admitting to it gets one e-mail (a second cancel
// sends none), a class booked with a class pass goes back to the pass, a type admitting only to
// it sells no more, the timetable and the calendar file mark it, and its door refuses it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Cancelling School' });
});
afterAll(() => server.close());

const mailsTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email.toLowerCase())
    .where('subject', 'like', 'Cancelled:%')
    .execute();

async function buy(dancer: Member, configurationId: string, type: { id: string; price: number }) {
  return callsAs(server, dancer).post('/api/v2/ticket/purchase', {
    ticketingConfigId: configurationId,
    ticketSelections: [{ ticketType: type.id, quantity: 1, price: type.price, currency: 'AUD' }],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `tx-${randomUUID()}`,
      paymentStatus: 'completed',
    },
  });
}

describe('cancelling a class', () => {
  it('tells its holders once, gives pass classes back, stops its sales and shuts its door', async () => {
    // Week 1 starts within the hour (its door is open now); weeks 2 and 3 follow.
    const first = Date.now() + HOUR;
    const sessions = [0, 1, 2].map((week) => ({
      id: randomUUID(),
      name: `Kizomba Basics — week ${week + 1}`,
      startDateTime: new Date(first + week * WEEK).toISOString(),
      endDateTime: new Date(first + week * WEEK + HOUR).toISOString(),
    }));
    const week1 = sessions[0]!.id;
    const calls = callsAs(server, school);
    const saved = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        eventDetails: {
          ...wizardForm().eventDetails,
          title: 'Kizomba Basics',
          startDateTime: sessions[0]!.startDateTime,
          endDateTime: sessions[2]!.endDateTime,
        },
        ticketSetup: {
          ticketTypes: [
            { name: 'Full course', price: 90, currency: 'AUD', quantity: 20, sessionIds: null },
            {
              name: 'Week 1 drop-in',
              price: 15,
              currency: 'AUD',
              quantity: 20,
              sessionIds: [week1],
            },
          ],
          sessions,
          refundPolicy: '',
        },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const configurationId = saved.body.data.id as string;
    const [full, dropIn] = saved.body.data.ticketSetup.ticketTypes as Array<{
      id: string;
      price: number;
    }>;
    const published = await calls.post('/api/v2/ticket/organiser/publish', {
      eventId: configurationId,
    });
    const eventId = published.body.data.eventId as string;

    const [courseDancer, dropInDancer, passDancer, weekTwoOnly] = await Promise.all([
      signedInMember(server),
      signedInMember(server),
      signedInMember(server),
      signedInMember(server),
    ]);
    expect((await buy(courseDancer, configurationId, full!)).status).toBe(200);
    expect((await buy(dropInDancer, configurationId, dropIn!)).status).toBe(200);
    const pass = await calls.post(`/api/v2/org/${school.organisationId}/passes`, {
      name: '4 classes',
      classes: 4,
      validityWeeks: 8,
      price: 50,
      currency: 'AUD',
      courses: [configurationId],
    });
    const bought = await callsAs(server, passDancer).post(
      `/api/v2/passes/${pass.body.data.id}/checkout`,
      { transactionId: `tx-${randomUUID()}` },
    );
    const passOrderId = bought.body.passOrderId as string;
    const booked = await callsAs(server, passDancer).post(
      `/api/v2/passes/orders/${passOrderId}/book`,
      { eventId, sessionId: week1 },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    // A pass booking of week 2 only: its holder is not told about week 1.
    const other = await callsAs(server, weekTwoOnly).post(
      `/api/v2/passes/${pass.body.data.id}/checkout`,
      { transactionId: `tx-${randomUUID()}` },
    );
    expect(
      (
        await callsAs(server, weekTwoOnly).post(
          `/api/v2/passes/orders/${other.body.passOrderId}/book`,
          { eventId, sessionId: sessions[1]!.id },
        )
      ).status,
    ).toBe(200);

    const cancelUrl = `/api/v2/ticket/organiser/${configurationId}/sessions/${week1}/cancel`;
    const stranger = await signedInMember(server, { organisation: 'Meddling Studio' });
    expect((await callsAs(server, stranger).post(cancelUrl, {})).status).toBe(404);
    const cancelled = await calls.post(cancelUrl, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toEqual({ told: 3 });
    // A second click tells nobody again.
    expect((await calls.post(cancelUrl, {})).body.data).toEqual({ told: 0 });
    // Moving the cancelled class afterwards tells nobody its time changed: it is off.
    const moved = sessions.map((session, index) =>
      index === 0
        ? {
            ...session,
            startDateTime: new Date(first + 2 * HOUR).toISOString(),
            endDateTime: new Date(first + 3 * HOUR).toISOString(),
          }
        : session,
    );
    const resaved = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        id: configurationId,
        eventDetails: {
          ...wizardForm().eventDetails,
          title: 'Kizomba Basics',
          startDateTime: sessions[0]!.startDateTime,
          endDateTime: sessions[2]!.endDateTime,
        },
        ticketSetup: {
          ticketTypes: [
            { ...full!, name: 'Full course', currency: 'AUD', quantity: 20, sessionIds: null },
            {
              ...dropIn!,
              name: 'Week 1 drop-in',
              currency: 'AUD',
              quantity: 20,
              sessionIds: [week1],
            },
          ],
          sessions: moved,
          refundPolicy: '',
        },
      }),
    );
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    const timeChanged = await server.databases.production
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', courseDancer.email.toLowerCase())
      .where('subject', 'like', 'Time changed:%')
      .execute();
    expect(timeChanged).toEqual([]);

    for (const dancer of [courseDancer, dropInDancer]) {
      const mails = await mailsTo(dancer.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Cancelled: Kizomba Basics — week 1 (Kizomba Basics)');
      expect(mails[0]!.text_body).toContain('has been cancelled by the school.');
      expect(mails[0]!.text_body).toContain('The school will be in touch');
    }
    const [passMail] = await mailsTo(passDancer.email);
    expect(passMail!.text_body).toContain('The class is back on your class pass');
    expect(await mailsTo(weekTwoOnly.email)).toEqual([]);

    // The pass has its class back, and no longer offers the cancelled one.
    const passes = await callsAs(server, passDancer).get('/api/v2/passes/mine');
    const mine = (
      passes.body.data as Array<{
        id: string;
        classesLeft: number;
        classes: Array<{ sessionId: string }>;
      }>
    ).find((entry) => entry.id === passOrderId)!;
    expect(mine.classesLeft).toBe(4);
    expect(mine.classes.map((entry) => entry.sessionId)).not.toContain(week1);
    const again = await callsAs(server, passDancer).post(
      `/api/v2/passes/orders/${passOrderId}/book`,
      { eventId, sessionId: week1 },
    );
    expect(again.status).toBe(409);

    // The drop-in (week 1 only) sells no more; the full course still does.
    const page = await callsAs(server, null).get(`/api/v2/ticket/purchase/event/${eventId}`);
    const dropInRow = page.body.data.ticketTypes.find(
      (type: { id: string }) => type.id === dropIn!.id,
    );
    expect(dropInRow).toMatchObject({
      availableQuantity: 0,
      soldOutReason: 'Kizomba Basics — week 1 was cancelled',
    });
    const refused = await buy(await signedInMember(server), configurationId, dropIn!);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      '"Week 1 drop-in" is no longer on sale: its class was cancelled.',
    );
    expect((await buy(await signedInMember(server), configurationId, full!)).status).toBe(200);

    // The timetable marks it; the calendar file says STATUS:CANCELLED for it alone.
    expect(page.body.data.sessions).toContainEqual(
      expect.objectContaining({ id: week1, cancelled: true }),
    );
    const ics = await server.app.inject({ method: 'GET', url: `/e/${eventId}/calendar.ics` });
    expect(ics.body.match(/STATUS:CANCELLED/g)).toHaveLength(1);
    const publishedList = await calls.get('/api/v2/ticket/organiser?status=published');
    const listed = (
      publishedList.body.data as Array<{
        id: string;
        ticketSetup: { sessions: Array<{ id: string; cancelled?: boolean }> };
      }>
    ).find((entry) => entry.id === configurationId)!;
    expect(listed.ticketSetup.sessions.find((session) => session.id === week1)!.cancelled).toBe(
      true,
    );

    // My Tickets marks the drop-in (all it admits to is cancelled), not the course.
    const dropInTickets = await callsAs(server, dropInDancer).get('/api/v2/ticket/mine');
    expect(
      dropInTickets.body.data.map((ticket: { cancelled?: boolean }) => ticket.cancelled),
    ).toEqual([true]);

    // Its door refuses even a valid ticket: "Cancelled".
    const tickets = await callsAs(server, courseDancer).get('/api/v2/ticket/mine');
    expect(tickets.body.data.map((ticket: { cancelled?: boolean }) => ticket.cancelled)).toEqual([
      undefined,
    ]);
    const { pass: qr } = (tickets.body.data as Array<{ pass: string; event: { id: string } }>).find(
      (ticket) => ticket.event.id === eventId,
    )!;
    const scanned = await calls.post(`/api/v2/door/${eventId}/scans`, {
      deviceId: 'device-door-1',
      deviceName: 'Door 1',
      scans: [
        {
          id: randomUUID(),
          at: new Date().toISOString(),
          offline: false,
          pass: qr,
          sessionId: week1,
        },
      ],
    });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    expect(scanned.body.data.results[0]).toMatchObject({
      outcome: 'refused',
      reason: 'cancelled',
      message: 'Cancelled: the school called this class off.',
    });
  });
  it("cancels a one-night event in the school's feed when its one session is cancelled", async () => {
    const starts = Date.now() + 2 * 24 * HOUR;
    const calls = callsAs(server, school);
    const saved = await calls.post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        eventDetails: {
          ...wizardForm().eventDetails,
          title: 'Friday Social',
          startDateTime: new Date(starts).toISOString(),
          endDateTime: new Date(starts + 3 * HOUR).toISOString(),
        },
      }),
    );
    const configurationId = saved.body.data.id as string;
    await calls.post('/api/v2/ticket/organiser/publish', { eventId: configurationId });
    const [night] = saved.body.data.ticketSetup.sessions as Array<{ id: string }>;
    const feed = () =>
      server.app.inject({ method: 'GET', url: `/org/${school.organisationId}/calendar.ics` });
    const entryOf = (body: string) =>
      body.split('BEGIN:VEVENT').find((entry) => entry.includes('SUMMARY:Friday Social')) ?? '';
    const before = entryOf((await feed()).body);
    expect(before).not.toContain('STATUS:CANCELLED');
    expect(
      (
        await calls.post(
          `/api/v2/ticket/organiser/${configurationId}/sessions/${night!.id}/cancel`,
          {},
        )
      ).status,
    ).toBe(200);
    const after = entryOf((await feed()).body);
    expect(after).toContain('STATUS:CANCELLED');
    const sequence = (entry: string) => Number(/SEQUENCE:(\d+)/.exec(entry)?.[1] ?? -1);
    expect(sequence(after)).toBeGreaterThan(sequence(before));
  });
});
