// The error shape every API failure answers with (spec §8 "Request failures" reads it).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const errorCodes = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'INVALID_VERIFICATION_TOKEN',
  'INVALID_CANCELLATION_TOKEN',
  'INVALID_DEVICE_LINK',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'URL_TOO_LONG',
  'REQUEST_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CONFLICT',
  'SOLD_OUT',
  'ROLE_FULL',
  'PRICE_CHANGED',
  'SALES_CLOSED',
  'CODE_NOT_VALID',
  'CODE_USED_UP',
  'CHECK_IN_CLOSED',
  'SESSION_USED',
  'SESSION_EXPIRED',
  'SERVER_ERROR',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENTS_NOT_CONFIGURED',
  'FACEBOOK_NOT_CONFIGURED',
  'FACEBOOK_NOT_CONNECTED',
  'FACEBOOK_OAUTH_DENIED',
  'FACEBOOK_AUTH_ERROR',
  'FACEBOOK_PERMISSION_ERROR',
  'FACEBOOK_NO_PAGES',
  'FACEBOOK_API_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = lazySchema(() =>
  z.object({
    error: z.object({
      message: z.string(),
      code: z.string(),
      retryable: z.optional(z.boolean()),
      details: z.optional(z.record(z.string(), z.unknown())),
    }),
  }),
);
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * An error body as the web app reads it (spec §8 Request failures): a proxy or an older server
 * may leave fields out, and a missing message falls back to the default.
 */
export const receivedErrorSchema = lazySchema(() =>
  z.object({ error: z.partial(apiErrorSchema.shape.error) }),
);
export type ReceivedError = z.infer<typeof receivedErrorSchema>['error'];
