// The duplicate check before an import (spec §7 check-duplicates): the same calendar entry or the
// same Facebook event is a duplicate; the same title starting the same day is a potential one.
// Ownership info tells the importer what they may do with an event that is not theirs to edit.
import { sql } from 'kysely';
import type { DuplicateResult, ExistingEvent } from '../../../src/contract/imports';
import type { Db } from '../../db/database';
import type { Importer } from './importer';
import { mayChange } from './importer';
import { ownershipOf as ticketOwnershipOf } from '../ticketing/ownership';
import { nextTurn } from '../../lib/next-turn';

interface Check {
  title: string;
  date: string;
  facebookId?: string | null;
  icalUID?: string | null;
}

const HALF_DAY_MS = 12 * 3_600_000;

function findExisting(db: Db) {
  return db
    .selectFrom('events')
    .leftJoin('organisations', 'organisations.id', 'events.organisation_id')
    .select([
      'events.id',
      'events.title',
      'events.starts_at',
      'events.location_description',
      'events.image_key',
      'events.import_source',
      'events.ical_uid',
      'events.facebook_event_id',
      'events.organisation_id',
      'events.uploaded_by_account_id',
      'events.uploaded_by_admin',
      'events.created_at',
      'events.updated_at',
      'organisations.name as organisation_name',
    ]);
}

type Found = NonNullable<Awaited<ReturnType<ReturnType<typeof findExisting>['executeTakeFirst']>>>;

async function describe(db: Db, found: Found, importer: Importer): Promise<ExistingEvent> {
  const history = await db
    .selectFrom('event_import_history')
    .select(['id', 'imported_at'])
    .where('event_id', '=', found.id)
    .orderBy('imported_at')
    .execute();
  return {
    id: found.id,
    title: found.title,
    eventStartDateTime: found.starts_at.toISOString(),
    eventLocation: { description: found.location_description },
    eventImageKey: found.image_key,
    importSource: found.import_source,
    icalUID: found.ical_uid,
    facebookEventId: found.facebook_event_id,
    isEventOwner: mayChange(importer, found),
    updatedAt: found.updated_at.toISOString(),
    createdAt: found.created_at.toISOString(),
    importHistory: history.map((row) => ({
      id: row.id,
      importDate: row.imported_at.toISOString(),
    })),
  };
}

async function ownershipInfoOf(
  db: Db,
  found: Found,
  importer: Importer,
): Promise<DuplicateResult['ownershipInfo']> {
  // An organisation importing: the ticketing rules decide (its own event with tickets is
  // EDIT_EXISTING, another's is BLOCK, a gallery event may be claimed).
  if (importer.organisationId) {
    const info = await ticketOwnershipOf(db, importer.organisationId, found.id, null);
    if (!info) return null;
    const { action, ticketConfigId, ticketOrganisationName, hasTickets, uploadedByAdminUser } =
      info;
    return { action, ticketConfigId, ticketOrganisationName, hasTickets, uploadedByAdminUser };
  }
  if (mayChange(importer, found)) return null;
  const base = {
    ticketConfigId: null,
    hasTickets: false,
    uploadedByAdminUser: found.uploaded_by_admin,
  };
  if (found.organisation_id)
    return { ...base, action: 'BLOCK', ticketOrganisationName: found.organisation_name };
  return { ...base, action: 'CLAIM_OWNERSHIP', ticketOrganisationName: null };
}

export async function checkDuplicates(
  db: Db,
  importer: Importer,
  checks: Check[],
): Promise<DuplicateResult[]> {
  const results: DuplicateResult[] = [];
  for (const check of checks) {
    // Up to 500 events, three lookups each: the loop gets a turn between them.
    await nextTurn();
    let matchType: DuplicateResult['matchType'] = null;
    let found: Found | undefined;
    if (check.icalUID) {
      found = await findExisting(db)
        .where('events.ical_uid', '=', check.icalUID)
        .executeTakeFirst();
      if (found) matchType = 'same-uid';
    }
    if (!found && check.facebookId) {
      found = await findExisting(db)
        .where('events.facebook_event_id', '=', check.facebookId)
        .executeTakeFirst();
      if (found) matchType = 'same-facebook-event';
    }
    if (!found) {
      const start = Date.parse(check.date);
      found = await findExisting(db)
        .where(sql`lower(events.title)`, '=', check.title.trim().toLowerCase())
        .where('events.starts_at', '>', new Date(start - HALF_DAY_MS))
        .where('events.starts_at', '<', new Date(start + HALF_DAY_MS))
        .executeTakeFirst();
      if (found) matchType = 'potential';
    }
    results.push(
      found
        ? {
            isDuplicate: matchType !== 'potential',
            matchType,
            existingEvent: await describe(db, found, importer),
            ownershipInfo: await ownershipInfoOf(db, found, importer),
          }
        : { isDuplicate: false, matchType: null, existingEvent: null, ownershipInfo: null },
    );
  }
  return results;
}
