// Publishing (spec §4, §7 POST /api/v2/ticket/organiser/publish): the whole checklist again on the
// server, then the event is written (created for a configuration made by hand) and the tickets go
// live. Publishing a published configuration again only re-applies its details.
import type { PublishedEvent } from '../../../src/contract/organiser-lists';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import {
  assertNotArchived,
  CONFIGURATION_NOT_FOUND,
  listPublished,
  storedDetails,
  ticketTypesOf,
} from './configurations';
import { writeEvent } from './event-from-configuration';
import { ownershipConflict, ownershipOf } from './ownership';
import { assertSessionsValid } from './event-sessions';
import { sessionsOf } from './session-reads';
import { assertPublishable } from './rules';
import { withTransactionRetry } from '../../db/lock-order';

/** The configuration named by its own id or by its event's id, locked for the publish. */
async function configurationFor(db: Db, organisationId: string, id: string) {
  const row = await db
    .selectFrom('ticket_configurations')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where((where) => where.or([where('id', '=', id), where('event_id', '=', id)]))
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(CONFIGURATION_NOT_FOUND);
  return row;
}

export async function publishConfiguration(
  db: Db,
  organisationId: string,
  id: string,
): Promise<PublishedEvent> {
  let attemptedEventId: string | null = null;
  try {
    const configurationId = await withTransactionRetry(() =>
      db.transaction().execute(async (trx) => {
        const row = await configurationFor(trx, organisationId, id);
        assertNotArchived(row);
        const details = storedDetails(row);
        const ticketTypes = (await ticketTypesOf(trx, [row.id])).get(row.id) ?? [];
        // A draft may keep sessions unnamed or unstarted; a published programme may not.
        assertSessionsValid((await sessionsOf(trx, [row.id])).get(row.id) ?? [], ticketTypes, true);
        assertPublishable(
          {
            eventDetails: details,
            ticketTypes,
            paymentMethods: row.payment_methods,
            termsAndConditions: row.terms_and_conditions,
          },
          row.status === 'published' ? undefined : new Date(),
        );
        attemptedEventId = row.event_id;
        const eventId = await writeEvent(trx, organisationId, row.event_id, details);
        const now = new Date();
        await trx
          .updateTable('ticket_configurations')
          .set({
            event_id: eventId,
            status: 'published',
            published_at: row.published_at ?? now,
            updated_at: now,
          })
          .where('id', '=', row.id)
          .execute();
        return row.id;
      }),
    );
    const published = await listPublished(db, organisationId);
    return published.find((entry) => entry.id === configurationId)!;
  } catch (error) {
    if (attemptedEventId && isUniqueViolation(error, 'ticket_configurations_event_key')) {
      const ownership = await ownershipOf(db, organisationId, attemptedEventId, null);
      if (ownership) throw ownershipConflict(ownership);
    }
    throw error;
  }
}
