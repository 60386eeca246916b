// Requests and responses of the sign-in calls (spec §7 Authentication). zod/mini keeps the web
// app's bundle small; the server validates with the same schemas.
import * as z from 'zod/mini';
import { emailAddress } from './email-address';
import { typedLine } from './typed-text';
import { lazySchema } from './lazy-schema';

/** Spec §9: password minimum 5 characters. */
export const PASSWORD_MIN_LENGTH = 5;
/** Long enough for any pass-phrase, short enough that hashing it is cheap. */
export const PASSWORD_MAX_LENGTH = 200;

/** The password texts the sign-up and reset forms say before sending, and the server after. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
/** Spec §5: the same answer whether or not the address has an account. */
export const RESET_LINK_SENT =
  'If an account with that email exists, a password reset link has been sent.';
export const PASSWORD_RESET_DONE =
  'Password reset successfully! You can now log in with your new password.';

export const emailSchema = lazySchema(() =>
  emailAddress('Please enter a valid email address.', 'Email is too long.'),
);

export const newPasswordSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
      z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    ),
);

export const loginRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z
      .string()
      .check(z.minLength(1, 'Password is required.'), z.maxLength(PASSWORD_MAX_LENGTH)),
  }),
);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenPairSchema = lazySchema(() =>
  z.object({
    accessToken: z.string().check(z.minLength(1)),
    refreshToken: z.string().check(z.minLength(1)),
  }),
);
export type TokenPair = z.infer<typeof tokenPairSchema>;

const opaqueToken = (what: string) =>
  z.string().check(z.minLength(1, `${what} is required.`), z.maxLength(200));

export const refreshRequestSchema = lazySchema(() =>
  z.object({ refreshToken: opaqueToken('Refresh token') }),
);

/** The refresh call rotates the refresh token, so it answers a whole new pair. */
export const refreshResponseSchema = tokenPairSchema;

export const logoutRequestSchema = refreshRequestSchema;

/** A path on this site ("/x"), never another host ("//host", "/\\host"). */
export const isLocalPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export const registerRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    name: z.optional(z.string().check(...typedLine(), z.minLength(1), z.maxLength(120))),
    /** Where the new dancer was going (a purchase with its selection): the e-mailed link leads back. */
    returnPath: z.optional(
      z
        .string()
        .check(
          z.maxLength(1000, 'returnPath is too long.'),
          z.refine(isLocalPath, 'returnPath must be a path on this site.'),
        ),
    ),
  }),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const requestPasswordResetSchema = lazySchema(() => z.object({ email: emailSchema }));

export const verifyEmailRequestSchema = lazySchema(() =>
  z.object({ token: opaqueToken('Confirmation token') }),
);
export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address is confirmed. Thank you!';
export const EMAIL_ALREADY_CONFIRMED = 'Your e-mail address is already confirmed.';
export const confirmationSentMessage = (email: string) =>
  `We sent a new confirmation link to ${email}. It works once, for 7 days.`;
/** A link that is used, unknown or older than 7 days. */
export const CONFIRMATION_LINK_INVALID =
  'This confirmation link is not valid any more: it was used already, or is older than 7 days. Signed in, you can ask for a new one on My Tickets.';

export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({
    token: opaqueToken('Reset token'),
    newPassword: newPasswordSchema,
  }),
);

/** The decoded payload of an access token (spec §3 Session tokens). */
export const accessTokenPayloadSchema = lazySchema(() =>
  z.object({
    accountId: z.string(),
    organisationId: z.optional(z.nullable(z.string())),
    email: z.string(),
    exp: z.number(),
  }),
);
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;

/** "It was me, let me in": a link by e-mail that lets the device opening it sign in. */
export const requestDeviceLinkSchema = requestPasswordResetSchema;
export const DEVICE_LINK_REQUESTED =
  'If an account with that email exists, we have e-mailed it a link that lets this device sign in.';

export const useDeviceLinkRequestSchema = lazySchema(() =>
  z.object({ token: opaqueToken('Link token') }),
);
export const DEVICE_LINK_USED = 'This device can sign in again. Enter your password to continue.';

export const deviceLinkResponseSchema = lazySchema(() =>
  z.object({ success: z.boolean(), message: z.string(), email: z.string() }),
);
export type DeviceLinkResponse = z.infer<typeof deviceLinkResponseSchema>;
