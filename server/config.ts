// Reads the server's configuration from the environment; bad values stop start-up with one line.
import { isIP } from 'node:net';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  /** False when PUBLIC_URL is unset: addresses made for a request use the request's own origin. */
  publicUrlSet: boolean;
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  seedDemo: boolean;
  reviewAccountEmails: string[];
  logLevel: string;
  /** JSON lines (pino) for machines, or lines a person reads in a terminal. */
  logFormat: 'json' | 'lines';
  /** Fastify's trustProxy: false, or the addresses (CIDR) of the proxies in front of us. */
  trustProxy: false | string[];
  /** Non-public addresses calendar feeds may still be fetched from (an intranet, a test). */
  outboundAllowedAddresses: string[];
  version: string;
  webRoot: string;
  /** The server's render of public pages (dist-ssr/, built with the web app). */
  ssrRoot: string;
  /** The Facebook app (Login + Graph API); null when FACEBOOK_APP_ID/SECRET are not set. */
  facebook: FacebookConfig | null;
  /** Stripe (Checkout, Connect, webhooks); null without STRIPE_SECRET_KEY: demo payments. */
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API is (Stripe's own unless a test points elsewhere). */
  apiUrl: URL;
  /** The platform's share of each order, in percent (0–50). */
  platformFeePercent: number;
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
  dialogUrl: string;
}

export const FACEBOOK_GRAPH_VERSION = 'v23.0';

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

function port(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT ?? '8080';
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 0 || value > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${raw}").`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}").`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      name,
      `must start with ${protocols.join(' or ')} (got "${parsed.protocol}").`,
    );
  }
  return raw;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${env[name]}").`);
}

const ipv4Cidr = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const ipv6Cidr = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * Which proxies' X-Forwarded-For to believe. Only the proxies we run can be trusted: the client's
 * address is the first one, from the right, that a trusted proxy did not add. Believing every hop
 * (the leftmost address) would let any client pick its own. `true` means a proxy on this machine.
 */
function outboundAllowedAddresses(env: NodeJS.ProcessEnv): string[] {
  const addresses = (env.OUTBOUND_ALLOWED_ADDRESSES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => isIP(address) === 0);
  if (wrong)
    throw new ConfigError(
      'OUTBOUND_ALLOWED_ADDRESSES',
      `must list IP addresses separated by commas (got "${wrong}").`,
    );
  return addresses;
}

function trustProxy(env: NodeJS.ProcessEnv): false | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const lower = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['1', 'true', 'yes', 'on'].includes(lower)) return ['loopback'];
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = (address: string) =>
    ['loopback', 'linklocal', 'uniquelocal'].includes(address) ||
    ipv4Cidr.test(address) ||
    ipv6Cidr.test(address);
  if (addresses.length > 0 && addresses.every(valid)) return addresses;
  throw new ConfigError(
    'TRUST_PROXY',
    `must be false, true (a proxy on this machine) or a comma-separated list of the proxies' addresses or CIDR ranges (got "${raw}").`,
  );
}

const simpleEmail = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function email(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  const address = /<([^>]+)>$/.exec(raw)?.[1] ?? raw;
  if (!simpleEmail.test(address))
    throw new ConfigError(name, `must be an e-mail address (got "${raw}").`);
  return raw;
}

function emailList(env: NodeJS.ProcessEnv, name: string): string[] {
  const items = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  for (const item of items) {
    if (!simpleEmail.test(item))
      throw new ConfigError(name, `has an entry that is not an e-mail address ("${item}").`);
  }
  return items;
}

function facebook(env: NodeJS.ProcessEnv): FacebookConfig | null {
  const appId = env.FACEBOOK_APP_ID?.trim() ?? '';
  const appSecret = env.FACEBOOK_APP_SECRET?.trim() ?? '';
  if (!appId && !appSecret) return null;
  if (!appId) throw new ConfigError('FACEBOOK_APP_ID', 'must be set with FACEBOOK_APP_SECRET.');
  if (!appSecret) throw new ConfigError('FACEBOOK_APP_SECRET', 'must be set with FACEBOOK_APP_ID.');
  if (!/^\d{5,32}$/.test(appId))
    throw new ConfigError('FACEBOOK_APP_ID', `must be the app's numeric id (got "${appId}").`);
  const trimmed = (value: string) => value.replace(/\/+$/, '');
  return {
    appId,
    appSecret,
    graphUrl: trimmed(
      url(env, 'FACEBOOK_GRAPH_URL', ['http:', 'https:']) ??
        `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`,
    ),
    dialogUrl:
      url(env, 'FACEBOOK_DIALOG_URL', ['http:', 'https:']) ??
      `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
  };
}

function stripe(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey) {
    if (webhookSecret)
      throw new ConfigError('STRIPE_SECRET_KEY', 'must be set with STRIPE_WEBHOOK_SECRET.');
    return null;
  }
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'must be a Stripe secret key (sk_live_… or sk_test_…).',
    );
  if (!/^whsec_\w+$/.test(webhookSecret))
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      "must be the webhook endpoint's signing secret (whsec_…): without it no payment can be confirmed.",
    );
  const rawFee = env.PLATFORM_FEE_PERCENT?.trim() || '0';
  const platformFeePercent = Number(rawFee);
  if (!/^\d+(\.\d+)?$/.test(rawFee) || platformFeePercent > 50)
    throw new ConfigError(
      'PLATFORM_FEE_PERCENT',
      `must be a number from 0 to 50 (got "${rawFee}").`,
    );
  return {
    secretKey,
    webhookSecret,
    apiUrl: new URL(url(env, 'STRIPE_API_URL', ['http:', 'https:']) ?? 'https://api.stripe.com'),
    platformFeePercent,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const resolvedPort = port(env);
  const jwtSecret = env.JWT_SECRET?.trim() || null;
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long.');
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(
      'LOG_LEVEL',
      `must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}").`,
    );
  }
  const logFormat = env.LOG_FORMAT?.trim() || (process.stdout.isTTY ? 'lines' : 'json');
  if (logFormat !== 'json' && logFormat !== 'lines') {
    throw new ConfigError('LOG_FORMAT', `must be json or lines (got "${logFormat}").`);
  }
  const publicUrl =
    url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${resolvedPort}`;
  return {
    port: resolvedPort,
    host: env.HOST?.trim() || 'localhost',
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(process.cwd(), 'data')),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    publicUrlSet: Boolean(env.PUBLIC_URL?.trim()),
    jwtSecret,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'Floorcraft <no-reply@floorcraft.app>'),
    supportEmail: email(env, 'SUPPORT_EMAIL', 'support@floorcraft.app'),
    seedDemo: flag(env, 'SEED_DEMO', true),
    reviewAccountEmails: emailList(env, 'REVIEW_ACCOUNT_EMAILS'),
    logLevel,
    logFormat,
    trustProxy: trustProxy(env),
    outboundAllowedAddresses: outboundAllowedAddresses(env),
    version: readVersion(),
    webRoot: path.resolve(env.WEB_ROOT?.trim() || path.join(projectRoot, 'dist')),
    ssrRoot: path.resolve(env.SSR_ROOT?.trim() || path.join(projectRoot, 'dist-ssr')),
    facebook: facebook(env),
    stripe: stripe(env),
  };
}
