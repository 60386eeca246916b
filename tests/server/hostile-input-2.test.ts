// Hostile input to the newer endpoints, found by probing them as a stranger would: a postponement
// to a year the database cannot hold answered 500 (and year 9999 was accepted); a cancellation's
// word to the holders carried direction-changing marks into every e-mail; a guest's name of
// zero-width spaces passed as filled in; and the order link's and the order lines' limits answered
// in the validation library's words. Each now answers a clear 400 (or cleans the text). And a
// guest's retries of one checkout no longer use up the address's allowance of checkouts. A search
// found a cancelled event as if it were on: it now says so.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUEST_ORDER_LINK_INVALID,
  MAX_GUEST_CHECKOUTS_PER_EMAIL,
} from '../../src/contract/guest-checkout';
import { calendarResponseSchema, type CalendarEvent } from '../../src/contract/events';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets, type PublishedTickets } from '../support/published-tickets';
import { jsonOf, startTestServer, uniqueAddress, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let event: PublishedTickets;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const changePath = () => `/api/v2/ticket/organiser/${event.configurationId}/event-change`;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Hostile Input School' });
  const form = wizardForm();
  event = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(96), endDateTime: hours(99) },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Workshop', price: 40, currency: 'AUD', quantity: 10, description: '' },
      ],
      refundPolicy: '',
    },
  });
});
afterAll(async () => {
  await server.close();
});

async function guestCheckout(body: unknown, remoteAddress = uniqueAddress()) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v2/ticket/guest-checkout',
    payload: body as object,
    remoteAddress,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the test needs
  return { status: response.statusCode, body: jsonOf<Record<string, any>>(response) };
}

