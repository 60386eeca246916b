// The Stripe API client (the official SDK), pointed at STRIPE_API_URL: Stripe's own in production,
// a local fake that speaks the same protocol in tests. Null without keys: payments are the demo.
import Stripe from 'stripe';
import { bookingFeeCents } from '../../../src/contract/booking-fee';
import type { StripeConfig } from '../../config';
import type { DatabaseTarget } from '../../db/database';

export function stripeClientOf(config: StripeConfig | null): Stripe | null {
  if (!config) return null;
  const { apiUrl } = config;
  return new Stripe(config.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port || (apiUrl.protocol === 'http:' ? 80 : 443),
    protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Floorcraft' },
  });
}

/** The platform's share of a card sale, in cents (PLATFORM_FEE_PERCENT). */
export const platformFeeCents = (config: Pick<StripeConfig, 'platformFeePercent'>, cents: number) =>
  bookingFeeCents(config.platformFeePercent, cents);

/**
 * An address on this site that Stripe sends the buyer back to; for an order made on the
 * development database (a page opened on localhost), in dev mode, so the page reads that database.
 */
export function returnUrl(
  site: string,
  target: DatabaseTarget,
  path: string,
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams(params);
  if (target === 'development') query.set('devMode', 'true');
  const text = query.toString();
  return `${site}${path}${text ? `?${text}` : ''}`;
}

export type { Stripe };
