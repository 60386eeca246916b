// "My timetable" in My Tickets: the sessions a dancer's tickets to one event admit to, by day and
// room, each with Add to calendar, and the whole timetable as one calendar file.
import { useI18n } from '@/lib/i18n/use-i18n';
import { AddToCalendar } from '@/components/add-to-calendar';
import { Timetable } from '@/components/timetable/timetable';
import type { PublicSession } from '@/contract/sessions';
import { downloadCalendarFile, type CalendarEntry } from '@/lib/calendar-files/add-to-calendar';
import { sessionEndOf } from '@/lib/timetable';

interface Props {
  event: { id: string; title: string; timeZone: string; location: { description: string } };
  sessions: PublicSession[];
}

export function MyTimetable({ event, sessions }: Props) {
  const i18n = useI18n();
  const entryOf = (session: PublicSession): CalendarEntry => ({
    id: session.id,
    title: `${session.name} — ${event.title}`,
    start: session.startDateTime,
    end: sessionEndOf(session),
    location: [session.room, event.location.description].filter(Boolean).join(', '),
    page: { id: event.id, title: event.title },
  });
  return (
    <div className="my-timetable">
      <Timetable
        sessions={sessions}
        timeZone={event.timeZone}
        title={i18n._('myTickets.timetable', { title: event.title })}
        headingLevel={3}
        extra={(session) => <AddToCalendar entry={entryOf(session)} name={session.name} />}
      />
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          downloadCalendarFile(
            sessions.map(entryOf),
            i18n._('myTickets.timetable.file', { title: event.title }),
          )
        }
      >
        {i18n._('myTickets.timetable.add')}
      </button>
    </div>
  );
}
