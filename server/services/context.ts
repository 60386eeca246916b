// What services need besides the database: configuration, token signing, mail and jobs.
import type { Config } from '../config';
import type { AccessTokens } from './accounts/access-tokens';
import type { Mailer } from './mailer';
import type { BackgroundTasks } from './jobs/background-tasks';
import type { JobRunner } from './jobs/job-runner';
import type { DeviceCookies } from './accounts/device-cookies';
import type { CheckInCodes } from './ticketing/check-in-codes';
import type { DoorTokens } from './door/door-tokens';
import type { LinkTokens } from './accounts/link-tokens';
import type { OrderLinks } from './purchases/order-links';
import type { FacebookIntegration } from './facebook/facebook-integration';
import type { DatabaseTarget, Db } from '../db/database';
import type { Stripe } from './payments/stripe-client';

export interface ServiceContext {
  config: Config;
  accessTokens: AccessTokens;
  mailer: Mailer;
  background: BackgroundTasks;
  /** The durable jobs (jobs/job-runner.ts); polling starts with the server, not in tests. */
  jobs: JobRunner;
  checkInCodes: CheckInCodes;
  doorTokens: DoorTokens;
  /** Signs and checks a guest's order links. */
  orderLinks: OrderLinks;
  /** Signs and reads the cookie that tells a device the account signed in on before. */
  deviceCookies: DeviceCookies;
  /** Tokens of e-mailed links that a resend repeats (account deletion). */
  linkTokens: LinkTokens;
  facebook: FacebookIntegration;
  /** The Stripe client, or null: no keys, demo payments. */
  stripe: Stripe | null;
  /** Which addresses outbound fetches (calendar feeds) may reach: public ones, but in tests. */
  outboundAddressPolicy: (address: string) => boolean;
}

/** The database a request works on, and which one it is. */
export interface Scope {
  db: Db;
  target: DatabaseTarget;
}
