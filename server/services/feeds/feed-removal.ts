// Removes a feed in batches, so one with many events (a feed from before the occurrence cap had
// up to 100 000) never holds the database in one long statement: its events without tickets are
// deleted, or all of them released to be ordinary events, BATCH at a time; then, in one
// transaction that first locks the feed's row (a running sync's slice holds that lock while it
// writes, so none can slip in between), what is left and the feed itself.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nextTurn } from '../../lib/next-turn';

const BATCH = 500;

/** One batch: deletes (or releases) up to `limit` of the feed's events; answers how many. */
async function batch(db: Db, feedId: string, keepEvents: boolean, limit: number | null) {
  const chosen = sql`SELECT e.id FROM events e WHERE e.feed_id = ${feedId}
    ${keepEvents ? sql`` : sql`AND NOT EXISTS (SELECT 1 FROM ticket_configurations c WHERE c.event_id = e.id)`}
    ${limit === null ? sql`` : sql`LIMIT ${limit}`}`;
  const done = keepEvents
    ? await sql`UPDATE events SET feed_id = NULL WHERE id IN (${chosen})`.execute(db)
    : await sql`DELETE FROM events WHERE id IN (${chosen})`.execute(db);
  return Number(done.numAffectedRows ?? 0);
}

export async function removeFeedEvents(db: Db, feedId: string, keepEvents: boolean) {
  while ((await batch(db, feedId, keepEvents, BATCH)) === BATCH) await nextTurn();
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('feed_subscriptions')
      .select('id')
      .where('id', '=', feedId)
      .forUpdate()
      .execute();
    await batch(trx, feedId, keepEvents, null);
    // The events left keep their place on the calendar, no longer tied to the feed.
    await trx.deleteFrom('feed_subscriptions').where('id', '=', feedId).execute();
  });
}
