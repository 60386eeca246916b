// The partner-role balance as the purchase page and the server apply it: a role may be taken while
// it outnumbers the other by less than the maximum, a couple always fits, a role already too far
// ahead (after a refund) can only fall back; the purchase form offers no more than that.
import { describe, expect, it } from 'vitest';
import {
  NO_ROLE_COUNTS,
  balanceAllows,
  roleAvailabilityText,
  roomByBalance,
  type PartnerRoles,
  type RoleCounts,
} from '@/contract/partner-roles';
import type { PurchaseEvent } from '@/contract/purchases';
import {
  NO_PARTNER,
  availabilityOf,
  coupleType,
  maxFor,
  partnerToSend,
  purchaseLinesOf,
  selectionsOf,
  totalOf,
} from '@/features/purchase/lib/purchase-rules';

const roles: PartnerRoles = {
  leadName: 'Leader',
  followName: 'Follower',
  soloName: null,
  maxImbalance: 2,
};
const counts = (lead: number, follow: number) => ({ ...NO_ROLE_COUNTS, lead, follow });

describe('the balance rule', () => {
  it('lets a role in while it is less than the maximum ahead', () => {
    expect(balanceAllows(counts(1, 0), counts(1, 0), 2)).toBe(true);
    expect(balanceAllows(counts(2, 0), counts(1, 0), 2)).toBe(false);
    expect(balanceAllows(counts(0, 0), counts(3, 0), 2)).toBe(false);
    expect(balanceAllows(counts(2, 0), counts(0, 4), 2)).toBe(true);
    expect(balanceAllows(counts(2, 0), counts(0, 5), 2)).toBe(false);
  });

  it('always fits a couple, and lets a role too far ahead only fall back', () => {
    expect(balanceAllows(counts(2, 0), counts(1, 1), 2)).toBe(true);
    // Follows refunded: leads are 5 ahead; a lead cannot join, a follow can.
    expect(balanceAllows(counts(5, 0), counts(1, 0), 2)).toBe(false);
    expect(balanceAllows(counts(5, 0), counts(0, 1), 2)).toBe(true);
    expect(balanceAllows(counts(5, 0), counts(1, 1), 2)).toBe(true);
  });

  it('keeps a solo role out of the balance', () => {
    expect(balanceAllows(counts(2, 0), { ...NO_ROLE_COUNTS, solo: 7 }, 2)).toBe(true);
    expect(roomByBalance(counts(2, 0), 'solo', 2)).toBe(Number.POSITIVE_INFINITY);
    expect(roomByBalance(counts(2, 0), 'lead', 2)).toBe(0);
    expect(roomByBalance(counts(2, 0), 'follow', 2)).toBe(4);
  });

  it('says what each role has left', () => {
    expect(roleAvailabilityText('Workshop', roles, counts(2, 0), 3)).toBe(
      'Workshop — Leader: full for now · Follower: 3 left',
    );
    // Places of a role dancers wait for go to them first: none is promised to a new buyer.
    expect(roleAvailabilityText('Workshop', roles, counts(2, 0), 3, counts(0, 2))).toBe(
      'Workshop — Leader: full for now · Follower: 2 on the waitlist',
    );
  });
});

/** A role-based type as the purchase page has it, with these seats taken. */
const workshopWith = (taken: RoleCounts): PurchaseEvent['ticketTypes'][number] => ({
  id: 'w',
  name: 'Workshop',
  description: '',
  price: 40,
  currency: 'AUD',
  availableQuantity: 20,
  sessionIds: [],
  soldOutReason: null,
  roles: { ...roles, taken, waiting: counts(0, 0) },
});

describe('the purchase form', () => {
  const workshop = workshopWith(counts(2, 0));

  it('offers each role only as far as the balance allows', () => {
    const [lead, follow] = purchaseLinesOf(workshop);
    expect(lead!.name).toBe('Workshop · Leader');
    expect(maxFor(lead!, {})).toBe(0);
    expect(maxFor(follow!, {})).toBe(4);
    // With a follow chosen, a lead can come along as a couple.
    expect(maxFor(lead!, { 'w:follow': 1 })).toBe(1);
    expect(maxFor(follow!, { 'w:lead': 1 })).toBe(5);
  });

  it('keeps a role dancers wait for to couples', () => {
    const queued = {
      ...workshop,
      roles: { ...workshop.roles!, taken: counts(1, 1), waiting: counts(0, 2) },
    };
    const [lead, follow] = purchaseLinesOf(queued);
    expect(maxFor(follow!, {})).toBe(0);
    expect(maxFor(follow!, { 'w:lead': 1 })).toBe(1);
    expect(maxFor(lead!, {})).toBe(2);
    expect(availabilityOf(follow!)).toBe('2 waiting: join the waitlist, or come as a couple');
  });

  it('sends one selection per role with its role, and totals them', () => {
    const chosen = { 'w:lead': 1, 'w:follow': 2 };
    expect(selectionsOf([workshop], chosen)).toEqual([
      { ticketType: 'w', quantity: 1, price: 40, currency: 'AUD', role: 'lead' },
      { ticketType: 'w', quantity: 2, price: 40, currency: 'AUD', role: 'follow' },
    ]);
    expect(totalOf([workshop], chosen)).toBe(120);
  });
});

describe('a couple on the purchase form', () => {
  const type = workshopWith(counts(0, 0));
  const partner = { name: ' Ana ', email: ' ana@floorcraft.test ', role: 'follow' as const };

  it('names a partner only for a place of each role, and only once filled in', () => {
    expect(coupleType([type], { 'w:lead': 1 })).toBeNull();
    expect(coupleType([type], { 'w:lead': 1, 'w:follow': 1 })).toBe(type);
    expect(partnerToSend([type], { 'w:lead': 1 }, partner)).toBeUndefined();
    expect(partnerToSend([type], { 'w:lead': 1, 'w:follow': 1 }, NO_PARTNER)).toBeUndefined();
    expect(partnerToSend([type], { 'w:lead': 1, 'w:follow': 1 }, partner)).toEqual({
      name: 'Ana',
      email: 'ana@floorcraft.test',
      role: 'follow',
    });
  });
});
