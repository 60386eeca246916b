// Signing in from the review of a purchase comes back to the review, basket intact: the address the
// sign-in returns to asks for the review step (`step=review`), and the purchase form opens on it
// with the tickets and add-ons chosen; an address without it (or with nothing chosen) opens the
// tickets as before.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { purchaseEventSchema } from '@/contract/purchases';
import { useOrderExtras } from '@/features/purchase/hooks/use-order-extras';
import { usePurchaseForm } from '@/features/purchase/hooks/use-purchase-form';
import { chosenOrderOf, opensReview, purchasePathWith } from '@/lib/purchase-selection';

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
  paymentMode: 'demo',
  bookingFeePercent: 0,
});

// What the page keeps on this device from one test must not carry into the next.
beforeEach(() => localStorage.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** The purchase page's form as it opens on `path` (what the sign-in returned to). */
function formOpenedAt(path: string) {
  const params = new URL(path, 'http://site.invalid').searchParams;
  const carried = chosenOrderOf(params);
  return renderHook(
    () => {
      const extras = useOrderExtras(event, carried);
      return usePurchaseForm(event, 'e1', {
        extras,
        fromApp: false,
        carriedSelection: carried.quantities,
        startReviewing: opensReview(params),
        onNeedsAccount: null,
        onSessionEnded: () => undefined,
        goToPayment: () => undefined,
        goToWaitlist: () => undefined,
        goToMyTickets: () => undefined,
        code: null,
      });
    },
    { wrapper },
  ).result.current;
}

it('opens on the review with the basket after signing in from the review', () => {
  // What the review's Sign in sends to /login?return=…
  const back = purchasePathWith('/tickets?eventId=e1', 'e1', { t1: 2 }, undefined, true);
  const form = formOpenedAt(back);
  expect(form.reviewing).toBe(true);
  expect(form.quantities).toEqual({ t1: 2 });
  expect(form.total).toBe(30);
});

it('opens on the tickets for an address that did not come from the review', () => {
  expect(formOpenedAt(purchasePathWith('/tickets?eventId=e1', 'e1', { t1: 2 })).reviewing).toBe(
    false,
  );
});

it('opens on the tickets when there is nothing to review', () => {
  expect(formOpenedAt('/tickets?eventId=e1&step=review').reviewing).toBe(false);
});
