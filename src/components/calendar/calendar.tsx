// The calendar (spec §2): month or week view, Prev and Next, weeks from Wednesday, weekend columns
// 3 to 5, events placed on the day they start (in their own zone) and coloured by style. A day
// with events is a button that opens its list. Busy days may hold more events than the calendar
// was given (daysWithMore); their list ends with what renderMore supplies. A month view holds only
// that month's events: a day of the month before or after says which month it is in and opens it,
// rather than "no events" for a day it was not given.
import { useMemo, useState, type ReactNode } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, styleOf } from '@/lib/dance-styles';
import { dateFormat } from '@/contract/date-formats';
import { dayKey } from '@/lib/event-time';
import { useTodayKey, type CalendarView } from './calendar-navigation';
import {
  monthWeeks,
  weekOf,
  WEEKDAY_LABELS,
  WEEKEND_COLUMNS,
  type CalendarDay,
} from './calendar-grid';
import { DayEventsModal } from './day-events-modal';
import './calendar.css';

interface Props {
  view: CalendarView;
  /** Any day of the month or week shown (YYYY-MM-DD). */
  anchor: string;
  events: CalendarEvent[];
  /** Days (YYYY-MM-DD) holding more events than `events` carries. */
  daysWithMore?: readonly string[];
  /** Ends a busy day's list: a way to the rest of its events, after the `shown` first. */
  renderMore?: (
    day: string,
    shown: number,
    onViewDetails?: (event: CalendarEvent) => void,
  ) => ReactNode;
  loading?: boolean;
  onPrev: () => void;
  onNext: () => void;
  onViewDetails?: (event: CalendarEvent) => void;
}

const MAX_CHIPS = 3;
const longDate = () =>
  dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthTitle = () => dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = () =>
  dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const utcDate = (key: string) => new Date(`${key}T00:00:00Z`);

function eventCount(count: number, busy: boolean, cancelled = 0): string {
  if (busy) return `more than ${count} events`;
  if (count === 0) return 'no events';
  const some = `${count} event${count === 1 ? '' : 's'}`;
  return cancelled > 0 ? `${some}, ${cancelled} cancelled` : some;
}

export const CANCELLED_EVENT_MARK = 'Cancelled';

export function Calendar({
  view,
  anchor,
  events,
  daysWithMore = [],
  renderMore,
  loading,
  onPrev,
  onNext,
  onViewDetails,
}: Props) {
  const [openDay, setOpenDay] = useState<string | null>(null);
  const busyDays = useMemo(() => new Set(daysWithMore), [daysWithMore]);
  const today = useTodayKey();
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const weeks: CalendarDay[][] = view === 'month' ? monthWeeks(year, month) : [weekOf(anchor)];
  const title =
    view === 'month'
      ? monthTitle().format(utcDate(anchor))
      : `Week of ${shortDate().format(utcDate(weeks[0]?.[0]?.key ?? anchor))}`;

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) {
      const key = dayKey(event.eventStartDateTime, event.timeZone);
      if (key) map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [events]);

  const openEvents = openDay ? (byDay.get(openDay) ?? []) : [];
  const viewDetails = onViewDetails
    ? (event: CalendarEvent) => {
        setOpenDay(null);
        onViewDetails(event);
      }
    : undefined;

  return (
    <section className={`calendar calendar--${view}`} aria-label={title} aria-busy={loading}>
      <div className="calendar__header">
        <button type="button" className="button button-secondary" onClick={onPrev}>
          Prev
        </button>
        <h2 className="calendar__title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="button button-secondary" onClick={onNext}>
          Next
        </button>
      </div>
      <div className="calendar__grid" role="grid" aria-readonly="true">
        <div className="calendar__row" role="row">
          {WEEKDAY_LABELS.map((label, index) => (
            <div
              key={label}
              role="columnheader"
              className={`calendar__weekday${WEEKEND_COLUMNS.has(index + 1) ? ' calendar__weekend' : ''}`}
            >
              {label}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]?.key} className="calendar__row" role="row">
            {week.map((day) => {
              const dayEvents = byDay.get(day.key) ?? [];
              const busy = busyDays.has(day.key);
              const classes = [
                'calendar__day',
                day.inMonth || view === 'week' ? '' : 'calendar__day--outside',
                WEEKEND_COLUMNS.has(day.column) ? 'calendar__weekend' : '',
                day.key === today ? 'calendar__day--today' : '',
              ]
                .filter(Boolean)
                .join(' ');
              // A neighbouring month's day: its events were not loaded, so it leads to that month.
              const elsewhere = view === 'month' && !day.inMonth && dayEvents.length === 0;
              const label = elsewhere
                ? `${longDate().format(utcDate(day.key))}: show ${monthTitle().format(utcDate(day.key))}`
                : `${longDate().format(utcDate(day.key))}: ${eventCount(
                    dayEvents.length,
                    busy,
                    dayEvents.filter((event) => event.cancelled).length,
                  )}`;
              // The name is the visually hidden label, not an aria-label, so what is read starts
              // with the full date rather than contradicting the visible text (WCAG 2.5.3).
              const content = (
                <>
                  <span className="visually-hidden">{label}</span>
                  <span className="calendar__date" aria-hidden="true">
                    {day.day}
                  </span>
                  {dayEvents.slice(0, MAX_CHIPS).map((event) => (
                    <span
                      key={event.id}
                      className={`calendar__chip ${colourClassOf(styleOf(event))}${event.cancelled ? ' calendar__chip--cancelled' : ''}`}
                      aria-hidden="true"
                    >
                      {event.cancelled && `${CANCELLED_EVENT_MARK}: `}
                      {event.title || 'Untitled Event'}
                    </span>
                  ))}
                  {(busy || dayEvents.length > MAX_CHIPS) && (
                    <span className="calendar__more" aria-hidden="true">
                      {busy ? 'Many more' : `+${dayEvents.length - MAX_CHIPS} more`}
                    </span>
                  )}
                </>
              );
              return (
                <div
                  key={day.key}
                  role="gridcell"
                  className={classes}
                  data-day={day.key}
                  aria-current={day.key === today ? 'date' : undefined}
                >
                  {dayEvents.length > 0 ? (
                    <button
                      type="button"
                      className="calendar__day-button"
                      onClick={() => setOpenDay(day.key)}
                    >
                      {content}
                    </button>
                  ) : elsewhere ? (
                    <button
                      type="button"
                      className="calendar__day-elsewhere"
                      onClick={day.key < anchor ? onPrev : onNext}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className="calendar__day-empty">{content}</div>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <DayEventsModal
        title={openDay ? `Events for ${longDate().format(utcDate(openDay))}` : null}
        events={openEvents}
        more={
          openDay && busyDays.has(openDay)
            ? renderMore?.(openDay, openEvents.length, viewDetails)
            : undefined
        }
        onClose={() => setOpenDay(null)}
        onViewDetails={viewDetails}
      />
    </section>
  );
}
