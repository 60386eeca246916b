// Image status of recently imported events (spec §7 upload-status), for events the caller
// imported or its organisation owns; other ids are left out.
import type { Db } from '../../db/database';
import type { Importer } from './importer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function uploadStatuses(db: Db, importer: Importer, eventIdList: string) {
  const ids = [
    ...new Set(
      eventIdList
        .split(',')
        .map((id) => id.trim())
        .filter((id) => UUID.test(id)),
    ),
  ];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('events')
    .select(['id', 'image_upload_status', 'image_upload_error'])
    .where('id', 'in', ids)
    .where((eb) =>
      importer.organisationId
        ? eb.or([
            eb('uploaded_by_account_id', '=', importer.accountId),
            eb('organisation_id', '=', importer.organisationId),
          ])
        : eb('uploaded_by_account_id', '=', importer.accountId),
    )
    .execute();
  return rows.map((row) => ({
    eventId: row.id,
    imageUploadStatus: row.image_upload_status,
    imageUploadError: row.image_upload_error,
  }));
}
