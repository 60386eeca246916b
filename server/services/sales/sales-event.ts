// The event a sales report is about, as the reports read it: the school's own configuration (404
// for anyone else's), its zone (the event's, else the school's), its title and local date for file
// names, the day it ends and the currency of its types.
import { DEFAULT_TIME_ZONE } from '../../../src/contract/events';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ownConfigurationRow } from '../ticketing/configurations';

export interface SalesEvent {
  configurationId: string;
  organisationId: string;
  timeZone: string;
  title: string;
  /** The event's start date in its zone (YYYY-MM-DD), null before it has an event. */
  localDate: string | null;
  /** The day the event ends, in its zone; null before it has an event. */
  lastDay: string | null;
  /** Today in the event's zone. */
  today: string;
  currency: string;
}

export async function salesEventOf(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<SalesEvent> {
  const configuration = await ownConfigurationRow(db, organisationId, configurationId);
  const school = await db
    .selectFrom('organisations')
    .select('time_zone')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  const event = configuration.event_id
    ? await db
        .selectFrom('events')
        .select([
          'title',
          'time_zone',
          sql<string>`to_char(local_date, 'YYYY-MM-DD')`.as('local_date'),
          sql<string>`to_char(ends_at AT TIME ZONE time_zone, 'YYYY-MM-DD')`.as('last_day'),
        ])
        .where('id', '=', configuration.event_id)
        .executeTakeFirst()
    : undefined;
  const timeZone = event?.time_zone ?? school?.time_zone ?? DEFAULT_TIME_ZONE;
  const { today } = await sql<{
    today: string;
  }>`select to_char(now() AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') as today`
    .execute(db)
    .then((result) => result.rows[0]!);
  const type = await db
    .selectFrom('ticket_types')
    .select('currency')
    .where('configuration_id', '=', configurationId)
    .orderBy('position')
    .executeTakeFirst();
  const details = configuration.event_details as { title?: unknown } | null;
  return {
    configurationId,
    organisationId,
    timeZone,
    title: event?.title ?? (typeof details?.title === 'string' ? details.title : ''),
    localDate: event?.local_date ?? null,
    lastDay: event?.last_day ?? null,
    today,
    currency: type?.currency ?? 'AUD',
  };
}
