// The purchase page's summary: a booking fee the school passes on is its own line, before paying,
// and the total includes it; without one there is no such line. The terms start with the event's
// own refund and pass-on rules, in the order page's words.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { purchaseEventSchema } from '@/contract/purchases';
import { DEFAULT_REFUND_POLICY } from '@/contract/ticketing-defaults';
import { OrderSummary } from '@/features/purchase/components/order-summary';

const event = z.parse(purchaseEventSchema, {
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
      name: 'Early Bird',
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
  bookingFeePercent: 2.9,
});

describe('OrderSummary', () => {
  it('shows a booking fee passed on as its own line, in the total', () => {
    render(
      <OrderSummary
        event={event}
        quantities={{ t1: 2 }}
        total={30.87}
        discount={null}
        bookingFee={0.87}
      />,
    );
    const fee = screen.getByText('Booking fee').closest('li')!;
    expect(fee.textContent).toBe('Booking fee$0.87');
    expect(screen.getByText('Total: $30.87')).toBeTruthy();
  });

  it('has no booking fee line when the school absorbs it', () => {
    render(<OrderSummary event={event} quantities={{ t1: 2 }} total={30} discount={null} />);
    expect(screen.queryByText('Booking fee')).toBeNull();
    expect(screen.getByText('Total: $30.00')).toBeTruthy();
  });

  it('states the event’s refund and pass-on rules before the school’s terms', () => {
    const withRules = {
      ...event,
      termsAndConditions: 'Please follow the venue rules.',
      refundPolicy: DEFAULT_REFUND_POLICY,
      buyerRules: {
        refundPolicy: 'Full refund until 7 days before the start, then no refund.',
        transferUntil: '2031-02-14T08:00:00.000Z',
      },
    };
    render(<OrderSummary event={withRules} quantities={{ t1: 1 }} total={15} discount={null} />);
    expect(
      screen.getByText(
        /^Refund policy: Full refund until 7 days before the start, then no refund\. Tickets can be passed on to someone else until .*7:00 pm/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Please follow the venue rules.')).toBeTruthy();
    // The built-in policy text would contradict the rules: it is replaced by them.
    expect(screen.queryByText(/Refunds are available up to 24 hours/)).toBeNull();
  });
});
