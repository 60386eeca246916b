// Requests and responses of the sign-in calls (spec §7 Authentication).
import { z } from 'zod';

/** Spec §9: password minimum 5 characters. */
export const PASSWORD_MIN_LENGTH = 5;
/** Long enough for any pass-phrase, short enough that hashing it is cheap. */
export const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1, 'Refresh token is required.').max(200),
});

/** The refresh call rotates the refresh token, so it answers a whole new pair. */
export const refreshResponseSchema = tokenPairSchema;

export const logoutRequestSchema = refreshRequestSchema;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().trim().min(1).max(120).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'Reset token is required.').max(200),
  newPassword: newPasswordSchema,
});

export const successMessageSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type SuccessMessage = z.infer<typeof successMessageSchema>;

/** The decoded payload of an access token (spec §3 Session tokens). */
export const accessTokenPayloadSchema = z.object({
  accountId: z.string(),
  organisationId: z.string().nullable().optional(),
  email: z.string(),
  exp: z.number(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;
