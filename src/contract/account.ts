// Requests and responses of the account calls: profile, deletion and its cancellation.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const profileSchema = lazySchema(() =>
  z.object({
    accountId: z.string(),
    email: z.string(),
    name: z.nullable(z.string()),
    organisationId: z.nullable(z.string()),
    organisationName: z.nullable(z.string()),
    isDanceAficionado: z.boolean(),
    canUploadEvents: z.boolean(),
    isReviewAccount: z.boolean(),
    location: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
    deletionScheduledFor: z.nullable(z.string()),
    /** False until a sign-up's e-mailed confirmation link is opened (absent: an older profile). */
    emailConfirmed: z.optional(z.boolean()),
  }),
);
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = lazySchema(() => z.object({ profile: profileSchema }));
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const deletionRequestResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    trackingNumber: z.string(),
    purgeAfter: z.string(),
  }),
);
export type DeletionRequestResponse = z.infer<typeof deletionRequestResponseSchema>;

export const cancelDeletionRequestSchema = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1, 'Cancellation token is required.'), z.maxLength(200)),
  }),
);
