// Updates events already on Floorcraft from a newer calendar file. "update" refreshes what the file
// says (title, description, times, place, links) and keeps what was added here (styles, image);
// "overwrite" replaces those too. Only events the importer may change are touched.
import { randomUUID } from 'node:crypto';
import type { ImportResult, UpdateEvent } from '../../../src/contract/imports';
import type { Scope, ServiceContext } from '../context';
import { eventColumns, isUniqueViolation, type ParsedImportEvent } from './event-values';
import { queueEventImage } from './event-images';
import { mayChange, type Importer } from './importer';
import { runBatch } from './import-results';
import type { Logger } from '../../lib/logger';

type ParsedUpdate = ParsedImportEvent & Pick<UpdateEvent, 'existingEventId' | 'conflictAction'>;

export const NOT_YOURS =
  'This event belongs to another organisation: it cannot be changed from here.';
export const NOT_FOUND = 'This event is no longer on Floorcraft.';
export const SAME_ENTRY_ELSEWHERE =
  'Another event already has this calendar entry or Facebook event.';

async function updateOne(
  ctx: ServiceContext,
  scope: Scope,
  importer: Importer,
  event: ParsedUpdate,
  index: number,
): Promise<ImportResult> {
  const base = {
    index,
    title: event.title,
    eventId: event.existingEventId,
    imageUploadStatus: 'none' as const,
  };
  const existing = await scope.db
    .selectFrom('events')
    .select(['id', 'organisation_id', 'uploaded_by_account_id'])
    .where('id', '=', event.existingEventId)
    .executeTakeFirst();
  if (!existing) return { ...base, eventId: null, success: false, message: NOT_FOUND };
  if (!mayChange(importer, existing)) return { ...base, success: false, message: NOT_YOURS };
  const columns = eventColumns(event);
  const hasImage = Boolean(event.base64Image);
  const changes =
    event.conflictAction === 'overwrite'
      ? {
          ...columns,
          image_key: null,
          image_upload_status: hasImage ? ('uploading' as const) : ('none' as const),
          image_upload_error: null,
        }
      : {
          ...columns,
          dance_styles: undefined,
          ...(hasImage && { image_upload_status: 'uploading' as const, image_upload_error: null }),
        };
  try {
    await scope.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('events')
        .set({ ...changes, import_source: 'ics', updated_at: new Date() })
        .where('id', '=', existing.id)
        .execute();
      await trx
        .insertInto('event_import_history')
        .values({
          id: randomUUID(),
          event_id: existing.id,
          account_id: importer.accountId,
          import_source: 'ics',
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ...base, success: false, message: SAME_ENTRY_ELSEWHERE };
    throw error;
  }
  if (event.base64Image)
    queueEventImage(ctx.background, scope.db, existing.id, event.base64Image, importer.accountId);
  return {
    ...base,
    success: true,
    message: null,
    imageUploadStatus: hasImage ? 'uploading' : 'none',
  };
}

export async function updateEvents(
  ctx: ServiceContext,
  scope: Scope,
  importer: Importer,
  events: ParsedUpdate[],
  log: Pick<Logger, 'error'>,
) {
  return runBatch(
    events,
    'update',
    (event, index) => updateOne(ctx, scope, importer, event, index),
    log,
  );
}
