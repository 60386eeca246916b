// The iCalendar feeds we publish: a school's upcoming events, a discovery feed (by dance style,
// near a point), and a dancer's own tickets behind a secret address. Each event keeps its UID,
// bumps SEQUENCE and LAST-MODIFIED when it changes, and links to its page. A festival or a course
// (more than one session) is one VEVENT per session, as in its own calendar file; in a dancer's
// feed, the sessions their tickets admit to.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { eventPagePath } from '../../../src/contract/event-page';
import { icsCalendar, type IcsEvent } from '../../../src/contract/ics';
import { programmeIcsEvents, sessionIcsEvent } from '../../../src/contract/programme-ics';
import { inTimetableOrder } from '../../../src/contract/sessions';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { programmesOf, type Programmes } from './feed-programmes';

const FEED_EVENTS = 1_000;
/** Events that ended this long ago still show, so tonight's social stays in the calendar. */
const KEEP_ENDED_MS = 24 * 3_600_000;

export interface Feed {
  body: string;
  etag: string;
}

interface FeedRow {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  location_description: string;
  created_at: Date;
  updated_at: Date;
  cancelled: boolean;
}

const feedColumns = [
  'events.id',
  'events.title',
  'events.description',
  'events.starts_at',
  'events.ends_at',
  'events.time_zone',
  'events.location_description',
  'events.created_at',
  'events.updated_at',
  // Cancelled by its school (an event change): STATUS:CANCELLED, so calendars strike or drop it.
  sql<boolean>`EXISTS (SELECT 1 FROM ticket_configurations fc
    WHERE fc.event_id = events.id AND fc.event_state = 'cancelled')`.as('cancelled'),
] as const;

