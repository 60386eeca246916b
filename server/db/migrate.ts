// Applies the SQL migrations in order, once, under a transaction-scoped advisory lock so that
// several server processes starting together never run one twice.
import { sql, type Kysely } from 'kysely';
import { statements as accounts } from './migrations/0001-accounts';
import { statements as events } from './migrations/0002-events';
import { statements as images } from './migrations/0003-images';
import { statements as eventLocalDate } from './migrations/0004-event-local-date';
import { statements as ticketing } from './migrations/0005-ticketing';
import { statements as purchases } from './migrations/0006-purchases';
import { statements as facebook } from './migrations/0007-facebook';
import { statements as hardening } from './migrations/0008-hardening';
import { statements as payments } from './migrations/0009-payments';
import { statements as door } from './migrations/0010-door';
import { statements as passes } from './migrations/0011-passes';
import { statements as calendarFeeds } from './migrations/0012-calendar-feeds';
import { statements as feedSubscriptions } from './migrations/0013-feed-subscriptions';
import { statements as feedLimits } from './migrations/0014-feed-limits';
import { statements as partnerRoles } from './migrations/0015-partner-roles';
import { statements as waitlists } from './migrations/0016-waitlists';
import { statements as couples } from './migrations/0017-couples';
import { statements as classPasses } from './migrations/0018-class-passes';
import { statements as feedSyncLimits } from './migrations/0019-feed-sync-limits';
import { statements as signInDevices } from './migrations/0020-sign-in-devices';
import { statements as passExtensions } from './migrations/0021-pass-extensions';
import { statements as archivedTicketSales } from './migrations/0022-archived-ticket-sales';
import { statements as eventSessions } from './migrations/0023-event-sessions';
import { statements as sessionAdmissions } from './migrations/0025-session-admissions';
import { statements as passCourses } from './migrations/0026-pass-courses';
import { statements as cancelledSessions } from './migrations/0027-cancelled-sessions';
import { statements as jobs } from './migrations/0028-jobs';
import { statements as promoCodes } from './migrations/0029-promo-codes';
import { statements as scheduleImages } from './migrations/0030-schedule-images';
import { statements as priceTiers } from './migrations/0031-price-tiers';
import { statements as comps } from './migrations/0032-comps';
import { statements as taxInvoices } from './migrations/0033-tax-invoices';
import { statements as guestCheckout } from './migrations/0034-guest-checkout';
import { statements as ticketChanges } from './migrations/0035-ticket-changes';
import { statements as attendeeMessages } from './migrations/0036-attendee-messages';
import { statements as instructors } from './migrations/0037-instructors';
import { statements as eventChanges } from './migrations/0039-event-changes';
import { statements as team } from './migrations/0040-team';
import { statements as addOns } from './migrations/0041-add-ons';
import { statements as search } from './migrations/0042-search';
import { statements as doorSales } from './migrations/0043-door-sales';
import { statements as localGuides } from './migrations/0044-local-guides';
import { statements as attendeeQuestions } from './migrations/0045-attendee-questions';
import { statements as guideMessageKeys } from './migrations/0046-guide-message-keys-and-answers';
import { statements as ticketPrices } from './migrations/0048-ticket-prices';
import { statements as privateLessons } from './migrations/0051-private-lessons';
import { advisoryLockKey } from './advisory-lock';

export interface Migration {
  name: string;
  statements: string[];
}

export const migrations: Migration[] = [
  { name: '0001-accounts', statements: accounts },
  { name: '0002-events', statements: events },
  { name: '0003-images', statements: images },
  { name: '0004-event-local-date', statements: eventLocalDate },
  { name: '0005-ticketing', statements: ticketing },
  { name: '0006-purchases', statements: purchases },
  { name: '0007-facebook', statements: facebook },
  { name: '0008-hardening', statements: hardening },
  { name: '0009-payments', statements: payments },
  { name: '0010-door', statements: door },
  { name: '0011-passes', statements: passes },
  { name: '0012-calendar-feeds', statements: calendarFeeds },
  { name: '0013-feed-subscriptions', statements: feedSubscriptions },
  { name: '0014-feed-limits', statements: feedLimits },
  { name: '0015-partner-roles', statements: partnerRoles },
  { name: '0016-waitlists', statements: waitlists },
  { name: '0017-couples', statements: couples },
  { name: '0018-class-passes', statements: classPasses },
  { name: '0019-feed-sync-limits', statements: feedSyncLimits },
  { name: '0020-sign-in-devices', statements: signInDevices },
  { name: '0021-pass-extensions', statements: passExtensions },
  { name: '0022-archived-ticket-sales', statements: archivedTicketSales },
  { name: '0023-event-sessions', statements: eventSessions },
  { name: '0025-session-admissions', statements: sessionAdmissions },
  { name: '0026-pass-courses', statements: passCourses },
  { name: '0027-cancelled-sessions', statements: cancelledSessions },
  { name: '0028-jobs', statements: jobs },
  { name: '0029-promo-codes', statements: promoCodes },
  { name: '0030-schedule-images', statements: scheduleImages },
  { name: '0031-price-tiers', statements: priceTiers },
  { name: '0032-comps', statements: comps },
  { name: '0033-tax-invoices', statements: taxInvoices },
  { name: '0034-guest-checkout', statements: guestCheckout },
  { name: '0035-ticket-changes', statements: ticketChanges },
  { name: '0036-attendee-messages', statements: attendeeMessages },
  { name: '0037-instructors', statements: instructors },
  { name: '0039-event-changes', statements: eventChanges },
  { name: '0040-team', statements: team },
  { name: '0041-add-ons', statements: addOns },
  { name: '0042-search', statements: search },
  { name: '0043-door-sales', statements: doorSales },
  { name: '0044-local-guides', statements: localGuides },
  { name: '0045-attendee-questions', statements: attendeeQuestions },
  { name: '0046-guide-message-keys-and-answers', statements: guideMessageKeys },
  { name: '0048-ticket-prices', statements: ticketPrices },
  { name: '0051-private-lessons', statements: privateLessons },
];

/** Runs the pending migrations in `schema`; answers the names it applied. */
export async function migrate(db: Kysely<unknown>, schema: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${advisoryLockKey(`migrate:${schema}`)})`.execute(trx);
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS ${sql.id(schema, 'schema_migrations')} (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const done = await sql<{
      name: string;
    }>`SELECT name FROM ${sql.id(schema, 'schema_migrations')}`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO ${sql.id(schema, 'schema_migrations')} (name) VALUES (${migration.name})`.execute(
        trx,
      );
      ran.push(migration.name);
    }
    return ran;
  });
}
