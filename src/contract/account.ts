// Requests and responses of the account calls: profile, deletion and its cancellation.
import { z } from 'zod';

export const profileSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  isDanceAficionado: z.boolean(),
  canUploadEvents: z.boolean(),
  isReviewAccount: z.boolean(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  deletionScheduledFor: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const deletionRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  trackingNumber: z.string(),
  purgeAfter: z.string(),
});
export type DeletionRequestResponse = z.infer<typeof deletionRequestResponseSchema>;

export const cancelDeletionRequestSchema = z.object({
  token: z.string().min(1, 'Cancellation token is required.').max(200),
});
