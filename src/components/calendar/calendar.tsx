// The calendar (spec §2): month or week view, Prev and Next, weeks from Wednesday, weekend columns
// 3 to 5, events placed on the day they start (in their own zone) and coloured by style. A day
// with events is a button that opens its list. Busy days may hold more events than the calendar
// was given (daysWithMore); their list ends with what renderMore supplies. A month view holds only
// that month's events: a day of the month before or after says which month it is in and opens it,
// rather than "no events" for a day it was not given.
import { useMemo, useState, type ReactNode } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, styleOf } from '@/lib/dance-styles';
import { i18n } from '@/lib/i18n/i18n';
import { localDateFormat } from '@/lib/i18n/format';
import { useI18n } from '@/lib/i18n/use-i18n';
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
/** The columns' headings (WEEKDAY_LABELS in en-AU), as message ids. */
const WEEKDAY_MESSAGES = [
  /* i18n */ 'weekday.wed',
  /* i18n */ 'weekday.thu',
  /* i18n */ 'weekday.fri',
  /* i18n */ 'weekday.sat',
  /* i18n */ 'weekday.sun',
  /* i18n */ 'weekday.mon',
  /* i18n */ 'weekday.tue',
] as const;
const longDate = () =>
  localDateFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const monthTitle = () => localDateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = () =>
  localDateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const utcDate = (key: string) => new Date(`${key}T00:00:00Z`);

function eventCount(count: number, busy: boolean, cancelled = 0): string {
  if (busy) return i18n._('calendar.day.busy', { count });
  if (count === 0) return i18n._('calendar.day.none');
  const some = i18n._('calendar.day.events', { count });
  return cancelled > 0 ? i18n._('calendar.day.cancelled', { some, cancelled }) : some;
}

/** The mark before a cancelled event's title (en-AU: "Cancelled"). */
export const cancelledEventMark = () => i18n._('event.cancelled');

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
  useI18n();
  const busyDays = useMemo(() => new Set(daysWithMore), [daysWithMore]);
  const today = useTodayKey();
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const weeks: CalendarDay[][] = view === 'month' ? monthWeeks(year, month) : [weekOf(anchor)];
  const title =
    view === 'month'
      ? monthTitle().format(utcDate(anchor))
      : i18n._('calendar.weekOf', {
          date: shortDate().format(utcDate(weeks[0]?.[0]?.key ?? anchor)),
        });

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
          {i18n._('calendar.prev')}
        </button>
        <h2 className="calendar__title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="button button-secondary" onClick={onNext}>
          {i18n._('calendar.next')}
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
              {i18n._(WEEKDAY_MESSAGES[index]!)}
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
                ? i18n._('calendar.day.elsewhere', {
                    date: longDate().format(utcDate(day.key)),
                    month: monthTitle().format(utcDate(day.key)),
                  })
                : i18n._('calendar.day.label', {
                    date: longDate().format(utcDate(day.key)),
                    events: eventCount(
                      dayEvents.length,
                      busy,
                      dayEvents.filter((event) => event.cancelled).length,
                    ),
                  });
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
                      {event.cancelled && `${cancelledEventMark()}: `}
                      {event.title || i18n._('event.untitled')}
                    </span>
                  ))}
                  {(busy || dayEvents.length > MAX_CHIPS) && (
                    <span className="calendar__more" aria-hidden="true">
                      {busy
                        ? i18n._('calendar.manyMore')
                        : i18n._('calendar.more', { count: dayEvents.length - MAX_CHIPS })}
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
        title={
          openDay
            ? i18n._('calendar.dayTitle', { date: longDate().format(utcDate(openDay)) })
            : null
        }
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
