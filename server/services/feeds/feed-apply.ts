// Makes a feed's events match its occurrences in slices of SLICE occurrences, each slice its own
// short transaction, so a sync never holds the embedded database (one connection) or the event
// loop for long: new occurrences are added, changed ones updated in place, and those gone from the
// feed deleted in batches. Events with tickets are never rewritten or deleted: they say what the
// feed did, for the organiser. Each slice first renews the sync's lease; a feed removed meanwhile,
// or a lease taken over after expiring, ends the sync (SyncAbandoned) without touching more.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { shortDateTimeText } from '../../../src/contract/date-formats';
import { stylesIn } from '../../../src/contract/dance-style-keywords';
import { LOCATION_TBA, UNTITLED_EVENT } from '../../../src/contract/events';
import type { Db } from '../../db/database';
import type { FeedOccurrence } from './feed-occurrences';
import { nextTurn } from '../../lib/next-turn';

const SLICE = 100;
const PAGE = 1_000;

export class SyncAbandoned extends Error {}

export type FeedToSync = {
  id: string;
  organisation_id: string | null;
  account_id: string;
  default_style: string | null;
};

export type ExistingEvent = {
  id: string;
  feed_key: string | null;
  feed_hash: string | null;
  configuration_id: string | null;
};

export interface ApplyReport {
  added: number;
  updated: number;
  removed: number;
  markedChanged: number;
}

/** The feed's events that have not ended (past ones are left to retention), a page at a time. */
export async function existingEvents(db: Db, feedId: string, now: Date): Promise<ExistingEvent[]> {
  const rows: ExistingEvent[] = [];
  for (let after = ''; ;) {
    const page = await db
      .selectFrom('events as e')
      .leftJoin('ticket_configurations as c', 'c.event_id', 'e.id')
      .select(['e.id', 'e.feed_key', 'e.feed_hash', 'c.id as configuration_id'])
      .where('e.feed_id', '=', feedId)
      .where('e.feed_key', '>', after)
      .where('e.ends_at', '>=', now)
      .orderBy('e.feed_key')
      .limit(PAGE)
      .execute();
    rows.push(...page);
    if (page.length < PAGE) return rows;
    after = page.at(-1)!.feed_key ?? '';
    await nextTurn();
  }
}

function columnsOf(feed: FeedToSync, occurrence: FeedOccurrence) {
  const words = `${occurrence.title} ${occurrence.description}`;
  return {
    title: occurrence.title || UNTITLED_EVENT,
    description: occurrence.description,
    starts_at: occurrence.startsAt,
    ends_at: occurrence.endsAt,
    time_zone: occurrence.timeZone,
    location_description: occurrence.location || LOCATION_TBA,
    dance_styles: feed.default_style ? [feed.default_style] : stylesIn(words),
    feed_hash: occurrence.hash,
  };
}

const whenText = (date: Date, zone: string) => shortDateTimeText(date, zone);

/** Renews the lease inside a slice's transaction; the row lock also orders it with a removal. */
async function holdLease(trx: Db, feedId: string, token: string) {
  const held = await sql<{ id: string }>`
    UPDATE feed_subscriptions SET sync_started_at = now()
    WHERE id = ${feedId} AND sync_token = ${token} RETURNING id`.execute(trx);
  if (held.rows.length === 0) throw new SyncAbandoned();
}

async function applySlice(
  trx: Db,
  feed: FeedToSync,
  slice: FeedOccurrence[],
  byKey: Map<string | null, ExistingEvent>,
  now: Date,
  report: ApplyReport,
) {
  const inserts = [];
  for (const occurrence of slice) {
    const row = byKey.get(occurrence.key);
    if (!row) {
      inserts.push({
        id: randomUUID(),
        ...columnsOf(feed, occurrence),
        organisation_id: feed.organisation_id,
        uploaded_by_account_id: feed.account_id,
        uploaded_by_admin: feed.organisation_id === null,
        import_source: 'feed' as const,
        feed_id: feed.id,
        feed_key: occurrence.key,
      });
      continue;
    }
    if (row.feed_hash === occurrence.hash) continue;
    if (row.configuration_id) {
      report.markedChanged++;
      await trx
        .updateTable('events')
        .set({
          changed_in_feed: `Changed in the feed: now ${whenText(occurrence.startsAt, occurrence.timeZone)}${occurrence.location ? `, ${occurrence.location}` : ''}.`,
          feed_hash: occurrence.hash,
        })
        .where('id', '=', row.id)
        .execute();
      continue;
    }
    report.updated++;
    await trx
      .updateTable('events')
      .set({ ...columnsOf(feed, occurrence), updated_at: now })
      .where('id', '=', row.id)
      .execute();
  }
  if (inserts.length > 0) await trx.insertInto('events').values(inserts).execute();
  report.added += inserts.length;
}

export async function applyOccurrences(
  db: Db,
  feed: FeedToSync,
  token: string,
  occurrences: FeedOccurrence[],
  existing: ExistingEvent[],
  now: Date,
): Promise<ApplyReport> {
  const report: ApplyReport = { added: 0, updated: 0, removed: 0, markedChanged: 0 };
  const byKey = new Map(existing.map((row) => [row.feed_key, row]));
  const live = occurrences.filter((occurrence) => !occurrence.cancelled);
  for (let start = 0; start < live.length; start += SLICE) {
    await db.transaction().execute(async (trx) => {
      await holdLease(trx, feed.id, token);
      await applySlice(trx, feed, live.slice(start, start + SLICE), byKey, now, report);
    });
    await nextTurn();
  }
  const seen = new Set(live.map((occurrence) => occurrence.key));
  const gone = existing.filter((row) => row.feed_key && !seen.has(row.feed_key));
  const free = gone.filter((row) => !row.configuration_id).map((row) => row.id);
  const ticketed = gone.filter((row) => row.configuration_id).map((row) => row.id);
  for (let start = 0; start < Math.max(free.length, ticketed.length); start += SLICE * 5) {
    await db.transaction().execute(async (trx) => {
      await holdLease(trx, feed.id, token);
      const batch = free.slice(start, start + SLICE * 5);
      if (batch.length > 0) await trx.deleteFrom('events').where('id', 'in', batch).execute();
      const marked = ticketed.slice(start, start + SLICE * 5);
      if (marked.length > 0)
        await trx
          .updateTable('events')
          .set({ changed_in_feed: 'Cancelled or removed in the feed.' })
          .where('id', 'in', marked)
          .where('changed_in_feed', 'is', null)
          .execute();
    });
    await nextTurn();
  }
  report.removed = free.length;
  report.markedChanged += ticketed.length;
  return report;
}
