// Turns duplicate-check results into conflicts the user resolves (spec §4 Calendar-file upload
// batch: types past_event, facebook_duplicate, ical_update, potential_duplicate; resolutions skip
// (default), overwrite, update — update only for ical_update), then into what to send.
import type { DuplicateResult, ExistingEvent } from '@/contract/imports';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';

export type ConflictType =
  'past_event' | 'facebook_duplicate' | 'ical_update' | 'potential_duplicate';
export type Resolution = 'skip' | 'overwrite' | 'update';

export interface Conflict {
  key: string;
  title: string;
  type: ConflictType;
  existing: ExistingEvent;
  /** Set when the event is not the importer's to change: then it can only be skipped. */
  blockedBy: string | null;
  choices: Resolution[];
  resolution: Resolution;
}

function typeOf(result: DuplicateResult): ConflictType {
  if (result.matchType === 'potential') return 'potential_duplicate';
  if (result.existingEvent && Date.parse(result.existingEvent.eventStartDateTime) < Date.now())
    return 'past_event';
  return result.existingEvent?.importSource === 'facebook' ? 'facebook_duplicate' : 'ical_update';
}

export function conflictsOf(events: UploadEvent[], results: DuplicateResult[]): Conflict[] {
  const conflicts: Conflict[] = [];
  events.forEach((event, index) => {
    const result = results[index];
    if (!result?.existingEvent) return;
    const type = typeOf(result);
    const blocked = !result.existingEvent.isEventOwner;
    const blockedBy = blocked
      ? (result.ownershipInfo?.ticketOrganisationName ??
        (result.ownershipInfo?.action === 'CLAIM_OWNERSHIP'
          ? 'the Floorcraft gallery'
          : 'another organisation'))
      : null;
    const choices: Resolution[] = blocked
      ? ['skip']
      : type === 'ical_update'
        ? ['skip', 'update', 'overwrite']
        : ['skip', 'overwrite'];
    conflicts.push({
      key: event.key,
      title: event.title,
      type,
      existing: result.existingEvent,
      blockedBy,
      choices,
      resolution: 'skip',
    });
  });
  return conflicts;
}

export interface UploadPlan {
  imports: UploadEvent[];
  updates: Array<{ event: UploadEvent; existingEventId: string; action: 'overwrite' | 'update' }>;
  skipped: UploadEvent[];
}

export function planOf(events: UploadEvent[], conflicts: Conflict[]): UploadPlan {
  const byKey = new Map(conflicts.map((conflict) => [conflict.key, conflict]));
  const plan: UploadPlan = { imports: [], updates: [], skipped: [] };
  for (const event of events) {
    const conflict = byKey.get(event.key);
    if (!conflict) plan.imports.push(event);
    else if (conflict.resolution === 'skip') plan.skipped.push(event);
    else
      plan.updates.push({
        event,
        existingEventId: conflict.existing.id,
        action: conflict.resolution,
      });
  }
  return plan;
}

export const CONFLICT_LABELS: Record<ConflictType, string> = {
  past_event: 'Already on Floorcraft, and already past',
  facebook_duplicate: 'Already imported from Facebook',
  ical_update: 'Already imported from a calendar file: this may be an update',
  potential_duplicate: 'An event with the same title on the same day is on Floorcraft',
};

export const RESOLUTION_LABELS: Record<Resolution, string> = {
  skip: 'Skip this event',
  update: 'Update the existing event (keep its styles and image)',
  overwrite: 'Overwrite the existing event',
};
