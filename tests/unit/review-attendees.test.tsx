// The review before paying lists who each ticket is for: the name typed for it (or the buyer's own)
// and, at an event with questions, its answers in short, so a wrong name or answer is caught before
// the payment; an order of one ticket at an event without questions has no such list.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { purchaseEventSchema } from '@/contract/purchases';
import { OrderReview } from '@/features/purchase/components/order-review';
import type { OrderExtras } from '@/features/purchase/hooks/use-order-extras';
import type { usePurchaseForm } from '@/features/purchase/hooks/use-purchase-form';
import type { AttendeeDrafts } from '@/features/purchase/lib/attendee-slots';

const eventWith = (questions: unknown[]) =>
  z.parse(purchaseEventSchema, {
    event: {
      id: 'e1',
      title: 'Salsa Night',
      description: '',
      startDateTime: '2031-02-14T08:00:00.000Z',
      endDateTime: '2031-02-14T12:00:00.000Z',
      timeZone: 'Australia/Sydney',
      location: { description: 'Sydney' },
      imageUrl: null,
    },
    ticketTypes: [
      {
        id: 't1',
        name: 'Workshop',
        description: '',
        price: 15,
        currency: 'AUD',
        availableQuantity: 10,
      },
    ],
    paymentMethods: ['stripe'],
    ticketingConfigId: 'c1',
    termsAndConditions: '',
    refundPolicy: '',
    salesClosedReason: null,
    paymentMode: 'stripe',
    bookingFeePercent: 0,
    questions,
  });

const level = {
  id: 'q1',
  kind: 'single',
  label: 'Your level',
  options: ['Beginner', 'Improver'],
  required: true,
  ticketTypeIds: [],
};
const photos = {
  id: 'q2',
  kind: 'checkbox',
  label: 'Photos are fine',
  options: [],
  required: false,
  ticketTypeIds: [],
};

/** The review as the purchase page shows it, for `quantity` tickets with these holders. */
function showReview(event: ReturnType<typeof eventWith>, quantity: number, drafts: AttendeeDrafts) {
  const form = {
    quantities: { t1: quantity },
    total: 15 * quantity,
    discount: null,
    bookingFee: 0,
    visitor: false,
    processing: false,
    termsAccepted: false,
    setTermsAccepted: () => undefined,
  } as unknown as ReturnType<typeof usePurchaseForm>;
  const extras = {
    pricedTypes: event.ticketTypes,
    addOnLines: [],
    attendees: drafts,
  } as unknown as OrderExtras;
  render(<OrderReview event={event} form={form} extras={extras} />);
}

describe('the review of an order', () => {
  it("lists each ticket's name and its answers in short", async () => {
    showReview(eventWith([level, photos]), 2, {
      't1#0': { name: 'Ann Lee', answers: { q1: 'Improver', q2: true } },
      't1#1': { name: '', answers: { q1: 'Beginner' } },
    });
    const list = screen.getByRole('region', { name: 'Who the tickets are for' });
    const [first, second] = Array.from(list.querySelectorAll(':scope > ol > li'));
    expect(first!.textContent).toContain('Ticket 1 · Workshop: Ann Lee');
    expect(second!.textContent).toContain('Ticket 2 · Workshop: your own name');
    const firstAnswers = await screen.findByRole('list', { name: 'Answers for ticket 1' });
    expect(within(firstAnswers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your level: Improver',
      'Photos are fine: Yes',
    ]);
    const secondAnswers = screen.getByRole('list', { name: 'Answers for ticket 2' });
    expect(within(secondAnswers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your level: Beginner',
      'Photos are fine: No',
    ]);
  });

  it('lists the names of several tickets at an event without questions', () => {
    showReview(eventWith([]), 2, { 't1#1': { name: 'Bo Chen', answers: {} } });
    const list = screen.getByRole('region', { name: 'Who the tickets are for' });
    expect(list.textContent).toContain('Ticket 2 · Workshop: Bo Chen');
    expect(screen.queryByRole('list', { name: /Answers for/ })).toBeNull();
  });

  it('has no such list for one ticket at an event without questions', () => {
    showReview(eventWith([]), 1, {});
    expect(screen.queryByRole('region', { name: 'Who the tickets are for' })).toBeNull();
  });
});
