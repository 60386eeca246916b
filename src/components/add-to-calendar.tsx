// Add an event to one's calendar: an .ics download (any calendar app) and a Google Calendar link.
import {
  downloadEventIcs,
  googleCalendarUrl,
  type CalendarEntry,
} from '@/lib/calendar-files/add-to-calendar';
import { useSiteOrigin } from '@/lib/use-site-origin';

export function AddToCalendar({ entry }: { entry: CalendarEntry }) {
  const origin = useSiteOrigin();
  return (
    <span className="add-to-calendar">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => downloadEventIcs(entry)}
      >
        Add to calendar
      </button>{' '}
      <a href={googleCalendarUrl(entry, origin)} target="_blank" rel="noopener noreferrer">
        Google Calendar
      </a>
    </span>
  );
}
