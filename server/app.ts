// Assembles the API server: plugins, routes and the web app, on the given databases.
import { DoorTokens } from './services/door/door-tokens';
import { OrderLinks } from './services/purchases/order-links';
import { doorRoutes } from './routes/door';
import { calendarFeedRoutes } from './routes/calendar-feeds';
import { eventCalendarFileRoutes } from './routes/event-calendar-file';
import { CheckInCodes } from './services/ticketing/check-in-codes';
import { organisationRoutes } from './routes/organisations';
import { taxDocumentRoutes } from './routes/tax-documents';
import { ticketingRoutes } from './routes/ticketing';
import { purchaseRoutes } from './routes/purchases';
import { codeRoutes } from './routes/codes';
import { addOnRoutes } from './routes/add-ons';
import { questionRoutes } from './routes/questions';
import { compRoutes } from './routes/comps';
import { ticketChangeRoutes } from './routes/ticket-changes';
import { messageRoutes } from './routes/messages';
import { eventChangeRoutes } from './routes/event-changes';
import { facebookRoutes } from './routes/facebook';
import { facebookCallbackRoutes } from './routes/facebook-callbacks';
import { guestCheckoutRoutes } from './routes/guest-checkout';
import { paymentRoutes } from './routes/payments';
import { salesReportRoutes } from './routes/sales-reports';
import { waitlistRoutes } from './routes/waitlist';
import { passRoutes } from './routes/passes';
import { feedSubscriptionRoutes } from './routes/feed-subscriptions';
import { isPublicAddress } from './services/outbound/address-policy';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { FacebookIntegration } from './services/facebook/facebook-integration';
import { stripeClientOf } from './services/payments/stripe-client';
import Fastify, { type FastifyInstance } from 'fastify';
import { readableLogStream } from './lib/log-lines';
import type { Config } from './config';
import type { Databases } from './db/database';
import { LinkTokens } from './services/accounts/link-tokens';
import { DeviceCookies } from './services/accounts/device-cookies';
import { AccessTokens } from './services/accounts/access-tokens';
import { Mailer } from './services/mailer';
import { BackgroundTasks } from './services/jobs/background-tasks';
import { JobRunner } from './services/jobs/job-runner';
import { houseJobs } from './services/jobs/house-jobs';
import type { ServiceContext } from './services/context';
import {
  clientErrorHandler,
  frameworkErrors,
  registerClosingAnswer,
  registerErrorHandling,
} from './plugins/error-handling';
import { registerJsonBodies } from './plugins/json-body';
import { registerPathParamLimit, ROUTER_MAX_PARAM_LENGTH } from './plugins/path-params';
import { registerDatabaseScope } from './plugins/database-scope';
import { registerAuthentication } from './plugins/authentication';
import { registerOrganiserRoles } from './plugins/organiser-roles';
import { registerSecurityHeaders } from './plugins/security-headers';
import { loadInlineStyles, registerPages } from './pages';
import { authRoutes } from './routes/auth';
import { accountRoutes } from './routes/account';
import { siteRoutes } from './routes/site';
import { adminRoutes } from './routes/admin';
import { eventRoutes } from './routes/events';
import { eventImportRoutes } from './routes/event-imports';
import { imageRoutes } from './routes/images';
import { guideRoutes } from './routes/guides';
import { instructorRoutes } from './routes/instructors';
import { lessonRoutes } from './routes/lessons';
import { searchRoutes } from './routes/search';
import { teamRoutes } from './routes/team';

/** Every call but the calendar-file imports, which carry images. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The whole request, body included, must arrive within this: a 20 MB import at 1.5 Mbit/s fits,
 * a body trickled a byte at a time does not hold its connection for more than two minutes.
 * Slow headers are cut earlier by Node's headersTimeout (60 s); idle sockets by keep-alive's.
 */
export const REQUEST_TIMEOUT_MS = 120_000;
const HEADERS_TIMEOUT_MS = 60_000;

export interface AppOptions {
  config: Config;
  databases: Databases;
  jwtSecret: string;
  /** Token the CLI presents to act through this server; no admin route without one. */
  adminToken?: string;
  /** Tests let calendar feeds reach a local server; everywhere else only public addresses. */
  outboundAddressPolicy?: (address: string) => boolean;
  /** Tests shorten the request timeout to see it close a slow body. */
  requestTimeoutMs?: number;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: ServiceContext;
}

