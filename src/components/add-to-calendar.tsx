// Add an event to one's calendar: an .ics download (any calendar app) and a Google Calendar link.
import type { PublicSession } from '@/contract/sessions';
import {
  downloadEventIcs,
  googleCalendarUrl,
  type CalendarEntry,
} from '@/lib/calendar-files/add-to-calendar';
import { useSiteOrigin } from '@/lib/use-site-origin';
import { useI18n } from '@/lib/i18n/use-i18n';

interface Props {
  entry: CalendarEntry;
  /** What is added, for the controls' names where several sit on one page (a timetable). */
  name?: string;
  /** A festival's sessions: the file has one event per session (Google's link: the event). */
  sessions?: PublicSession[];
}

export function AddToCalendar({ entry, name, sessions }: Props) {
  const origin = useSiteOrigin();
  const i18n = useI18n();
  return (
    <span className="add-to-calendar">
      <button
        type="button"
        className="button button-secondary"
        aria-label={name ? i18n._('calendar.addNamed', { name }) : undefined}
        onClick={() => downloadEventIcs(entry, sessions)}
      >
        {i18n._('calendar.add')}
      </button>{' '}
      <a
        href={googleCalendarUrl(entry, origin)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={name ? i18n._('calendar.googleNamed', { name }) : undefined}
      >
        {i18n._('calendar.google')}
      </a>
    </span>
  );
}
