// Voiding a comp given at the door from Sales › Orders, through the real server on a real database:
// the comp's tickets (admitted when given) stop admitting, read at the door as a revoked comp; its
// places go back on sale through the seat ledger once, however often and however concurrently it is
// asked; asking again answers the same; only a door comp is voided; bad input is refused in shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { COMP_REVOKED_MESSAGE } from '../../src/contract/comps';
import { DOOR_COMP_VOIDED } from '../../src/contract/door-sales';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tonight: PublishedTickets;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const db = () => server.databases.production;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Door Comp School' });
  const form = wizardForm();
  tonight = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
});
afterAll(() => server.close());

async function sell(extra: Record<string, unknown> = {}) {
  const sold = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/sales`, {
    clientKey: crypto.randomUUID(),
    ticketTypeId: tonight.types[0]!.id,
    quantity: 2,
    method: 'comp',
    deviceId: 'phone-1',
    ...extra,
  });
  expect(sold.status).toBe(200);
  return sold.body.data as { orderId: string; tickets: Array<{ id: string; code: string }> };
}

const voidComp = (orderId: string, body: Record<string, unknown> = {}, member = school) =>
  callsAs(server, member).post(`/api/v2/ticket/organiser/orders/${orderId}/void-comp`, body);

const soldPlaces = async () =>
  (
    await db()
      .selectFrom('ticket_types')
      .select('sold')
      .where('id', '=', tonight.types[0]!.id)
      .executeTakeFirstOrThrow()
  ).sold;

const scanAtDoor = async (ticketId: string) => {
  const answer = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/scans`, {
    deviceId: 'phone-2',
    deviceName: 'Door 2',
    scans: [{ id: crypto.randomUUID(), at: new Date().toISOString(), offline: false, ticketId }],
  });
  expect(answer.status).toBe(200);
  return answer.body.data.results[0] as { outcome: string; reason: string; message: string };
};

describe('Sales › Comps', () => {
  it('lists the comps given at the door, marked so, each ticket, void once voided', async () => {
    const comp = await sell({ buyerName: 'Guest of the band', deviceName: 'Front door' });
    const comps = () =>
      callsAs(server, school).get(`/api/v2/ticket/organiser/${tonight.configurationId}/comps`);
    const listed = await comps();
    expect(listed.status).toBe(200);
    const mine = (listed.body.data as Array<Record<string, unknown>>).filter(
      (line) => line.orderId === comp.orderId,
    );
    expect(mine.map((line) => line.ticketId).sort()).toEqual(
      comp.tickets.map((ticket) => ticket.id).sort(),
    );
    for (const line of mine)
      expect(line).toMatchObject({
        atDoor: true,
        doorName: 'Front door',
        name: 'Guest of the band',
        issuedBy: school.email,
        revokedAt: null,
      });
    expect(mine[0]!.checkedInAt).not.toBeNull();
    await voidComp(comp.orderId);
    const after = (await comps()).body.data as Array<Record<string, unknown>>;
    for (const line of after.filter((entry) => entry.orderId === comp.orderId))
      expect(line.revokedAt).not.toBeNull();
  });
});

describe('voiding a comp given at the door', () => {
  it('voids one ticket, then the rest, giving each place back once, and the door refuses them', async () => {
    const comp = await sell();
    const before = await soldPlaces();
    const [first, second] = comp.tickets;
    const one = await voidComp(comp.orderId, { ticketIds: [first!.id] });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      data: { ticketIds: [first!.id], ticketsLeft: 1 },
      message: DOOR_COMP_VOIDED,
    });
    expect(await soldPlaces()).toBe(before - 1);
    expect(await scanAtDoor(first!.id)).toMatchObject({
      outcome: 'refused',
      reason: 'revoked',
      message: COMP_REVOKED_MESSAGE,
    });
    // The same ticket again: nothing more given back, the same answer shape.
    const again = await voidComp(comp.orderId, { ticketIds: [first!.id] });
    expect(again.body.data).toEqual({ ticketIds: [], ticketsLeft: 1 });
    expect(await soldPlaces()).toBe(before - 1);
    // The rest: the comp reads as voided in Sales, with who did it.
    const rest = await voidComp(comp.orderId);
    expect(rest.body.data).toEqual({ ticketIds: [second!.id], ticketsLeft: 0 });
    expect(await soldPlaces()).toBe(before - 2);
    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tonight.configurationId}/orders`,
    );
    const order = sales.body.data.orders.find((o: { id: string }) => o.id === comp.orderId);
    expect(order).toMatchObject({ doorMethod: 'comp', compRevoked: true });
    expect(order.refundedBy).toEqual([school.email]);
    const door = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tonight.configurationId}/attendees`,
    );
    expect(door.body.data.door.comps).toBe(0);
  });

  it('gives the places back once when voids of the same comp arrive at once', async () => {
    const comp = await sell({ quantity: 3 });
    const before = await soldPlaces();
    const answers = await Promise.all([
      voidComp(comp.orderId),
      voidComp(comp.orderId),
      voidComp(comp.orderId, { ticketIds: [comp.tickets[0]!.id] }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const voided = answers.flatMap((answer) => answer.body.data.ticketIds as string[]);
    expect(voided.sort()).toEqual(comp.tickets.map((ticket) => ticket.id).sort());
    expect(await soldPlaces()).toBe(before - 3);
  });

  it('voids only a door comp, of this school, and refuses bad input in shape', async () => {
    const paid = await sell({ method: 'cash' });
    const notComp = await voidComp(paid.orderId);
    expect(notComp.status).toBe(409);
    expect(apiErrorSchema.safeParse(notComp.body).success).toBe(true);
    const comp = await sell();
    const bad = await voidComp(comp.orderId, { ticketIds: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const empty = await voidComp(comp.orderId, { ticketIds: [] });
    expect(empty.status).toBe(400);
    const foreign = await voidComp(comp.orderId, { ticketIds: [crypto.randomUUID()] });
    expect(foreign.status).toBe(409);
    expect((await voidComp(crypto.randomUUID())).status).toBe(404);
    const other = await signedInMember(server, { organisation: 'Another Comp School' });
    expect((await voidComp(comp.orderId, {}, other)).status).toBe(404);
    // Nothing was voided by the refusals.
    const valid = await db()
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', comp.orderId)
      .where('voided_at', 'is', null)
      .execute();
    expect(valid).toHaveLength(2);
  });
});
