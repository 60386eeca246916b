// After confirming an e-mail, the way on is named for where it leads: a purchase to finish, a team
// to join, My Tickets (a ticket passed on to a new account), or just Continue.
import { describe, expect, it } from 'vitest';
import { continueLabel } from '@/features/auth/pages/verify-email-page';

describe('the link on after confirming an e-mail', () => {
  it('names a purchase, a team, My Tickets, or nothing in particular', () => {
    expect(continueLabel('/tickets?eventId=e1&select=t1:2')).toBe('Continue your purchase');
    expect(continueLabel('/checkout/start?session=x')).toBe('Continue your purchase');
    expect(continueLabel('/team/join/abc')).toBe('Continue to join the team');
    expect(continueLabel('/my-tickets')).toBe('Go to My Tickets');
    expect(continueLabel('/tickets')).toBe('Continue');
    expect(continueLabel('/account/instructor')).toBe('Continue');
  });
});
