// Imports calendar-file events: each in its own transaction, refused when the same calendar entry
// or Facebook event is already on Floorcraft (the unique indexes decide under races).
import { randomUUID } from 'node:crypto';
import type { ImportResult } from '../../../src/contract/imports';
import type { Scope, ServiceContext } from '../context';
import { eventColumns, isUniqueViolation, type ParsedImportEvent } from './event-values';
import { queueEventImage } from './event-images';
import type { Importer } from './importer';
import { runBatch } from './import-results';
import type { Logger } from '../../lib/logger';

export const ALREADY_IMPORTED =
  'This event is already on Floorcraft: check it for conflicts and update it instead.';

async function alreadyImported(scope: Scope, event: ParsedImportEvent): Promise<boolean> {
  const conditions = [
    event.icalUID ? { column: 'ical_uid' as const, value: event.icalUID } : null,
    event.facebookEventId
      ? { column: 'facebook_event_id' as const, value: event.facebookEventId }
      : null,
  ].filter((condition) => condition !== null);
  if (conditions.length === 0) return false;
  const found = await scope.db
    .selectFrom('events')
    .select('id')
    .where((eb) => eb.or(conditions.map((condition) => eb(condition.column, '=', condition.value))))
    .executeTakeFirst();
  return Boolean(found);
}

async function importOne(
  ctx: ServiceContext,
  scope: Scope,
  importer: Importer,
  event: ParsedImportEvent,
  index: number,
): Promise<ImportResult> {
  const base = { index, title: event.title, eventId: null, imageUploadStatus: 'none' as const };
  if (await alreadyImported(scope, event))
    return { ...base, success: false, message: ALREADY_IMPORTED };
  const eventId = randomUUID();
  const hasImage = Boolean(event.base64Image);
  try {
    await scope.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('events')
        .values({
          id: eventId,
          ...eventColumns(event),
          organisation_id: importer.organisationId,
          uploaded_by_account_id: importer.accountId,
          uploaded_by_admin: importer.organisationId === null,
          import_source: 'ics',
          image_upload_status: hasImage ? 'uploading' : 'none',
        })
        .execute();
      await trx
        .insertInto('event_import_history')
        .values({
          id: randomUUID(),
          event_id: eventId,
          account_id: importer.accountId,
          import_source: 'ics',
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ...base, success: false, message: ALREADY_IMPORTED };
    throw error;
  }
  if (event.base64Image)
    queueEventImage(ctx.background, scope.db, eventId, event.base64Image, importer.accountId);
  return {
    ...base,
    eventId,
    success: true,
    message: null,
    imageUploadStatus: hasImage ? 'uploading' : 'none',
  };
}

export async function importEvents(
  ctx: ServiceContext,
  scope: Scope,
  importer: Importer,
  events: ParsedImportEvent[],
  log: Pick<Logger, 'error'>,
) {
  return runBatch(
    events,
    'import',
    (event, index) => importOne(ctx, scope, importer, event, index),
    log,
  );
}
