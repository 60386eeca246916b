// The mobile app's checkout sessions: the app hands a signed-in dancer over to the web's purchase
// page with a one-time session (spec §8 Session validation result).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** A checkout session from the app is good for 15 minutes, once. */
export const CHECKOUT_SESSION_MINUTES = 15;
/** Development sessions carry this prefix and lead to devMode=true. */
export const DEV_SESSION_PREFIX = 'dev_';

/** Spec §8 Session validation: the server answers with these, and the page shows them. */
export const SESSION_MESSAGES = {
  missing: 'Invalid session. Please try purchasing tickets again.',
  none: 'No session data found. Please use the mobile app to purchase tickets.',
  unknown: 'Invalid session. Please try purchasing tickets again.',
  used: 'This session has already been used.',
  expired: 'Your session has expired. Please try again.',
  unauthorised: 'Authentication failed. Please try purchasing tickets again.',
  server: 'Server error. Please try again later.',
  other: 'An error occurred during authentication. Please try again.',
};

export const createSessionRequestSchema = lazySchema(() =>
  z.object({
    eventId: z.uuid('eventId must be an event id.'),
  }),
);
export const validateSessionRequestSchema = lazySchema(() =>
  z.object({
    sessionId: z.string().check(z.minLength(1, 'sessionId is required.'), z.maxLength(100)),
  }),
);
export const sessionValidationSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: z.object({
      userId: z.string(),
      eventId: z.string(),
      accessToken: z.string(),
      refreshToken: z.string(),
      user: z.object({
        accountId: z.string(),
        email: z.string(),
        organisationId: z.nullable(z.string()),
      }),
    }),
  }),
);
