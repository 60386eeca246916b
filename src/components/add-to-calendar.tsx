// Add an event to one's calendar: an .ics download (any calendar app) and a Google Calendar link.
import {
  downloadEventIcs,
  googleCalendarUrl,
  type CalendarEntry,
} from '@/lib/calendar-files/add-to-calendar';
import { useSiteOrigin } from '@/lib/use-site-origin';

/** `name`: what is added, for the controls' names where several sit on one page (a timetable). */
export function AddToCalendar({ entry, name }: { entry: CalendarEntry; name?: string }) {
  const origin = useSiteOrigin();
  return (
    <span className="add-to-calendar">
      <button
        type="button"
        className="button button-secondary"
        aria-label={name ? `Add ${name} to calendar` : undefined}
        onClick={() => downloadEventIcs(entry)}
      >
        Add to calendar
      </button>{' '}
      <a
        href={googleCalendarUrl(entry, origin)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={name ? `${name} in Google Calendar` : undefined}
      >
        Google Calendar
      </a>
    </span>
  );
}
