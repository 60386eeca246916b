// Who may hold tickets for an event (spec §6): one organisation per event. An event held by
// another organisation (its owner, or tickets there) is BLOCKed; an event this organisation already
// has tickets for is EDIT_EXISTING; a gallery event (uploaded without an organisation) may be
// claimed once the organiser confirms it is theirs (CLAIM_OWNERSHIP).
import { blockedMessage, type OwnershipInfo } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';

export const EDIT_EXISTING_MESSAGE =
  'Your organisation already has tickets for this event. Open them to make changes.';

/** What stands between this organisation and tickets for the event; null when nothing does. */
export async function ownershipOf(
  db: Db,
  organisationId: string,
  eventId: string,
  configurationId: string | null,
): Promise<OwnershipInfo | null> {
  const event = await db
    .selectFrom('events')
    .leftJoin('organisations', 'organisations.id', 'events.organisation_id')
    .select([
      'events.id',
      'events.title',
      'events.organisation_id',
      'events.uploaded_by_admin',
      'organisations.name as organisation_name',
    ])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound('Event not found.');
  const tickets = await db
    .selectFrom('ticket_configurations')
    .innerJoin('organisations', 'organisations.id', 'ticket_configurations.organisation_id')
    .select([
      'ticket_configurations.id',
      'ticket_configurations.organisation_id',
      'ticket_configurations.status',
      'organisations.name',
    ])
    .where('ticket_configurations.event_id', '=', eventId)
    .executeTakeFirst();
  const info = (action: OwnershipInfo['action'], organisationName: string | null) => ({
    action,
    eventId: event.id,
    eventTitle: event.title,
    ticketConfigId: tickets && tickets.organisation_id === organisationId ? tickets.id : null,
    ticketOrganisationName: organisationName,
    hasTickets: tickets?.status === 'published',
    uploadedByAdminUser: event.uploaded_by_admin,
  });
  if (tickets && tickets.organisation_id !== organisationId) return info('BLOCK', tickets.name);
  if (tickets && tickets.id !== configurationId) return info('EDIT_EXISTING', null);
  if (event.organisation_id && event.organisation_id !== organisationId)
    return info('BLOCK', event.organisation_name);
  if (!event.organisation_id) return info('CLAIM_OWNERSHIP', null);
  return null;
}

/** The conflict answer (409) for a BLOCK or EDIT_EXISTING. */
export function ownershipConflict(info: OwnershipInfo): AppError {
  const message =
    info.action === 'BLOCK' ? blockedMessage(info.ticketOrganisationName) : EDIT_EXISTING_MESSAGE;
  return new AppError(409, 'CONFLICT', message, { ...info });
}

/** Moves a gallery event to the organisation; false when someone else claimed it first. */
export async function claimEvent(
  db: Db,
  organisationId: string,
  eventId: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('events')
    .set({ organisation_id: organisationId, updated_at: new Date() })
    .where('id', '=', eventId)
    .where('organisation_id', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
