// A festival's timetable (spec §2 Timetables): each day, its sessions in time order, those starting
// together side by side by room on a wide screen (one after another on a phone); each session's
// time, name, room, level and teachers; a cancelled one struck through and marked "Cancelled". Used by
// the event page, the purchase page, the dashboard and a dancer's own timetable (with `extra`).
import { useId, type ReactNode } from 'react';
import type { PublicSession } from '@/contract/sessions';
import { timeRangeOf, timeOf } from '@/lib/event-time';
import { timetableDays } from '@/lib/timetable';
import { useI18n } from '@/lib/i18n/use-i18n';
import './timetable.css';

/** "9:00 pm – 2:00 am": a party past midnight is still that night's; a session of more than a day
 * names the day it ends. */
function timesOf(session: PublicSession, timeZone: string): string {
  const { startDateTime: start, endDateTime: end } = session;
  if (!end) return timeOf(start, timeZone);
  return Date.parse(end) - Date.parse(start) < 86_400_000
    ? `${timeOf(start, timeZone)} – ${timeOf(end, timeZone)}`
    : timeRangeOf(start, end, timeZone);
}

interface Props<S extends PublicSession> {
  sessions: S[];
  timeZone: string;
  /** Heading of the whole timetable; its days are one level below. */
  title: string;
  headingLevel?: 2 | 3;
  /** Something after a session's details (a dancer's Add to calendar). */
  extra?: (session: S) => ReactNode;
  /** Something under a day's sessions ("YYYY-MM-DD" in the zone): its schedule image. */
  dayExtra?: (day: string) => ReactNode;
}

export function Timetable<S extends PublicSession>({
  sessions,
  timeZone,
  title,
  headingLevel = 2,
  extra,
  dayExtra,
}: Props<S>) {
  const i18n = useI18n();
  const Heading = `h${headingLevel}` as const;
  const DayHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const days = timetableDays(sessions, timeZone);
  const titleId = useId();
  return (
    <section className="timetable" aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      {days.map((day) => (
        <div key={day.day} className="timetable__day">
          <DayHeading className="timetable__day-label">{day.label}</DayHeading>
          <ol className="timetable__slots">
            {day.slots.map((slot) => (
              <li key={slot.start} className="timetable__slot">
                <ul className="timetable__sessions">
                  {slot.sessions.map((session) => (
                    <li
                      key={session.id}
                      className={`timetable__session${session.cancelled ? ' timetable__session--cancelled' : ''}`}
                    >
                      <span className="timetable__time">{timesOf(session, timeZone)}</span>
                      {session.cancelled ? (
                        <>
                          <s className="timetable__name">{session.name}</s>
                          <strong className="timetable__cancelled">
                            {i18n._('event.cancelled')}
                          </strong>
                        </>
                      ) : (
                        <span className="timetable__name">{session.name}</span>
                      )}
                      {session.room && <span className="timetable__room">{session.room}</span>}
                      {(session.level || session.teachers) && (
                        <span className="timetable__who">
                          {[session.level, session.teachers].filter(Boolean).join(' · ')}
                        </span>
                      )}
                      {extra?.(session)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {dayExtra?.(day.day)}
        </div>
      ))}
    </section>
  );
}
