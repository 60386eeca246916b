// An organiser saving a published event while it sells: both paths take their locks in one order
// (db/lock-order.ts), so neither the buyers nor the organiser ever see a deadlock or a 5xx, and
// the seats still add up. Meaningful on PostgreSQL (DATABASE_URL); on the embedded database the
// same calls run one at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Busy Night School' });
  tickets = await publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        { name: 'Early Bird', price: 15, currency: 'AUD', quantity: 500, description: 'Cheaper' },
        { name: 'Door', price: 22.5, currency: 'AUD', quantity: 500, description: 'On the night' },
      ],
      refundPolicy: '',
    },
  });
});
afterAll(() => server.close());

function editOf(round: number) {
  const types = tickets.types.map((type) => ({ ...type, description: `Round ${round}` }));
  return {
    ...wizardForm({
      ticketSetup: {
        // Every other save lists the types the other way round: the locks must not follow it.
        ticketTypes: round % 2 === 0 ? types : [...types].reverse(),
        refundPolicy: '',
      },
    }),
    id: tickets.configurationId,
  };
}

describe('selling while the organiser edits', () => {
  it('answers every purchase and every save without a 5xx, and the seats add up', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 12 }, () => signedInMember(server, { organisation: null })),
    );
    const organiser = callsAs(server, school);
    const purchases = Array.from({ length: 60 }, (_, index) =>
      callsAs(server, buyers[index % buyers.length]!).post(
        '/api/v2/ticket/purchase',
        // Both types in one order, one or the other alone: every lock pattern a buyer makes.
        purchaseOf(tickets, index % 3 === 0 ? [1, 1] : index % 3 === 1 ? [1, 0] : [0, 1]),
      ),
    );
    const saves = Array.from({ length: 20 }, (_, round) =>
      organiser.post('/api/v2/ticket/organiser/draft', editOf(round)),
    );
    const answers = await Promise.all([...purchases, ...saves]);
    const failures = answers.filter((answer) => answer.status !== 200);
    expect(failures).toEqual([]);

    const sold = await server.databases.production
      .selectFrom('ticket_types')
      .select(['id', 'sold'])
      .where('configuration_id', '=', tickets.configurationId)
      .execute();
    const issued = await server.databases.production
      .selectFrom('tickets')
      .select(['ticket_type_id'])
      .where('event_id', '=', tickets.eventId)
      .execute();
    for (const type of sold) {
      expect(type.sold).toBe(issued.filter((ticket) => ticket.ticket_type_id === type.id).length);
    }
    expect(sold.reduce((total, type) => total + type.sold, 0)).toBe(80);
  });
});
