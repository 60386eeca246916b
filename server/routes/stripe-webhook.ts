// Stripe's webhook: the signature is checked with the SDK on the raw body exactly as it arrived
// (so this route reads bytes, not JSON), then the event is handled once (services/payments).
// A bad signature is 400; a failure while handling is 500, so Stripe delivers the event again;
// an event whose metadata we cannot use is acknowledged (200) and logged as a warning.
import type { FastifyInstance } from 'fastify';
import type { Databases } from '../db/database';
import { AppError } from '../lib/app-error';
import type { ServiceContext } from '../services/context';
import { handleStripeEvent, UNUSABLE_OUTCOME } from '../services/payments/webhooks';

export const STRIPE_WEBHOOK_PATH = '/api/v2/payments/stripe/webhook';

export function stripeWebhookRoutes(ctx: ServiceContext, databases: Databases) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const stripe = ctx.stripe;
      const secret = ctx.config.stripe?.webhookSecret;
      if (!stripe || !secret)
        throw new AppError(
          503,
          'PAYMENTS_NOT_CONFIGURED',
          'Stripe is not configured on this server.',
        );
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new AppError(400, 'VALIDATION_ERROR', 'The Stripe signature is missing.');
      let event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new AppError(400, 'VALIDATION_ERROR', 'The Stripe signature is not valid.');
      }
      const outcome = await handleStripeEvent(ctx, databases, event);
      const logged = { stripeEvent: event.id, type: event.type, outcome };
      if (outcome.startsWith(UNUSABLE_OUTCOME))
        request.log.warn(logged, 'stripe webhook acknowledged but not used');
      else request.log.info(logged, 'stripe webhook');
      return { received: true };
    });
  };
}
