// Every time in Sales is the event's clock, whatever zone the viewer's device is in: a check-in at
// 10:15 pm in Perth reads "10:15 pm" on a phone set to Sydney (or to UTC, as this test runs).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Attendees } from '@/contract/attendees';
import { AttendeeList } from '@/features/dashboard/components/attendee-list';
import { inputValueOf, isoOf } from '@/lib/input-times';

const attendee: Attendees['attendees'][number] = {
  ticketId: 't1',
  name: 'Jo Walker',
  email: 'jo@example.com',
  orderId: 'o1',
  ticketTypeName: 'Party',
  ticketType: 'Party',
  role: null,
  price: 30,
  withPass: false,
  promoCode: null,
  addOns: '',
  addOnLines: [],
  answers: [],
  comp: false,
  compNote: null,
  code: 'ABCD1234',
  // 10:15 pm in Perth (UTC+8), 1:15 am the next day in Sydney, 2:15 pm in UTC.
  checkedInAt: '2026-11-27T14:15:00.000Z',
  checkedInBy: 'Door 1',
  sessionIds: [],
  admittedTo: [],
};

describe('times in Sales', () => {
  it('read the check-in time on the event’s clock', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AttendeeList
          configurationId="c1"
          attendees={[attendee]}
          currency="AUD"
          exportFileName="party.csv"
          timeZone="Australia/Perth"
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/10:15\spm \(by Door 1\)/)).toBeTruthy();
  });

  it('type a code’s validity window on the event’s clock', () => {
    expect(inputValueOf('2026-11-27T14:15:00.000Z', 'Australia/Perth')).toBe('2026-11-27T22:15');
    expect(isoOf('2026-11-27T22:15', 'Australia/Perth')).toBe('2026-11-27T14:15:00.000Z');
  });
});