function feedOf(
  rows: FeedRow[],
  origin: string,
  name: string,
  programmes: Programmes,
  rendered?: Map<string, string>,
): Feed {
  const events: IcsEvent[] = rows.flatMap((row) => {
    const event: IcsEvent = {
      uid: `${row.id}@floorcraft`,
      // Every change to an event bumps updated_at: the same key is the same text.
      cacheKey: `${row.id} ${row.updated_at.getTime()} ${row.time_zone} ${origin}`,
      title: row.title,
      start: row.starts_at.toISOString(),
      end: row.ends_at.toISOString(),
      timeZone: row.time_zone,
      location: row.location_description,
      description: row.description,
      url: `${origin}${eventPagePath(row)}`,
      // Seconds since creation at the last change: grows with every edit.
      sequence: Math.max(
        0,
        Math.floor((row.updated_at.getTime() - row.created_at.getTime()) / 1000),
      ),
      lastModified: row.updated_at.toISOString(),
      cancelled: row.cancelled,
    };
    // A festival's sessions (a dancer's feed: those their tickets admit to, even just one).
    const programme = programmes.sessions.get(row.id);
    if (programme)
      return inTimetableOrder(programme).map((session) => sessionIcsEvent(event, session));
    // An event of one session is its own entry (cancelled with its night: the contract's rule).
    const night = programmes.nights.get(row.id);
    return night ? programmeIcsEvents(event, [night]) : [event];
  });
  // DTSTAMP is the newest change, not the time of asking: the same feed answers the same bytes.
  const newest = rows.reduce((latest, row) => Math.max(latest, row.updated_at.getTime()), 0);
  const body = icsCalendar(events, new Date(newest || 0), name, rendered);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

const upcoming = () => new Date(Date.now() - KEEP_ENDED_MS);

/**
 * Built school feeds, kept while nothing in them changed: calendar apps poll the same feed every
 * few minutes, and one small count tells whether it did (events added, removed, edited — every
 * edit bumps updated_at — or ended, or the school renamed).
 */
const FEED_CACHE_SIZE = 200;
const schoolFeeds = new WeakMap<
  Db,
  Map<string, { fingerprint: string; feed: Feed; rendered: Map<string, string> }>
>();

export async function schoolFeed(db: Db, organisationId: string, origin: string): Promise<Feed> {
  const school = await db
    .selectFrom('organisations')
    .leftJoin('events', (join) =>
      join
        .onRef('events.organisation_id', '=', 'organisations.id')
        .on('events.ends_at', '>', upcoming()),
    )
    .select((eb) => [
      'organisations.name',
      eb.fn.count<string>('events.id').as('events'),
      eb.fn.max('events.updated_at').as('changed'),
    ])
    .where('organisations.id', '=', organisationId)
    .groupBy('organisations.name')
    .executeTakeFirst();
  if (!school) throw notFound('No dance school has this calendar.');
  const fingerprint = `${origin} ${school.name} ${school.events} ${new Date(school.changed ?? 0).getTime()}`;
  let cache = schoolFeeds.get(db);
  if (!cache) schoolFeeds.set(db, (cache = new Map()));
  const kept = cache.get(organisationId);
  if (kept?.fingerprint === fingerprint) return kept.feed;
  const rows = await db
    .selectFrom('events')
    .select(feedColumns)
    .where('organisation_id', '=', organisationId)
    .where('ends_at', '>', upcoming())
    .orderBy('starts_at')
    .limit(FEED_EVENTS)
    .execute();
  // The events' text from the last build is reused for those that did not change.
  const rendered = kept?.rendered ?? new Map<string, string>();
  const programmes = await programmesOf(
    db,
    rows.map((row) => row.id),
  );
  const feed = feedOf(rows, origin, `${school.name} — Floorcraft`, programmes, rendered);
  cache.delete(organisationId);
  cache.set(organisationId, { fingerprint, feed, rendered });
  // The oldest entry goes first (a Map keeps insertion order).
  if (cache.size > FEED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return feed;
}

export interface DiscoveryFilter {
  style?: string;
  near?: { latitude: number; longitude: number; radiusKm: number };
}

export async function discoveryFeed(db: Db, filter: DiscoveryFilter, origin: string) {
  let query = db
    .selectFrom('events')
    .select(feedColumns)
    .where('ends_at', '>', upcoming())
    .where('is_demo_data', '=', false);
  if (filter.style) query = query.where(sql<boolean>`${filter.style} = ANY(events.dance_styles)`);
  if (filter.near) {
    const { latitude, longitude, radiusKm } = filter.near;
    // Great-circle distance in km (the haversine), only for events with a place.
    query = query.where(
      sql<boolean>`events.latitude IS NOT NULL AND 2 * 6371 * asin(sqrt(
        power(sin(radians(events.latitude - ${latitude}) / 2), 2) +
        cos(radians(${latitude})) * cos(radians(events.latitude)) *
        power(sin(radians(events.longitude - ${longitude}) / 2), 2))) <= ${radiusKm}`,
    );
  }
  const rows = await query.orderBy('starts_at').limit(FEED_EVENTS).execute();
  const name = ['Dance events', filter.style, filter.near ? 'nearby' : null]
    .filter(Boolean)
    .join(' · ');
  const programmes = await programmesOf(
    db,
    rows.map((row) => row.id),
  );
  return feedOf(rows, origin, `${name} — Floorcraft`, programmes);
}

/** A dancer's tickets (their events, once each), behind the feed's secret token. */
export async function ticketsFeed(db: Db, token: string, origin: string): Promise<Feed> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('calendar_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!account) throw notFound('This calendar link has been replaced or removed.');
  const rows = await db
    .selectFrom('events')
    .select(feedColumns)
    .where('ends_at', '>', upcoming())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tickets')
          .select('tickets.id')
          .whereRef('tickets.event_id', '=', 'events.id')
          .where('tickets.account_id', '=', account.id)
          .where('tickets.voided_at', 'is', null),
      ),
    )
    .orderBy('starts_at')
    .limit(FEED_EVENTS)
    .execute();
  const programmes = await programmesOf(
    db,
    rows.map((row) => row.id),
    account.id,
  );
  return feedOf(rows, origin, 'My dance tickets — Floorcraft', programmes);
}

/** A new secret address for the account's ticket feed (the old one stops working). */
export async function renewTicketsFeed(db: Db, accountId: string, origin: string) {
  const token = newOpaqueToken();
  await db
    .updateTable('accounts')
    .set({ calendar_token_hash: hashToken(token) })
    .where('id', '=', accountId)
    .execute();
  return { url: `${origin}/calendar/tickets/${token}.ics` };
}

/** Whether the account has a ticket feed address now (the address itself is shown only when made). */
export async function ticketsFeedActive(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('calendar_token_hash')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return Boolean(row?.calendar_token_hash);
}

export async function removeTicketsFeed(db: Db, accountId: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ calendar_token_hash: null })
    .where('id', '=', accountId)
    .execute();
}
