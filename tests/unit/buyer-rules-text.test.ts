// The order page states the event's refund and pass-on rules only while a ticket of the order
// still admits: under an order refunded in full, or the tickets of a cancelled event, the rules
// ("No refund on cancellation…", "can be passed on until…") told the buyer of things they cannot do.
import { describe, expect, it } from 'vitest';
import { buyerRulesApply, buyerRulesText } from '@/features/purchase/lib/buyer-rules-text';

describe('the buyer rules of an order', () => {
  it('apply while any ticket is valid, and not once every ticket is void', () => {
    expect(buyerRulesApply([{ void: false }, { void: true }])).toBe(true);
    expect(buyerRulesApply([{ void: true }, { void: true }])).toBe(false);
    expect(buyerRulesApply([])).toBe(false);
  });

  it('say the refund rules, then until when tickets may be passed on, in the event’s zone', () => {
    expect(buyerRulesText('No refunds.', '2026-12-03T03:00:00.000Z', 'Australia/Sydney')).toMatch(
      /^Refund policy: No refunds\. Tickets can be passed on to someone else until .*2:00/,
    );
    expect(buyerRulesText('No refunds.', null, 'Australia/Sydney')).toBe(
      'Refund policy: No refunds. Tickets of this event cannot be passed on.',
    );
  });
});
