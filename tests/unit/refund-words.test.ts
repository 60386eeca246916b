// What Sales › Orders asks before refunding and says after: a door sale's refund is the school's to
// give back (in cash, or on its own terminal) and Floorcraft records it; the buyer is said to be
// e-mailed only when the order has an address; a comp at the door offers no refund.
import { describe, expect, it } from 'vitest';
import { DOOR_REFUND_RECORDED } from '../../src/contract/door-sales';
import {
  refundable,
  refundDone,
  refundQuestion,
  voidable,
  voidQuestion,
} from '../../src/features/dashboard/lib/refund-words';

const online = { buyerEmail: 'jo@example.com', doorMethod: null, comp: false };
const cash = { buyerEmail: '', doorMethod: 'cash' as const, comp: false };

describe('refunding from Sales › Orders', () => {
  it('asks about an online order as before', () => {
    expect(refundQuestion(online, '2 tickets of jo@example.com')).toBe(
      'Refund 2 tickets of jo@example.com? The tickets stop admitting anyone and the buyer is e-mailed.',
    );
    expect(refundDone(online)).toBeNull();
  });

  it('says the school gives a door sale’s money back itself, and e-mails no one without an address', () => {
    expect(refundQuestion(cash, '2 tickets of Door sale')).toBe(
      'Refund 2 tickets of Door sale? The tickets stop admitting anyone. Give the money back in cash: Floorcraft records the refund, no money moves through it.',
    );
    expect(
      refundQuestion(
        { buyerEmail: 'al@example.com', doorMethod: 'card-outside', comp: false },
        'ticket AB12',
      ),
    ).toBe(
      'Refund ticket AB12? The tickets stop admitting anyone and the buyer is e-mailed. Refund the card on your own terminal: Floorcraft records the refund, no money moves through it.',
    );
    expect(refundDone(cash)).toBe(DOOR_REFUND_RECORDED.cash);
  });

  it('offers no refund of a comp, online or at the door', () => {
    expect(refundable(online)).toBe(true);
    expect(refundable(cash)).toBe(true);
    expect(refundable({ ...online, comp: true })).toBe(false);
    expect(refundable({ buyerEmail: '', doorMethod: 'comp', comp: false })).toBe(false);
  });
});

describe('voiding a comp given at the door', () => {
  it('offers a door comp not yet void, and nothing else', () => {
    expect(voidable({ doorMethod: 'comp', compRevoked: false })).toBe(true);
    expect(voidable({ doorMethod: 'comp', compRevoked: true })).toBe(false);
    expect(voidable({ doorMethod: 'cash', compRevoked: false })).toBe(false);
    expect(voidable({ doorMethod: null, compRevoked: false })).toBe(false);
    expect(voidQuestion('ticket AB12')).toBe(
      'Void the comp of ticket AB12? The tickets stop admitting anyone and their places go back on sale. Nothing was paid, so nothing is refunded.',
    );
  });
});
