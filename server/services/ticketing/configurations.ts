// Ticket configurations as the organiser reads them (spec §3, §7): one loaded into the wizard, the
// draft summaries and the published list (coming events soonest first, then ended ones). Every read is within the caller's organisation: another
// organisation's configuration is not found.
import type { Selectable } from 'kysely';
import type {
  EventDetails,
  PaymentMethod,
  TicketConfiguration,
  TicketType,
} from '../../../src/contract/ticketing';
import type { DraftSummary, PublishedEvent } from '../../../src/contract/organiser-lists';
import { publishedInOrder } from '../../../src/contract/organiser-lists';
import { salesAtAGlance } from './sales-glance';
import { DEFAULT_TIME_ZONE } from '../../../src/contract/events';
import type { Db } from '../../db/database';
import type { TicketConfigurationTable, TicketTypeTable } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { EventSession } from '../../../src/contract/sessions';
import { admittedSessionIds, sessionIdsAsSaved, sessionsOf } from './session-reads';

type ConfigurationRow = Selectable<TicketConfigurationTable>;
type StoredEventDetails = Omit<EventDetails, 'base64Image'>;

export const CONFIGURATION_NOT_FOUND = 'Ticket configuration not found.';

/** Retention removed the ended event: its sales stay readable, nothing about it changes again. */
export function assertNotArchived(row: { archived_at: Date | null }): void {
  if (row.archived_at)
    throw new AppError(
      409,
      'CONFLICT',
      'This event ended more than 30 days ago and was archived: its sales stay readable, but it can no longer be changed.',
    );
}

export const centsOf = (price: number) => Math.round(price * 100);

export function ticketTypeOf(
  row: Selectable<TicketTypeTable>,
  sessionIds: string[] | null = null,
): TicketType {
  return {
    id: row.id,
    name: row.name,
    price: row.price_cents / 100,
    currency: row.currency as TicketType['currency'],
    quantity: row.quantity,
    description: row.description,
    restrictions: row.restrictions,
    hidden: row.hidden,
    payWhatYouWant: row.pay_what_you_want,
    priceSteps: row.price_steps.map((step) => ({
      label: step.label,
      price: step.priceCents / 100,
      endsAt: step.endsAt,
      endsAfterSold: step.endsAfterSold,
    })),
    roles: row.roles ?? null,
    sessionIds,
  };
}

export const storedDetails = (row: ConfigurationRow) => row.event_details as StoredEventDetails;

export async function ticketTypesOf(db: Db, configurationIds: string[]) {
  const byConfiguration = new Map<string, TicketType[]>();
  if (configurationIds.length === 0) return byConfiguration;
  const rows = await db
    .selectFrom('ticket_types')
    .selectAll()
    .where('configuration_id', 'in', configurationIds)
    .orderBy('configuration_id')
    .orderBy('position')
    .execute();
  const sessions = await sessionsOf(db, configurationIds);
  const admitted = await admittedSessionIds(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const all = (sessions.get(row.configuration_id) ?? []).map((session) => session.id);
    const list = byConfiguration.get(row.configuration_id) ?? [];
    list.push(ticketTypeOf(row, sessionIdsAsSaved(admitted.get(row.id) ?? [], all)));
    byConfiguration.set(row.configuration_id, list);
  }
  return byConfiguration;
}

export function configurationOf(
  row: ConfigurationRow,
  types: TicketType[],
  sessions: EventSession[],
  timeZone: string,
): TicketConfiguration {
  return {
    id: row.id,
    eventId: row.event_id,
    status: row.status,
    currentStep: row.current_step,
    eventDetails: storedDetails(row),
    ticketSetup: {
      ticketTypes: types,
      sessions,
      salesPeriod: {
        startDate: row.sales_starts_at?.toISOString() ?? null,
        endDate: row.sales_ends_at?.toISOString() ?? null,
      },
      refundPolicy: row.refund_policy,
    },
    checkout: {
      paymentMethods: row.payment_methods as PaymentMethod[],
      termsAndConditions: row.terms_and_conditions,
    },
    updatedAt: row.updated_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    timeZone,
  };
}

