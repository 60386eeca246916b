// The server's signatures: a purpose's key signs and verifies its own text only, and any given
// signature — of another length, or with characters beyond ASCII — is a plain mismatch.
import { describe, expect, it } from 'vitest';
import { PurposeKey, sameSecret } from '../../server/lib/signing';
import { OrderLinks } from '../../server/services/purchases/order-links';
import { CheckInCodes } from '../../server/services/ticketing/check-in-codes';

describe('signing', () => {
  it('verifies its own signature and refuses another purpose’s', () => {
    const orders = new PurposeKey('secret', 'orders');
    const other = new PurposeKey('secret', 'other');
    expect(orders.verifies('text', orders.sign('text'))).toBe(true);
    expect(orders.verifies('text', other.sign('text'))).toBe(false);
    expect(orders.verifies('text', orders.sign('text', 32), 32)).toBe(true);
  });

  it('answers false, never throws, for a signature of another byte length', () => {
    const key = new PurposeKey('secret', 'orders');
    const real = key.sign('text');
    const accented = `${real.slice(0, -1)}é`;
    expect(accented.length).toBe(real.length);
    expect(key.verifies('text', accented)).toBe(false);
    expect(sameSecret('abc', 'ab')).toBe(false);
    expect(sameSecret('abc', 'abc')).toBe(true);
  });

  it('refuses tampered order links and check-in codes', () => {
    const links = new OrderLinks('secret');
    const orderId = crypto.randomUUID();
    const token = links.tokenFor(orderId, new Date(Date.now() + 86_400_000));
    expect(links.opens(orderId, token)).toBe(true);
    expect(links.opens(orderId, `${token.slice(0, -1)}é`)).toBe(false);
    const codes = new CheckInCodes('secret');
    const eventId = crypto.randomUUID();
    const code = codes.tokenFor(eventId);
    expect(codes.eventOf(code)).toBe(eventId);
    expect(codes.eventOf(`${code.slice(0, -1)}é`)).toBeNull();
  });
});
