// The environment variables the server reads, as zod schemas: each one's default, its parsing and
// the problem a bad value is reported with. config.ts reports the first problem as one line.
import { isIP } from 'node:net';
import { z } from 'zod';

/** A variable's trimmed text; blank counts as unset, so its default applies. */
const trimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);

const got = (issue: { input?: unknown }) => `(got "${String(issue.input)}")`;

const listOf = (raw: string, lowerCase = false) =>
  raw
    .split(',')
    .map((entry) => (lowerCase ? entry.trim().toLowerCase() : entry.trim()))
    .filter(Boolean);

/** A URL whose scheme is one of `protocols` ("http:"); unset is undefined. */
function urlOf(protocols: string[]) {
  return trimmed(
    z
      .string()
      .refine((raw) => URL.canParse(raw), {
        error: (issue) => `must be a URL ${got(issue)}.`,
        abort: true,
      })
      .refine((raw) => protocols.includes(new URL(raw).protocol), {
        error: (issue) =>
          `must start with ${protocols.join(' or ')} (got "${new URL(String(issue.input)).protocol}").`,
      })
      .optional(),
  );
}
const httpUrl = urlOf(['http:', 'https:']);

const simpleEmail = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** An address, bare or as `Name <address>`. */
const emailOr = (fallback: string) =>
  trimmed(
    z
      .string()
      .refine((raw) => simpleEmail.test(/<([^>]+)>$/.exec(raw)?.[1] ?? raw), {
        error: (issue) => `must be an e-mail address ${got(issue)}.`,
      })
      .default(fallback),
  );

const on = ['1', 'true', 'yes', 'on'];
const off = ['0', 'false', 'no', 'off'];
/** true/false, yes/no, on/off or 1/0 in any case; a bad value is quoted as it was written. */
const flagOr = (fallback: boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .refine((raw) => [...on, ...off].includes(raw.trim().toLowerCase()), {
        error: (issue) => `must be true or false ${got(issue)}.`,
      })
      .transform((raw) => on.includes(raw.trim().toLowerCase()))
      .default(fallback),
  );

const ipv4Cidr = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const ipv6Cidr = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;
const isProxy = (address: string) =>
  ['loopback', 'linklocal', 'uniquelocal'].includes(address) ||
  ipv4Cidr.test(address) ||
  ipv6Cidr.test(address);

/**
 * Which proxies' X-Forwarded-For to believe. Only the proxies we run can be trusted: the client's
 * address is the first one, from the right, that a trusted proxy did not add. Believing every hop
 * (the leftmost address) would let any client pick its own. `true` means a proxy on this machine.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, ctx): false | string[] => {
    const raw = value.trim();
    const lower = raw.toLowerCase();
    if (lower === '' || off.includes(lower)) return false;
    if (on.includes(lower)) return ['loopback'];
    const addresses = listOf(raw);
    if (addresses.length > 0 && addresses.every(isProxy)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, true (a proxy on this machine) or a comma-separated list of the proxies' addresses or CIDR ranges (got "${raw}").`,
    });
    return z.NEVER;
  });

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The variables every start reads, in the order their problems are reported. */
export const serverEnv = z.object({
  PORT: z
    .string()
    .default('8080')
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) <= 65535, {
      error: (issue) => `must be a whole number from 0 to 65535 ${got(issue)}.`,
    })
    .transform(Number),
  JWT_SECRET: trimmed(
    z.string().min(32, { error: 'must be at least 32 characters long.' }).nullable().default(null),
  ),
  LOG_LEVEL: trimmed(
    z
      .enum(logLevels, {
        error: (issue) => `must be one of ${logLevels.join(', ')} ${got(issue)}.`,
      })
      .default('info'),
  ),
  LOG_FORMAT: trimmed(
    z
      .enum(['json', 'lines'], { error: (issue) => `must be json or lines ${got(issue)}.` })
      .default(() => (process.stdout.isTTY ? 'lines' : 'json')),
  ),
  PUBLIC_URL: httpUrl,
  DATABASE_URL: urlOf(['postgres:', 'postgresql:']),
  SMTP_URL: urlOf(['smtp:', 'smtps:']),
  MAIL_FROM: emailOr('Floorcraft <no-reply@floorcraft.app>'),
  SUPPORT_EMAIL: emailOr('support@floorcraft.app'),
  SEED_DEMO: flagOr(true),
  REVIEW_ACCOUNT_EMAILS: z
    .string()
    .default('')
    .transform((raw) => listOf(raw, true))
    .pipe(
      z.array(
        z.string().regex(simpleEmail, {
          error: (issue) =>
            `has an entry that is not an e-mail address ("${String(issue.input)}").`,
        }),
      ),
    ),
  TRUST_PROXY: trustProxy,
  /** Non-public addresses calendar feeds may still be fetched from (an intranet, a test). */
  OUTBOUND_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((raw) => listOf(raw))
    .pipe(
      z.array(
        z.string().refine((address) => isIP(address) !== 0, {
          error: (issue) => `must list IP addresses separated by commas ${got(issue)}.`,
        }),
      ),
    ),
  HOST: trimmed(z.string().default('localhost')),
  DATA_DIR: trimmed(z.string().optional()),
  WEB_ROOT: trimmed(z.string().optional()),
  SSR_ROOT: trimmed(z.string().optional()),
});

/** Set when either of FACEBOOK_APP_ID / FACEBOOK_APP_SECRET is: the two go together. */
export const facebookEnv = z
  .looseObject({
    FACEBOOK_APP_ID: trimmed(z.string({ error: 'must be set with FACEBOOK_APP_SECRET.' })),
    FACEBOOK_APP_SECRET: trimmed(z.string({ error: 'must be set with FACEBOOK_APP_ID.' })),
  })
  .pipe(
    z.object({
      FACEBOOK_APP_ID: z.string().regex(/^\d{5,32}$/, {
        error: (issue) => `must be the app's numeric id ${got(issue)}.`,
      }),
      FACEBOOK_APP_SECRET: z.string(),
      FACEBOOK_GRAPH_URL: httpUrl,
      FACEBOOK_DIALOG_URL: httpUrl,
    }),
  );

/** Set when STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is: without both no payment completes. */
export const stripeEnv = z.object({
  STRIPE_SECRET_KEY: trimmed(
    z
      .string({ error: 'must be set with STRIPE_WEBHOOK_SECRET.' })
      .regex(/^(sk|rk)_(test|live)_\w+$/, {
        error: 'must be a Stripe secret key (sk_live_… or sk_test_…).',
      }),
  ),
  STRIPE_WEBHOOK_SECRET: trimmed(
    z
      .string()
      .optional()
      .default('')
      .pipe(
        z.string().regex(/^whsec_\w+$/, {
          error:
            "must be the webhook endpoint's signing secret (whsec_…): without it no payment can be confirmed.",
        }),
      ),
  ),
  /** The platform's share of each order, in percent. */
  PLATFORM_FEE_PERCENT: trimmed(
    z
      .string()
      .default('0')
      .refine((raw) => /^\d+(\.\d+)?$/.test(raw) && Number(raw) <= 50, {
        error: (issue) => `must be a number from 0 to 50 ${got(issue)}.`,
      })
      .transform(Number),
  ),
  STRIPE_API_URL: httpUrl,
});