export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { config, databases } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', `req.headers["x-floorcraft-admin-token"]`],
      ...(config.logFormat === 'lines' ? { stream: readableLogStream() } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Over-long path segments are refused by registerPathParamLimit, 400 in the contract's shape.
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
    // Answered 408 in the contract's shape by clientErrorHandler, and the connection closed.
    requestTimeout: requestTimeoutMs,
    http: {
      // How often Node looks for requests past their time (its default, 30 s, would let them
      // overstay by that much).
      connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 4),
      // Node's own 60 s for the headers; it enforces no request timeout shorter than this.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    },
    trustProxy: config.trustProxy,
    // Fastify's own answers for these have another shape; ours are in plugins/error-handling.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  });
  const jobs = new JobRunner(databases, app.log);
  const ctx: ServiceContext = {
    config,
    accessTokens: new AccessTokens(options.jwtSecret),
    mailer: new Mailer(config.smtpUrl, config.mailFrom, app.log, jobs),
    background: new BackgroundTasks(app.log),
    jobs,
    checkInCodes: new CheckInCodes(options.jwtSecret),
    doorTokens: new DoorTokens(options.jwtSecret),
    orderLinks: new OrderLinks(options.jwtSecret),
    deviceCookies: new DeviceCookies(options.jwtSecret),
    linkTokens: new LinkTokens(options.jwtSecret),
    facebook: new FacebookIntegration(config.facebook, options.jwtSecret),
    stripe: stripeClientOf(config.stripe),
    outboundAddressPolicy:
      options.outboundAddressPolicy ??
      ((address) => isPublicAddress(address) || config.outboundAllowedAddresses.includes(address)),
  };
  jobs.define(houseJobs(ctx));
  app.addHook('onClose', async () => {
    await ctx.background.idle();
    await jobs.stop();
    ctx.mailer.close();
  });

  // The API speaks JSON only; anything else is answered 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app);
  registerErrorHandling(app);
  registerClosingAnswer(app);
  registerPathParamLimit(app);
  registerDatabaseScope(app, databases);
  registerAuthentication(app, ctx.accessTokens);
  app.decorate('declaredRoutes', registerOrganiserRoles(app));
  const inlineStyles = loadInlineStyles(config.webRoot);
  await registerSecurityHeaders(app, inlineStyles.hashes);
  await app.register(siteRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(eventRoutes);
  await app.register(eventImportRoutes(ctx));
  await app.register(imageRoutes);
  await app.register(instructorRoutes);
  await app.register(lessonRoutes(ctx));
  await app.register(guideRoutes(ctx));
  await app.register(searchRoutes);
  await app.register(organisationRoutes);
  await app.register(taxDocumentRoutes);
  await app.register(ticketingRoutes(ctx));
  await app.register(purchaseRoutes(ctx));
  await app.register(codeRoutes());
  await app.register(addOnRoutes());
  await app.register(questionRoutes());
  await app.register(compRoutes(ctx));
  await app.register(ticketChangeRoutes(ctx));
  await app.register(messageRoutes(ctx));
  await app.register(eventChangeRoutes(ctx));
  await app.register(doorRoutes(ctx));
  await app.register(calendarFeedRoutes(ctx));
  await app.register(eventCalendarFileRoutes(ctx));
  await app.register(feedSubscriptionRoutes(ctx));
  await app.register(facebookRoutes(ctx));
  await app.register(facebookCallbackRoutes(ctx, databases));
  await app.register(paymentRoutes(ctx));
  await app.register(salesReportRoutes);
  await app.register(guestCheckoutRoutes(ctx));
  await app.register(waitlistRoutes(ctx));
  await app.register(passRoutes(ctx));
  await app.register(teamRoutes(ctx));
  await app.register(stripeWebhookRoutes(ctx, databases));
  if (options.adminToken) await app.register(adminRoutes(ctx, databases, options.adminToken));
  await registerPages(app, config, databases, inlineStyles);
  return { app, ctx };
}
