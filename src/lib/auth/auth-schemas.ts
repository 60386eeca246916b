// The schemas of what the sign-in calls answer, in a module of their own that the auth code loads
// on first use: zod is then no part of the first paint's JavaScript.
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { refreshResponseSchema } from '@/contract/auth';

export { profileResponseSchema, profileSchema } from '@/contract/account';
export { accessTokenPayloadSchema } from '@/contract/auth';

/** A server that does not rotate may answer only the access token. */
export const refreshAnswerSchema = lazySchema(() =>
  z.extend(refreshResponseSchema, {
    refreshToken: z.optional(z.string()),
  }),
);