/**
 * Where a configuration's event happens: the zone its details name, else its event's, else the
 * school's before it has one.
 */
async function zoneOf(db: Db, row: ConfigurationRow): Promise<string> {
  const chosen = storedDetails(row).timeZone;
  if (chosen) return chosen;
  const event = row.event_id
    ? await db
        .selectFrom('events')
        .select('time_zone')
        .where('id', '=', row.event_id)
        .executeTakeFirst()
    : undefined;
  if (event) return event.time_zone;
  const school = await db
    .selectFrom('organisations')
    .select('time_zone')
    .where('id', '=', row.organisation_id)
    .executeTakeFirst();
  return school?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** The organisation's configuration row, or 404. */
export async function ownConfigurationRow(
  db: Db,
  organisationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConfigurationRow> {
  let query = db
    .selectFrom('ticket_configurations')
    .selectAll()
    .where('id', '=', id)
    .where('organisation_id', '=', organisationId);
  // NO KEY UPDATE: a purchase only takes KEY SHARE on its configuration (its order refers to it),
  // so buyers never wait on an organiser's save here (see db/lock-order.ts).
  if (options.lock) query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CONFIGURATION_NOT_FOUND);
  return row;
}

export async function loadConfiguration(
  db: Db,
  organisationId: string,
  id: string,
): Promise<TicketConfiguration> {
  const row = await ownConfigurationRow(db, organisationId, id);
  const types = await ticketTypesOf(db, [row.id]);
  const sessions = await sessionsOf(db, [row.id]);
  return configurationOf(
    row,
    types.get(row.id) ?? [],
    sessions.get(row.id) ?? [],
    await zoneOf(db, row),
  );
}

export async function listDrafts(db: Db, organisationId: string): Promise<DraftSummary[]> {
  const rows = await db
    .selectFrom('ticket_configurations')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('status', '=', 'draft')
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => {
    const details = storedDetails(row);
    return {
      id: row.id,
      eventDetails: {
        title: details.title,
        location: { description: details.location.description },
        startDateTime: details.startDateTime ?? null,
      },
      currentStep: row.current_step,
      updatedAt: row.updated_at.toISOString(),
    };
  });
}

/** `revenue`: false for a member whose role reads no sales (teacher, door): the cards go without it. */
function glanceFor(
  glance: PublishedEvent['sales'],
  withRevenue: boolean,
): PublishedEvent['sales'] {
  const { revenue, ...places } = glance ?? { sold: 0, capacity: 0, revenue: 0, currency: 'AUD' };
  return withRevenue ? { ...places, revenue } : places;
}

export async function listPublished(
  db: Db,
  organisationId: string,
  show: { revenue: boolean } = { revenue: true },
): Promise<PublishedEvent[]> {
  const rows = await db
    .selectFrom('ticket_configurations')
    .leftJoin('events', 'events.id', 'ticket_configurations.event_id')
    .selectAll('ticket_configurations')
    .select(['events.time_zone', 'events.changed_in_feed'])
    .where('ticket_configurations.organisation_id', '=', organisationId)
    .where('ticket_configurations.status', '=', 'published')
    .orderBy('ticket_configurations.published_at', 'desc')
    .execute();
  const ids = rows.map((row) => row.id);
  const [types, sessions, sales] = await Promise.all([
    ticketTypesOf(db, ids),
    sessionsOf(db, ids),
    salesAtAGlance(db, ids),
  ]);
  const list = rows.map((row): PublishedEvent => {
    const details = storedDetails(row);
    return {
      id: row.id,
      eventId: row.event_id,
      status: row.status,
      eventDetails: {
        title: details.title,
        startDateTime: details.startDateTime ?? null,
        endDateTime: details.endDateTime ?? null,
        location: { description: details.location.description },
        timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
      },
      ticketSetup: { ticketTypes: types.get(row.id) ?? [], sessions: sessions.get(row.id) ?? [] },
      eventState: row.event_state,
      changedInFeed: row.changed_in_feed ?? null,
      sales: glanceFor(sales.get(row.id), show.revenue),
    };
  });
  return publishedInOrder(list);
}
