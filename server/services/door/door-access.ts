// Who may work an event's door: a member of the school that runs it, or a helper holding a door
// link for that event (not revoked, not expired). Anyone else gets the same 404 as for an event
// that does not exist, so the door reveals nothing of other schools.
import { NOT_YOUR_DOOR } from '../../../src/contract/door-messages';
import type { TeamRole } from '../../../src/contract/team-roles';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';

export type DoorActor =
  | {
      kind: 'organiser';
      accountId: string;
      email: string;
      organisationId: string;
      /** The member's role in the school (door links are for the roles that make events). */
      role: TeamRole;
    }
  | { kind: 'link'; linkId: string; eventId: string; label: string };

export interface DoorEvent {
  id: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  /** Where it is, for a door sale's receipt. */
  location_description: string;
  check_in_opens_minutes: number;
}

export async function doorEventFor(db: Db, actor: DoorActor, eventId: string): Promise<DoorEvent> {
  const event = await db
    .selectFrom('events')
    .select([
      'id',
      'title',
      'organisation_id',
      'starts_at',
      'ends_at',
      'time_zone',
      'location_description',
      'check_in_opens_minutes',
    ])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound(NOT_YOUR_DOOR);
  if (actor.kind === 'organiser') {
    if (event.organisation_id !== actor.organisationId) throw notFound(NOT_YOUR_DOOR);
  } else {
    if (actor.eventId !== eventId) throw notFound(NOT_YOUR_DOOR);
    const link = await db
      .selectFrom('door_links')
      .select('id')
      .where('id', '=', actor.linkId)
      .where('event_id', '=', eventId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (!link) throw notFound(NOT_YOUR_DOOR);
  }
  return event;
}

/** How a scan by this actor is labelled when the device gives no name. */
export const actorName = (actor: DoorActor) =>
  actor.kind === 'organiser' ? actor.email : actor.label;
