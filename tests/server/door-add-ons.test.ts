// The door's add-ons: the door data a scanner downloads carries each ticket's order add-ons (name,
// quantity, handed over or not; not on a ticket of an order without them), a scan's answer carries
// them too, and the scanner hands one over (POST /api/v2/door/{eventId}/orders/{orderId}/add-ons/
// {addOnId}/hand-over) as a member of the school or as a helper's door link: once, for an order of
// that event only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserAddOn } from '../../src/contract/add-ons';
import type { DoorTicket } from '../../src/contract/door';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tonight: PublishedTickets;
let shirt: OrganiserAddOn;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Door Add-on School' });
  const form = wizardForm();
  tonight = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
  const created = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${tonight.configurationId}/add-ons`,
    {
      name: 'T-shirt',
      price: 25,
      variants: [
        { name: 'S', quantity: 5 },
        { name: 'M', quantity: 5 },
      ],
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  shirt = created.body.data as OrganiserAddOn;
});
afterAll(() => server.close());

async function doorTickets(member: Member = school): Promise<DoorTicket[]> {
  const data = await callsAs(server, member).get(`/api/v2/door/${tonight.eventId}`);
  expect(data.status, JSON.stringify(data.body)).toBe(200);
  return data.body.data.tickets as DoorTicket[];
}

async function helperAtDoor(): Promise<Member> {
  const created = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/links`, {
    label: 'Front desk',
  });
  expect(created.status).toBe(201);
  const { url, pin } = created.body.data;
  const [linkId, secret] = (url as string).split('#link=')[1]!.split('.');
  const session = await callsAs(server, null).post('/api/v2/door/session', {
    linkId,
    secret,
    pin,
  });
  expect(session.status).toBe(200);
  return {
    accountId: '',
    email: '',
    organisationId: null,
    headers: { authorization: `Bearer ${session.body.data.token}` },
  };
}

describe('the door data’s add-ons', () => {
  it('carries each ticket’s order add-ons, and a scan’s answer carries them too', async () => {
    const buyer = await signedInMember(server);
    const medium = shirt.variants.find((variant) => variant.name === 'M')!;
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(tonight, [2]),
      addOns: [{ variant: medium.id, quantity: 1 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const plain = await callsAs(server, buyer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tonight, [1]),
    );
    expect(plain.status).toBe(200);
    const orderId: string = bought.body.data.orderId;

    const tickets = await doorTickets();
    const ofOrder = tickets.filter((ticket) => ticket.orderId === orderId);
    expect(ofOrder).toHaveLength(2);
    for (const ticket of ofOrder)
      expect(ticket.addOns).toEqual([
        { id: expect.any(String), name: 'T-shirt · M', quantity: 1, handedOver: false },
      ]);
    const withoutAddOns = tickets.find((ticket) => ticket.orderId === plain.body.data.orderId)!;
    expect(withoutAddOns).not.toHaveProperty('addOns');

    const scanned = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/scans`, {
      deviceId: 'phone-1',
      deviceName: 'Door 1',
      scans: [
        {
          id: randomUUID(),
          at: new Date().toISOString(),
          offline: false,
          ticketId: ofOrder[0]!.id,
        },
      ],
    });
    expect(scanned.status).toBe(200);
    expect(scanned.body.data.results[0].ticket.addOns).toEqual(ofOrder[0]!.addOns);
  });
});

describe('handing an add-on over from the scanner', () => {
  it('marks it once, for the school and for a helper’s door link, and the door data shows it', async () => {
    const buyer = await signedInMember(server);
    const small = shirt.variants.find((variant) => variant.name === 'S')!;
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(tonight, [1]),
      addOns: [{ variant: small.id, quantity: 2 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const orderId: string = bought.body.data.orderId;
    const ticket = (await doorTickets()).find((one) => one.orderId === orderId)!;
    const line = ticket.addOns![0]!;
    expect(line).toMatchObject({ name: 'T-shirt · S', quantity: 2, handedOver: false });
    const path = `/api/v2/door/${tonight.eventId}/orders/${orderId}/add-ons/${line.id}/hand-over`;

    const helper = await helperAtDoor();
    const first = await callsAs(server, helper).post(path, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ data: { already: false }, message: 'Handed over.' });
    const again = await callsAs(server, school).post(path, {});
    expect(again.body).toMatchObject({
      data: { already: true, handedOverAt: first.body.data.handedOverAt },
      message: 'Already handed over.',
    });
    const after = (await doorTickets(helper)).find((one) => one.orderId === orderId)!;
    expect(after.addOns![0]!.handedOver).toBe(true);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.addOns[0]).toMatchObject({ name: 'T-shirt · S', handedOver: true });
  });

  it('refuses another school, another event’s order, an unknown add-on and a malformed id', async () => {
    const buyer = await signedInMember(server);
    const small = shirt.variants.find((variant) => variant.name === 'S')!;
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(tonight, [1]),
      addOns: [{ variant: small.id, quantity: 1 }],
    });
    const orderId: string = bought.body.data.orderId;
    const line = (await doorTickets()).find((one) => one.orderId === orderId)!.addOns![0]!;
    const path = (eventId: string) =>
      `/api/v2/door/${eventId}/orders/${orderId}/add-ons/${line.id}/hand-over`;

    const stranger = await signedInMember(server, { organisation: 'Another Door School' });
    expect((await callsAs(server, stranger).post(path(tonight.eventId), {})).status).toBe(404);
    const otherEvent = await publishTickets(server, school);
    const elsewhere = await callsAs(server, school).post(path(otherEvent.eventId), {});
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe('This add-on is not part of this order.');
    const unknown = await callsAs(server, school).post(
      `/api/v2/door/${tonight.eventId}/orders/${orderId}/add-ons/${randomUUID()}/hand-over`,
      {},
    );
    expect(unknown.status).toBe(404);
    const malformed = await callsAs(server, school).post(
      `/api/v2/door/${tonight.eventId}/orders/${orderId}/add-ons/x/hand-over`,
      {},
    );
    expect(malformed.status).toBe(400);
    const untouched = (await doorTickets()).find((one) => one.orderId === orderId)!;
    expect(untouched.addOns![0]!.handedOver).toBe(false);
  });
});
