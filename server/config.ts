// The server's configuration from the environment (variables in config-schema.ts); a bad value
// stops start-up with one line naming the variable.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { facebookEnv, serverEnv, stripeEnv } from './config-schema';

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

/** The parsed variables, or ConfigError naming the first variable with a problem. */
function read<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'is not right.');
}

function facebook(env: NodeJS.ProcessEnv): FacebookConfig | null {
  if (!env.FACEBOOK_APP_ID?.trim() && !env.FACEBOOK_APP_SECRET?.trim()) return null;
  const vars = read(facebookEnv, env);
  return {
    appId: vars.FACEBOOK_APP_ID,
    appSecret: vars.FACEBOOK_APP_SECRET,
    graphUrl: (
      vars.FACEBOOK_GRAPH_URL ?? `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`
    ).replace(/\/+$/, ''),
    dialogUrl:
      vars.FACEBOOK_DIALOG_URL ?? `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
  };
}

function stripe(env: NodeJS.ProcessEnv): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY?.trim() && !env.STRIPE_WEBHOOK_SECRET?.trim()) return null;
  const vars = read(stripeEnv, env);
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    apiUrl: new URL(vars.STRIPE_API_URL ?? 'https://api.stripe.com'),
    platformFeePercent: vars.PLATFORM_FEE_PERCENT,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = read(serverEnv, env);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: vars.DATABASE_URL ?? null,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: vars.PUBLIC_URL !== undefined,
    jwtSecret: vars.JWT_SECRET,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    supportEmail: vars.SUPPORT_EMAIL,
    seedDemo: vars.SEED_DEMO,
    reviewAccountEmails: vars.REVIEW_ACCOUNT_EMAILS,
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT,
    trustProxy: vars.TRUST_PROXY,
    outboundAllowedAddresses: vars.OUTBOUND_ALLOWED_ADDRESSES,
    version: readVersion(),
    webRoot: path.resolve(vars.WEB_ROOT ?? path.join(projectRoot, 'dist')),
    ssrRoot: path.resolve(vars.SSR_ROOT ?? path.join(projectRoot, 'dist-ssr')),
    facebook: facebook(env),
    stripe: stripe(env),
  };
}
