// The events a guide picks for visiting dancers: this week's events in the guide's city (where the
// event's place names the city), offered from the calendar; the profile shows the picks not over.
import { sql } from 'kysely';
import { GUIDE_PICK_DAYS, type GuidePick, type PickCandidate } from '../../../src/contract/guides';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../events/calendar-filters';
import { ownGuideRow } from './guide-accounts';

const CANDIDATE_LIMIT = 100;

interface EventRow {
  id: string;
  title: string;
  starts_at: Date;
  time_zone: string;
  location_description: string;
}

const pickOf = (row: EventRow): GuidePick => ({
  eventId: row.id,
  title: row.title,
  startDateTime: row.starts_at.toISOString(),
  timeZone: row.time_zone,
  location: row.location_description,
});

/** The guide's picks that have not ended, soonest first. */
export async function guidePicksOf(db: Db, guideId: string): Promise<GuidePick[]> {
  const rows = await db
    .selectFrom('guide_picks')
    .innerJoin('events', 'events.id', 'guide_picks.event_id')
    .select([
      'events.id',
      'events.title',
      'events.starts_at',
      'events.time_zone',
      'events.location_description',
    ])
    .where('guide_picks.guide_id', '=', guideId)
    .where('events.ends_at', '>', sql<Date>`now()`)
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .execute();
  return rows.map(pickOf);
}

/** This week's events in a city: starting from now to GUIDE_PICK_DAYS ahead, placed there. */
function weekInCity(db: Db, city: string) {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'starts_at', 'time_zone', 'location_description'])
    .where('ends_at', '>', sql<Date>`now()`)
    .where('starts_at', '<', sql<Date>`now() + make_interval(days => ${GUIDE_PICK_DAYS})`)
    .where(sql<boolean>`lower(location_description) LIKE ${containsPattern(city.toLowerCase())}`);
}

export async function pickCandidates(db: Db, accountId: string): Promise<PickCandidate[]> {
  const guide = await ownGuideRow(db, accountId);
  const picked = new Set((await guidePicksOf(db, guide.id)).map((pick) => pick.eventId));
  const rows = await weekInCity(db, guide.city)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(CANDIDATE_LIMIT)
    .execute();
  return rows.map((row) => ({ ...pickOf(row), picked: picked.has(row.id) }));
}

/** Replaces the guide's picks; each must be one of this week's events in the guide's city. */
export async function savePicks(db: Db, accountId: string, eventIds: string[]) {
  const guide = await ownGuideRow(db, accountId);
  if (eventIds.length > 0) {
    const found = await weekInCity(db, guide.city).where('id', 'in', eventIds).execute();
    if (found.length !== eventIds.length)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `Pick events of the coming ${GUIDE_PICK_DAYS} days in ${guide.city}.`,
        { field: 'eventIds' },
      );
  }
  await db.transaction().execute(async (trx) => {
    // The guide's row locked: two saves at once end as one of them, not a mix.
    await trx.selectFrom('guides').select('id').where('id', '=', guide.id).forUpdate().execute();
    await trx.deleteFrom('guide_picks').where('guide_id', '=', guide.id).execute();
    if (eventIds.length > 0)
      await trx
        .insertInto('guide_picks')
        .values(eventIds.map((eventId) => ({ guide_id: guide.id, event_id: eventId })))
        .execute();
  });
  return guidePicksOf(db, guide.id);
}
