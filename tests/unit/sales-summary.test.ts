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
});
