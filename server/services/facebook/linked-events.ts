// The organisation's upcoming Facebook events that were added by hand or from a calendar file:
// once a page is connected they are linked to it and updated with its data (spec §2 Event
// Update Notification).
import type { FacebookConflictItem } from '../../../src/contract/facebook';
import type { Db } from '../../db/database';

const SOURCE_NAMES = { manual: 'Added by hand', ics: 'Calendar file (.ics)' } as const;

export async function eventsToLink(
  db: Db,
  organisationId: string,
): Promise<FacebookConflictItem[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'title', 'import_source', 'updated_at'])
    .where('organisation_id', '=', organisationId)
    .where('import_source', 'in', ['manual', 'ics'])
    .where((eb) =>
      eb.or([eb('facebook_event_id', 'is not', null), eb('facebook_url', 'is not', null)]),
    )
    .where('ends_at', '>', new Date())
    .orderBy('starts_at')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    eventId: row.id,
    newEvent: { title: row.title },
    existingSource: SOURCE_NAMES[row.import_source as 'manual' | 'ics'],
    lastUpdated: row.updated_at.toISOString(),
  }));
}
