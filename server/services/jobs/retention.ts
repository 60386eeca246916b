// Retention jobs (privacy policy, spec §1): purge accounts whose deletion date has passed, remove
// events that ended more than 30 days ago, fail image uploads a stopped process left behind, and
// drop sign-in records and images nobody needs any more. An event that sold tickets goes like any
// other (its page, calendar entry, poster and door links); what was sold stays for the school's
// accounts: the published configuration is archived with the event's title, dates and place, and
// its orders, tickets, check-ins, refunds and money records are kept.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isUnusedImage } from '../image-uses';

export const PAST_EVENT_RETENTION_DAYS = 30;
export const STALE_UPLOAD_MINUTES = 15;
export const STALE_UPLOAD_MESSAGE =
  'Image upload failed. The server stopped while storing it: please add the image again.';

export interface RetentionReport {
  accountsPurged: number;
  pastEventsRemoved: number;
  ticketedEventsArchived: number;
  orphanImagesRemoved: number;
  staleImageUploadsFailed: number;
  expiredTokensRemoved: number;
  loginAttemptsRemoved: number;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Runs inside the caller's transaction (see retention-job.ts). */
export async function runRetention(trx: Db, now = new Date()): Promise<RetentionReport> {
  {
    const due = await trx
      .selectFrom('account_deletion_requests')
      .select(['id', 'account_id'])
      .where('purge_after', '<=', now)
      .where('cancelled_at', 'is', null)
      .where('completed_at', 'is', null)
      .execute();
    const accountIds = due.map((row) => row.account_id).filter((id): id is string => id !== null);
    if (due.length > 0) {
      await trx
        .updateTable('account_deletion_requests')
        // Only the tracking number is kept; the address goes with the account.
        .set({ completed_at: now, email: '' })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .execute();
    }
    if (accountIds.length > 0) {
      const emails = await trx
        .selectFrom('accounts')
        .select('email')
        .where('id', 'in', accountIds)
        .execute();
      await trx.deleteFrom('accounts').where('id', 'in', accountIds).execute();
      if (emails.length > 0) {
        await trx
          .deleteFrom('login_limits')
          .where(
            'key',
            'in',
            emails.map((row) => `email:${row.email}`),
          )
          .execute();
      }
    }
    const pastCutoff = new Date(now.getTime() - PAST_EVENT_RETENTION_DAYS * 86_400_000);
    // Archived before its event goes, so the configuration may lose its event (the database's
    // check allows a published configuration without one only once archived). The poster and
    // description are the event's public face and go with it; the image is then an orphan.
    const archived = await trx
      .updateTable('ticket_configurations')
      .set({
        archived_at: now,
        event_details: sql`(event_details - 'eventImageKey' - 'icsData') || '{"description":""}'::jsonb`,
      })
      .where('status', '=', 'published')
      .where('archived_at', 'is', null)
      .where('event_id', 'in', (eb) =>
        eb.selectFrom('events').select('id').where('ends_at', '<', pastCutoff),
      )
      .executeTakeFirst();
    const pastEvents = await trx
      .deleteFrom('events')
      .where('ends_at', '<', pastCutoff)
      .executeTakeFirst();
    // Images nothing uses any more: no event, wizard draft, school's branding, timetable or
    // instructor's photo names them.
    const orphanImages = await trx
      .deleteFrom('images')
      .where('created_at', '<', daysAgo(1))
      .where(isUnusedImage)
      .executeTakeFirst();
    // An image still "uploading" long after its import belonged to a process that stopped.
    const staleUploads = await trx
      .updateTable('events')
      .set({ image_upload_status: 'failed', image_upload_error: STALE_UPLOAD_MESSAGE })
      .where('image_upload_status', '=', 'uploading')
      .where('updated_at', '<', new Date(now.getTime() - STALE_UPLOAD_MINUTES * 60_000))
      .executeTakeFirst();
    const tokens = await trx
      .deleteFrom('refresh_tokens')
      .where('expires_at', '<', daysAgo(1))
      .executeTakeFirst();
    const resets = await trx
      .deleteFrom('password_reset_tokens')
      .where('expires_at', '<', daysAgo(1))
      .executeTakeFirst();
    const deviceLinks = await trx
      .deleteFrom('device_link_tokens')
      .where('expires_at', '<', daysAgo(1))
      .executeTakeFirst();
    // A device cookie lasts 400 days from the last sign-in; its record no longer than that.
    await trx.deleteFrom('trusted_devices').where('last_signed_in_at', '<', daysAgo(400)).execute();
    const attempts = await trx
      .deleteFrom('login_limits')
      .where('window_started_at', '<', daysAgo(1))
      .executeTakeFirst();
    return {
      accountsPurged: accountIds.length,
      pastEventsRemoved: Number(pastEvents.numDeletedRows),
      ticketedEventsArchived: Number(archived.numUpdatedRows),
      orphanImagesRemoved: Number(orphanImages.numDeletedRows),
      staleImageUploadsFailed: Number(staleUploads.numUpdatedRows),
      expiredTokensRemoved:
        Number(tokens.numDeletedRows) +
        Number(resets.numDeletedRows) +
        Number(deviceLinks.numDeletedRows),
      loginAttemptsRemoved: Number(attempts.numDeletedRows),
    };
  }
}
