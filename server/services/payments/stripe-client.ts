// The Stripe API client (the official SDK), pointed at STRIPE_API_URL: Stripe's own in production,
// a local fake that speaks the same protocol in tests. Null without keys: payments are the demo.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

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
  Math.round((cents * config.platformFeePercent) / 100);

export type { Stripe };
