// Duplicate event: a school's ticketed event copied into a new draft (details, image, ticket
// types, sessions and which sessions each type admits to, checkout), for next week's class or
// next year's festival. Its dates move forward by whole weeks until it starts in the future, so a
// weekly class lands on its next week; sessions get ids of their own; nothing sold comes along.
// The copy is made once per client key, so a double click makes one draft, and belongs to the
// original's series (ticket_configurations.series_id), which class passes cover.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DraftSave } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import { loadConfiguration } from './configurations';
import { saveConfiguration, type Member } from './save-configuration';

const WEEK_MS = 7 * 86_400_000;

/** Whole weeks that bring `start` into the future (at least one, so the copy never overlaps). */
function weeksForward(start: string | null | undefined, now: number): number {
  if (!start) return 1;
  const behind = now - Date.parse(start);
  return Math.max(1, Math.floor(behind / WEEK_MS) + 1);
}

export async function duplicateConfiguration(
  db: Db,
  member: Member,
  id: string,
  clientKey: string,
): Promise<string> {
  const original = await loadConfiguration(db, member.organisationId, id);
  const shift = weeksForward(original.eventDetails.startDateTime, Date.now()) * WEEK_MS;
  const moved = (iso: string | null | undefined) =>
    iso ? new Date(Date.parse(iso) + shift).toISOString() : null;
  // One session is the event itself: the copy's is made afresh from its details.
  const sessions = original.ticketSetup.sessions.length > 1 ? original.ticketSetup.sessions : [];
  const newIds = new Map(sessions.map((session) => [session.id, randomUUID()]));
  const save: DraftSave = {
    id: null,
    clientKey: `duplicate:${id}:${clientKey}`,
    eventDetails: {
      ...original.eventDetails,
      startDateTime: moved(original.eventDetails.startDateTime),
      endDateTime: moved(original.eventDetails.endDateTime),
      // A copy is the school's own new event, not the calendar entry the original came from.
      importSource: 'manual',
      icsData: null,
    },
    ticketSetup: {
      ticketTypes: original.ticketSetup.ticketTypes.map((type) => ({
        ...type,
        id: null,
        sessionIds:
          sessions.length > 0
            ? (type.sessionIds?.map((sessionId) => newIds.get(sessionId) ?? sessionId) ?? null)
            : null,
      })),
      sessions: sessions.map((session) => ({
        ...session,
        id: newIds.get(session.id)!,
        startDateTime: moved(session.startDateTime),
        endDateTime: moved(session.endDateTime),
      })),
      salesPeriod: null,
      refundPolicy: original.ticketSetup.refundPolicy,
    },
    checkout: original.checkout,
    currentStep: 1,
    eventId: null,
  };
  const answer = await saveConfiguration(db, member, save);
  if (answer.requiresOwnershipAck) throw new Error('A new draft has no event to own.');
  // The copy is of the original's series (a weekly class's next week): the passes covering it
  // cover the copy, whatever either is called.
  await db
    .updateTable('ticket_configurations')
    .set({
      series_id: sql<string>`(SELECT coalesce(o.series_id, o.id) FROM ticket_configurations o
      WHERE o.id = ${id})`,
    })
    .where('id', '=', answer.configuration.id)
    .execute();
  return answer.configuration.id;
}
