// The refund policy's rules as the screen and the server apply them: the best rule whose deadline
// is ahead, the share rounded down, the policy in words, until when tickets may be passed on, and
// the door's refusal of a pass that was passed on (the same words offline and on the server).
import { describe, expect, it } from 'vitest';
import {
  refundPercentAt,
  hoursText,
  refundPolicyText,
  refundShare,
  renameRequestSchema,
  transferDeadline,
} from '../../src/contract/ticket-changes';
import { refusalMessage } from '../../src/contract/door-messages';
import { voidRefusal } from '../../src/domain/door-judgement';

const HOUR = 3_600_000;
const start = new Date('2031-02-14T20:00:00.000Z');
const before = (hours: number) => new Date(start.getTime() - hours * HOUR);
const POLICY = [
  { hoursBefore: 24, percent: 50 },
  { hoursBefore: 168, percent: 100 },
];

describe('refundPercentAt', () => {
  it('gives the best rule whose deadline is still ahead, with that deadline', () => {
    expect(refundPercentAt(POLICY, start, before(200))).toEqual({
      percent: 100,
      until: before(168),
    });
    expect(refundPercentAt(POLICY, start, before(168))).toEqual({
      percent: 50,
      until: before(24),
    });
    expect(refundPercentAt(POLICY, start, before(30))).toEqual({ percent: 50, until: before(24) });
    expect(refundPercentAt(POLICY, start, before(24))).toEqual({ percent: 0, until: null });
    expect(refundPercentAt(null, start, before(500))).toEqual({ percent: 0, until: null });
  });
});

describe('refundShare', () => {
  it('rounds down to the cent', () => {
    expect(refundShare(2250, 50)).toBe(1125);
    expect(refundShare(1999, 50)).toBe(999);
    expect(refundShare(3000, 100)).toBe(3000);
  });
});

describe('refundPolicyText', () => {
  it('reads the rules from the longest notice', () => {
    expect(refundPolicyText(POLICY)).toBe(
      'Full refund until 7 days before the start, 50 % refund until 24 hours before the start, then no refund.',
    );
    expect(refundPolicyText([{ hoursBefore: 0, percent: 80 }])).toBe(
      '80 % refund until the event starts, then no refund.',
    );
    expect(hoursText(0)).toBe('the event starts');
    expect(hoursText(1)).toBe('1 hour before the start');
    expect(hoursText(48)).toBe('2 days before the start');
    expect(refundPolicyText(null)).toBe('No refund on cancellation: ask the school for a refund.');
  });
});

describe('transferDeadline', () => {
  it('is the start less the cut-off, or none when transfers are not allowed', () => {
    expect(transferDeadline({ transfersAllowed: true, transferCutoffHours: 12 }, start)).toEqual(
      before(12),
    );
    expect(transferDeadline({ transfersAllowed: false, transferCutoffHours: 0 }, start)).toBeNull();
  });
});

describe('the door', () => {
  it('refuses a ticket passed on as passed on, with or without signal', () => {
    const reason = voidRefusal({ comp: false, transferred: true });
    expect(reason).toBe('transferred');
    expect(refusalMessage(reason, { timeZone: 'UTC', checkInOpensAt: start.toISOString() })).toBe(
      'This ticket was passed on to someone else: it does not admit anyone.',
    );
    expect(voidRefusal({ comp: false })).toBe('void');
  });
});

describe('a holder’s name', () => {
  it('keeps one line and no control or direction characters', () => {
    const parsed = renameRequestSchema.parse({
      name: ' \u202eMaya\r\nBcc: x@example.com\u0007\u0085 ',
    });
    expect(parsed.name).toBe('Maya Bcc: x@example.com');
    expect(renameRequestSchema.safeParse({ name: '\u0007\u202e\u2066' }).success).toBe(false);
  });
});
