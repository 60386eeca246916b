// Says whose clock the wizard's times are on when it is not the device's: a school editing from
// abroad types its classes in the event's own time, not the time where the phone happens to be.
import { viewerTimeZone } from '@/lib/event-time';
import { zoneNoteText } from '../lib/zone-note-text';

export function ZoneNote({ timeZone }: { timeZone: string }) {
  const text = zoneNoteText(timeZone, viewerTimeZone());
  return text ? <p className="wizard-zone-note">{text}</p> : null;
}
