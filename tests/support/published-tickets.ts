// Publishes tickets for a new event through the organiser calls, for purchase tests to buy from.
import type { Currency, DraftSaveRequest } from '../../src/contract/ticketing';
import { callsAs, type Member } from './members';
import type { TestServer } from './test-server';
import { wizardForm } from './wizard-form';

export interface PublishedTickets {
  configurationId: string;
  eventId: string;
  types: Array<{ id: string; name: string; price: number; currency: Currency; quantity: number }>;
}

export async function publishTickets(
  server: TestServer,
  school: Member,
  overrides: Partial<DraftSaveRequest> = {},
): Promise<PublishedTickets> {
  const calls = callsAs(server, school);
  const saved = await calls.post('/api/v2/ticket/organiser/draft', wizardForm(overrides));
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const published = await calls.post('/api/v2/ticket/organiser/publish', {
    eventId: saved.body.data.id,
  });
  if (published.status !== 200) throw new Error(JSON.stringify(published.body));
  return {
    configurationId: saved.body.data.id,
    eventId: published.body.data.eventId,
    types: saved.body.data.ticketSetup.ticketTypes,
  };
}

/** A purchase request body for the given types and quantities, with a fresh transaction id. */
export function purchaseOf(
  tickets: PublishedTickets,
  quantities: number[],
  transactionId = `tx-${crypto.randomUUID()}`,
) {
  return {
    ticketingConfigId: tickets.configurationId,
    ticketSelections: tickets.types
      .map((type, index) => ({
        ticketType: type.id,
        quantity: quantities[index] ?? 0,
        price: type.price,
        currency: type.currency,
      }))
      .filter((selection) => selection.quantity > 0),
    paymentData: { paymentMethod: 'stripe', transactionId, paymentStatus: 'completed' },
  };
}

/** A paid checkout's request body for the given types and quantities, with a fresh transaction id. */
export function checkoutOf(
  tickets: PublishedTickets,
  quantities: number[],
  transactionId?: string,
) {
  const purchase = purchaseOf(tickets, quantities, transactionId);
  return {
    ticketingConfigId: purchase.ticketingConfigId,
    ticketSelections: purchase.ticketSelections,
    paymentMethod: 'stripe',
    transactionId: purchase.paymentData.transactionId,
    termsAccepted: true,
  };
}