describe('postponing to a date out of the calendar', () => {
  it('answers 400 naming the field, never 500, and moves nothing', async () => {
    for (const [newStartsAt, refundUntil] of [
      ['+275760-09-13T00:00:00.000Z', '+275760-09-12T00:00:00.000Z'],
      ['9999-12-31T00:00:00Z', '9999-12-30T00:00:00Z'],
      ['1970-01-02T00:00:00Z', hours(24)],
    ]) {
      const answer = await callsAs(server, school).post(changePath(), {
        kind: 'postpone',
        clientKey: `postpone-${randomUUID()}`,
        newStartsAt,
        refundUntil,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error.details.field).toBe('newStartsAt');
      expect(answer.body.error.message).toBe('Please choose a date between 2000 and 2100.');
    }
    const far = await callsAs(server, school).post(changePath(), {
      kind: 'postpone',
      clientKey: `postpone-${randomUUID()}`,
      newStartsAt: hours(240),
      newEndsAt: '+275760-09-13T00:00:00.000Z',
      refundUntil: hours(200),
    });
    expect(far.status).toBe(400);
    expect(far.body.error.details.field).toBe('newEndsAt');
    const view = await callsAs(server, school).get(changePath());
    expect(view.body.data).toMatchObject({ state: 'scheduled', changes: [] });
  });
});

describe('a word to the holders', () => {
  it('loses the marks that reorder or forge its lines and keeps its own line breaks', async () => {
    const accepted = await callsAs(server, school).post(changePath(), {
      kind: 'postpone',
      clientKey: `postpone-${randomUUID()}`,
      newStartsAt: hours(240),
      refundUntil: hours(200),
      note: '\u200b Sorry:\tthe hall\u202egnp.exe flooded.\r\nSee you soon\u0007 \u200b',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body.data.note).toBe('Sorry: the hallgnp.exe flooded.\nSee you soon');
  });
});

describe('a guest checkout', () => {
  it('refuses a name of invisible characters as an empty one', async () => {
    for (const name of ['\u200b\u200b', '\ufeff \u200d', '\u2060']) {
      const answer = await guestCheckout({
        ...checkoutOf(event, [1]),
        guest: { email: `ghost-${randomUUID()}@example.test`, name },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        message: 'Please enter your name.',
        details: { field: 'guest.name' },
      });
    }
    const emoji = await guestCheckout({
      ...checkoutOf(event, [1]),
      guest: { email: `family-${randomUUID()}@example.test`, name: 'Zoë 👩\u200d👩\u200d👧' },
    });
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(200);
  });

  it('says in words how many lines an order may have', async () => {
    const one = checkoutOf(event, [1]);
    const answer = await guestCheckout({
      ...one,
      ticketSelections: Array.from({ length: 31 }, () => one.ticketSelections[0]),
      guest: { email: `lines-${randomUUID()}@example.test`, name: 'Lina' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('An order has at most 30 lines of tickets.');
  });

  it('answers an over-long order link as any link that does not open', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v2/orders/${randomUUID()}/shared?access=${'a'.repeat(3000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(jsonOf<{ error: { message: string } }>(response).error.message).toBe(
      GUEST_ORDER_LINK_INVALID,
    );
  });

  it('does not count a retry of a checkout against the guest’s allowance', async () => {
    const email = `retry-${randomUUID()}@example.test`;
    const body = { ...checkoutOf(event, [1]), guest: { email, name: 'Rita Retry' } };
    const address = uniqueAddress();
    const orders = new Set<string>();
    for (let attempt = 0; attempt < MAX_GUEST_CHECKOUTS_PER_EMAIL + 2; attempt++) {
      const answer = await guestCheckout(body, address);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      orders.add(answer.body.order.orderId as string);
    }
    expect(orders.size).toBe(1);
    // One checkout was counted: the address may still start others.
    const next = await guestCheckout({ ...checkoutOf(event, [1]), guest: { email, name: 'Rita' } });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    const counter = await server.databases.production
      .selectFrom('login_limits')
      .select('attempts')
      .where('key', '=', `guest-checkout:email:${email}`)
      .executeTakeFirstOrThrow();
    expect(Number(counter.attempts)).toBe(2);
  });
});

describe('searching for an event its school cancelled', () => {
  it('says so beside it; an event as planned says nothing more', async () => {
    const word = `zxq${randomUUID().slice(0, 8)}`;
    const form = wizardForm();
    const publish = (title: string) =>
      publishTickets(server, school, {
        eventDetails: {
          ...form.eventDetails!,
          title,
          startDateTime: hours(50),
          endDateTime: hours(52),
        },
      });
    const called = await publish(`Called Off ${word}`);
    await publish(`Still On ${word}`);
    const cancelled = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${called.configurationId}/event-change`,
      { kind: 'cancel', clientKey: `cancel-${randomUUID()}` },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(202);
    const response = await server.app.inject({ method: 'GET', url: `/api/v2/search?q=${word}` });
    expect(response.statusCode).toBe(200);
    const found = jsonOf<{
      data: {
        events: Array<{ event: { title: string; hasTickets: boolean }; eventState?: string }>;
      };
    }>(response).data.events;
    const stateOf = (title: string) => found.find((entry) => entry.event.title === title);
    // Its tickets are no longer on sale: lists of events with tickets (the home page's) leave it out.
    expect(stateOf(`Called Off ${word}`)).toMatchObject({
      eventState: 'cancelled',
      event: { hasTickets: false },
    });
    expect(stateOf(`Still On ${word}`)).toMatchObject({ event: { hasTickets: true } });
    expect(stateOf(`Still On ${word}`)).toBeDefined();
    expect(stateOf(`Still On ${word}`)!.eventState).toBeUndefined();
    // The month calendar keeps it on its date, marked cancelled.
    // (Its date in its own zone may be in the month after the UTC one: both are read, searched for
    // the test's word, since a shared database's month holds more events than one answer lists.)
    const listed: CalendarEvent[] = [];
    for (const at of [new Date(hours(50)), new Date(hours(50 + 24))]) {
      const month = await server.app.inject({
        method: 'GET',
        url: `/api/v2/event/calendar/${at.getUTCFullYear()}/${at.getUTCMonth() + 1}?q=${word}`,
      });
      expect(month.statusCode).toBe(200);
      listed.push(...calendarResponseSchema.parse(jsonOf(month)).data);
    }
    const onCalendar = (title: string) => listed.find((event) => event.title === title);
    expect(onCalendar(`Called Off ${word}`)).toMatchObject({ cancelled: true, hasTickets: false });
    expect(onCalendar(`Still On ${word}`)).toMatchObject({ cancelled: false, hasTickets: true });

    // Calendars that follow the school, or that added the event, are told it is off.
    const entryOf = (feed: string, title: string) =>
      feed.split('BEGIN:VEVENT').find((entry) => entry.includes(title)) ?? '';
    const schoolFeed = await server.app.inject({
      method: 'GET',
      url: `/org/${school.organisationId}/calendar.ics`,
    });
    expect(schoolFeed.statusCode).toBe(200);
    expect(entryOf(schoolFeed.body, `Called Off ${word}`)).toContain('STATUS:CANCELLED');
    expect(entryOf(schoolFeed.body, `Still On ${word}`)).not.toContain('STATUS:CANCELLED');
    const ownFile = await server.app.inject({
      method: 'GET',
      url: `/e/${called.eventId}/calendar.ics`,
    });
    expect(ownFile.statusCode).toBe(200);
    expect(ownFile.body).toContain('STATUS:CANCELLED');
    expect(ownFile.body).toContain('SEQUENCE:1');
  });
});
