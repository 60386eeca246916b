// Names made of invisible characters and contradictory refund policies, refused by the server in
// the contract's error shape (the rules live in src/contract, shared with the web forms): a door
// device or buyer name of direction marks alone, a ticket holder's new name of zero-width spaces,
// two refund rules for one deadline, a rule that can never apply. Direction controls inside a
// name are taken out before it is stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { refundRulesProblem } from '../../src/contract/ticket-changes';
import { NO_VISIBLE_CHARACTER } from '../../src/contract/typed-text';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let event: PublishedTickets;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Visible Names School' });
  const form = wizardForm();
  event = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
});
afterAll(() => server.close());

const refusal = (answer: { status: number; body: unknown }, field: string, message: string) => {
  expect(answer.status).toBe(400);
  expect(apiErrorSchema.safeParse(answer.body).success).toBe(true);
  expect((answer.body as { error: unknown }).error).toMatchObject({
    code: 'VALIDATION_ERROR',
    message,
    details: { field },
  });
};

describe('a name with nothing visible', () => {
  it('is refused at the door, and direction controls are taken out of a real one', async () => {
    const sale = (extra: Record<string, unknown>) =>
      callsAs(server, school).post(`/api/v2/door/${event.eventId}/sales`, {
        clientKey: randomUUID(),
        ticketTypeId: event.types[0]!.id,
        quantity: 1,
        method: 'cash',
        ...extra,
      });
    refusal(
      await sale({ deviceName: '\u202e\u202d' }),
      'deviceName',
      `deviceName ${NO_VISIBLE_CHARACTER}`,
    );
    refusal(
      await sale({ deviceName: '\u2066\u200b\u2069' }),
      'deviceName',
      `deviceName ${NO_VISIBLE_CHARACTER}`,
    );
    refusal(
      await sale({ buyerName: '\u200f\u3164' }),
      'buyerName',
      `buyerName ${NO_VISIBLE_CHARACTER}`,
    );

    const sold = await sale({ deviceName: 'Door\u202e 2', buyerName: '\u2067Sam\u2069 Lee' });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const row = await server.databases.production
      .selectFrom('door_sales as s')
      .innerJoin('tickets as t', 't.order_id', 's.order_id')
      .select(['s.device_name', 't.holder_name'])
      .where('s.order_id', '=', sold.body.data.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ device_name: 'Door 2', holder_name: 'Sam Lee' });
  });
});

describe('a refund policy', () => {
  it('with two rules for one deadline or a rule never applied is refused, naming the problem', async () => {
    const path = `/api/v2/ticket/organiser/${event.configurationId}/buyer-changes`;
    const put = (refundRules: Array<{ hoursBefore: number; percent: number }>) =>
      callsAs(server, school).put(path, {
        transfersAllowed: true,
        transferCutoffHours: 0,
        refundRules,
      });
    const twice = [
      { hoursBefore: 24, percent: 100 },
      { hoursBefore: 24, percent: 50 },
    ];
    refusal(await put(twice), 'refundRules', refundRulesProblem(twice)!);
    const never = [
      { hoursBefore: 168, percent: 50 },
      { hoursBefore: 24, percent: 50 },
    ];
    refusal(await put(never), 'refundRules', refundRulesProblem(never)!);
    const read = await callsAs(server, school).get(path);
    expect(read.body.data.refundRules).toBeNull();

    const good = await put([
      { hoursBefore: 24, percent: 50 },
      { hoursBefore: 168, percent: 100 },
    ]);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
  });
});
