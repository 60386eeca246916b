// The sales chart's words: totals by type, what was paid and refunded, the best day.
import { describe, expect, it } from 'vitest';
import { dayLabel, salesSummary } from '@/features/dashboard/lib/sales-summary';

describe('the sales summary', () => {
  it('says what the chart shows, in words', () => {
    const day = (date: string, tickets: number[], paidCents: number, refundedCents = 0) => ({
      date,
      tickets,
      ticketsCents: tickets.map((n) => n * 1500),
      paidCents,
      refundedCents,
    });
    const series = {
      currency: 'AUD',
      timeZone: 'Australia/Sydney',
      ticketTypes: [
        { id: 'a', name: 'Early Bird' },
        { id: 'b', name: 'Door' },
      ],
      days: [
        day('2026-11-02', [2, 0], 3000),
        day('2026-11-03', [0, 0], 0),
        day('2026-11-04', [1, 3], 9000, 1500),
      ],
    };
    expect(dayLabel('2026-11-02')).toBe('2 Nov');
    expect(salesSummary(series)).toBe(
      '6 tickets sold from 2 Nov to 4 Nov (Early Bird 3, Door 3). Buyers paid $120.00, and $15.00 was refunded. The best day was 4 Nov, with 4 sold.',
    );
    expect(salesSummary({ ...series, days: [] })).toBe('No sales yet.');
  });

  it('leaves out the types that sold nothing, and says so when none sold', () => {
    const series = {
      currency: 'AUD',
      timeZone: 'Australia/Sydney',
      ticketTypes: [
        { id: 'a', name: 'Early Bird' },
        { id: 'b', name: 'Door' },
        { id: 'c', name: 'VIP' },
      ],
      days: [
        {
          date: '2026-11-02',
          tickets: [2, 0, 0],
          ticketsCents: [3000, 0, 0],
          paidCents: 3000,
          refundedCents: 0,
        },
        {
          date: '2026-11-03',
          tickets: [1, 0, 0],
          ticketsCents: [1500, 0, 0],
          paidCents: 1500,
          refundedCents: 0,
        },
      ],
    };
    expect(salesSummary(series)).toBe(
      '3 tickets sold from 2 Nov to 3 Nov (Early Bird 3). Buyers paid $45.00. The best day was 2 Nov, with 2 sold.',
    );
    // Only refunds on the days shown (the tickets sold before them): no "0 tickets (… 0, … 0)".
    const refundsOnly = {
      ...series,
      days: [
        {
          date: '2026-11-05',
          tickets: [0, 0, 0],
          ticketsCents: [0, 0, 0],
          paidCents: 0,
          refundedCents: 1500,
        },
      ],
    };
    expect(salesSummary(refundsOnly)).toBe('No tickets sold on 5 Nov. $15.00 was refunded.');
  });
});
