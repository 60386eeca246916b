// A calendar file's event in the wizard (spec §4, §8 Calendar): the details fill step 1, then the
// duplicate check decides — the school's own event links to it, one with its tickets offers to
// edit them (EDIT_EXISTING), another school's is refused (BLOCK), a gallery event will ask for
// the ownership claim, and a possible match (same title, same day) is put to the organiser.
import { useState } from 'react';
import type { ExistingEvent } from '@/contract/imports';
import { blockedMessage, EVENT_EXISTS_MESSAGE } from '@/contract/ticketing';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { useAuth } from '@/lib/auth/auth-context';
import { checkDuplicates } from '@/lib/calendar-files/check-duplicates';
import { inputValueOf, type WizardForm } from '../lib/wizard-form';

interface Options {
  setForm: (patch: Partial<WizardForm>) => void;
  setError: (message: string | null) => void;
  showInfo: (message: string) => void;
  offerExisting: (configurationId: string) => void;
  /** The event's zone: the file's times are shown in it. */
  timeZone: string;
}

const detailsOf = (
  event: UploadEvent,
  filename: string,
  timeZone: string,
): Partial<WizardForm> => ({
  title: event.title,
  description: event.description,
  start: inputValueOf(event.startDateTime, timeZone),
  end: inputValueOf(event.endDateTime, timeZone),
  location: event.location.description,
  latitude: null,
  longitude: null,
  importSource: 'ics',
  icsData: { uid: event.icalUID, filename },
  eventId: null,
});

export function useIcsImport({ setForm, setError, showInfo, offerExisting, timeZone }: Options) {
  const { organisationId } = useAuth();
  const [possibleMatch, setPossibleMatch] = useState<ExistingEvent | null>(null);

  async function importEvent(event: UploadEvent, filename: string) {
    setError(null);
    const checked = await checkDuplicates([event], organisationId);
    const result = checked.ok ? (checked.data[0] ?? null) : null;
    const existing = result?.existingEvent;
    const ownership = result?.ownershipInfo;
    if (!result || !existing) return setForm(detailsOf(event, filename, timeZone));
    if (!result.isDuplicate) {
      setForm(detailsOf(event, filename, timeZone));
      setPossibleMatch(existing);
      return showInfo('Found 1 potential conflicts. Please review.');
    }
    if (ownership?.action === 'BLOCK')
      return setError(blockedMessage(ownership.ticketOrganisationName));
    if (ownership?.action === 'EDIT_EXISTING' && ownership.ticketConfigId)
      return offerExisting(ownership.ticketConfigId);
    setForm({ ...detailsOf(event, filename, timeZone), eventId: existing.id });
    if (ownership?.action === 'CLAIM_OWNERSHIP') showInfo(EVENT_EXISTS_MESSAGE);
  }

  return {
    importEvent,
    possibleMatch,
    /** The organiser says the match is their event: tickets are made for it. */
    sameEvent: () => {
      if (possibleMatch) setForm({ eventId: possibleMatch.id });
      setPossibleMatch(null);
    },
    differentEvent: () => setPossibleMatch(null),
  };
}
