// What a school sees of who is coming: each ticket with its holder's name and address, order
// number, ticket type, role and price — on Sales and in the CSV export, whose file name says which
// event and on what day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../src/contract/order-number';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Attendee List Studio' });
});
afterAll(() => server.close());

describe('the attendee list', () => {
  it('names each holder, order, type, role and price, on Sales and in a CSV named after the event', async () => {
    const tickets = await publishTickets(server, school, {
      eventDetails: {
        ...wizardForm().eventDetails,
        title: 'Zouk Weekend: "Flow" & Co',
        startDateTime: '2031-03-07T09:00:00.000Z', // 8 pm in Sydney
        endDateTime: '2031-03-07T13:00:00.000Z',
      },
      ticketSetup: {
        ticketTypes: [
          {
            name: 'Workshop',
            price: 40,
            currency: 'AUD',
            quantity: 20,
            description: '',
            roles: { leadName: 'Leader', followName: 'Follower', soloName: null, maxImbalance: 2 },
          },
          { name: 'Social', price: 12.5, currency: 'AUD', quantity: 50, description: '' },
        ],
        refundPolicy: '',
      },
    });
    const [workshop, social] = tickets.types;
    const buyer = await signedInMember(server, { name: 'Maria Lopez' });
    const partnerEmail = `ana-${crypto.randomUUID()}@floorcraft.test`;
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ticketingConfigId: tickets.configurationId,
      ticketSelections: [
        { ticketType: workshop!.id, quantity: 1, price: 40, currency: 'AUD', role: 'lead' },
        { ticketType: workshop!.id, quantity: 1, price: 40, currency: 'AUD', role: 'follow' },
        { ticketType: social!.id, quantity: 1, price: 12.5, currency: 'AUD' },
      ],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `tx-${crypto.randomUUID()}`,
        paymentStatus: 'completed',
      },
      partner: { name: 'Ana Ruiz', email: partnerEmail, role: 'follow' },
    });
    expect(bought.status).toBe(200);
    const number = orderNumber(bought.body.data.orderId);

    const base = `/api/v2/ticket/organiser/${tickets.configurationId}/attendees`;
    const list = await callsAs(server, school).get(base);
    expect(list.body.data.exportFileName).toBe('zouk-weekend-flow-co-2031-03-07-attendees.csv');
    const rows = list.body.data.attendees as Array<Record<string, unknown>>;
    expect(
      rows.map(({ name, email, orderId, ticketType, role, price }) => ({
        name,
        email,
        orderId,
        ticketType,
        role,
        price,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          name: 'Maria Lopez',
          email: buyer.email,
          orderId: bought.body.data.orderId,
          ticketType: 'Workshop',
          role: 'Leader',
          price: 40,
        },
        {
          name: 'Ana Ruiz',
          email: partnerEmail,
          orderId: bought.body.data.orderId,
          ticketType: 'Workshop',
          role: 'Follower',
          price: 40,
        },
        {
          name: 'Maria Lopez',
          email: buyer.email,
          orderId: bought.body.data.orderId,
          ticketType: 'Social',
          role: null,
          price: 12.5,
        },
      ]),
    );
    expect(rows).toHaveLength(3);

    const csv = await server.app.inject({
      method: 'GET',
      url: `${base}/export`,
      headers: school.headers,
    });
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="zouk-weekend-flow-co-2031-03-07-attendees.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Order number,Ticket type,Role,Price,Currency,Promo code,Add-ons,Comp,Code,Checked in at,Checked in by',
    );
    const code = (type: string, role: string | null) =>
      rows.find((row) => row.ticketType === type && row.role === role)!.code as string;
    expect(lines.slice(1)).toEqual(
      expect.arrayContaining([
        `Maria Lopez,${buyer.email},${number},Workshop,Leader,40.00,AUD,,,,${code('Workshop', 'Leader')},,`,
        `Ana Ruiz,${partnerEmail},${number},Workshop,Follower,40.00,AUD,,,,${code('Workshop', 'Follower')},,`,
        `Maria Lopez,${buyer.email},${number},Social,,12.50,AUD,,,,${code('Social', null)},,`,
      ]),
    );
  });
});
