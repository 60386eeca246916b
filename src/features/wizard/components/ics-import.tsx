// Step 1's calendar-file import (spec §2, §5): one Facebook .ics event fills the details (single
// mode: the first event only). Whether the event is already on Floorcraft, and whose it is, the
// server answers when the step is saved.
import type { ChangeEvent } from 'react';
import { CalendarFileError, MAX_FILE_BYTES } from '@/lib/calendar-files/calendar-file-rules';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { dayKey } from '@/lib/event-time';

interface Props {
  onImported: (event: UploadEvent, filename: string) => void;
  onError: (message: string) => void;
  /** The event's zone (IANA). */
  timeZone: string;
}

export function IcsImport({ onImported, onError, timeZone }: Props) {
  const read = async (input: ChangeEvent<HTMLInputElement>) => {
    const file = input.target.files?.[0];
    input.target.value = '';
    if (!file) return;
    if (!/\.ics$/i.test(file.name) || file.size > MAX_FILE_BYTES)
      return onError('Failed to process ICS file: please choose a Facebook .ics file under 5 MB.');
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      return onError(`Error reading file: ${error instanceof Error ? error.message : error}`);
    }
    try {
      const { parseFacebookCalendar } =
        await import('@/lib/calendar-files/parse-facebook-calendar');
      const result = parseFacebookCalendar(text, {
        // A time without a zone of its own is the event's local time.
        timeZone,
        today: dayKey(new Date().toISOString(), timeZone) ?? '',
        loaded: { icalUIDs: new Set(), facebookIds: new Set() },
      });
      const [first] = result.events;
      if (!first) return onError(`Failed to process ICS file: ${result.problems.join(' ')}`);
      onImported(first, file.name);
    } catch (error) {
      const message =
        error instanceof CalendarFileError || error instanceof Error
          ? error.message
          : String(error);
      onError(`Failed to process ICS file: ${message}`);
    }
  };

  return (
    <div className="card">
      <h4>Import from a calendar file</h4>
      <p className="muted">
        Export your event from Facebook as an .ics file and choose it here to fill in the details.
      </p>
      <label className="button button-secondary">
        Choose .ics file
        <input
          type="file"
          accept=".ics,text/calendar"
          className="visually-hidden"
          onChange={(event) => void read(event)}
        />
      </label>
    </div>
  );
}
