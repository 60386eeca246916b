// The calendar (spec §2): month or week view, Prev and Next, weeks from Wednesday, weekend columns
// 3 to 5, events placed on the day they start (in their own zone) and coloured by style. A day
// with events is a button that opens its list.
import { useMemo, useState } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { colourOf, styleOf } from '@/lib/dance-styles';
import { dayKey } from '@/lib/event-time';
import {
  monthWeeks,
  weekOf,
  WEEKDAY_LABELS,
  WEEKEND_COLUMNS,
  type CalendarDay,
} from './calendar-grid';
import { DayEventsModal } from './day-events-modal';
import './calendar.css';

export type CalendarView = 'month' | 'week';

interface Props {
  view: CalendarView;
  /** Any day of the month or week shown (YYYY-MM-DD). */
  anchor: string;
  events: CalendarEvent[];
  loading?: boolean;
  onPrev: () => void;
  onNext: () => void;
  onViewDetails?: (event: CalendarEvent) => void;
}

const MAX_CHIPS = 3;
const longDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthTitle = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const utcDate = (key: string) => new Date(`${key}T00:00:00Z`);

export function Calendar({ view, anchor, events, loading, onPrev, onNext, onViewDetails }: Props) {
  const [openDay, setOpenDay] = useState<string | null>(null);
  const today = dayKey(new Date().toISOString(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const weeks: CalendarDay[][] = view === 'month' ? monthWeeks(year, month) : [weekOf(anchor)];
  const title =
    view === 'month'
      ? monthTitle.format(utcDate(anchor))
      : `Week of ${shortDate.format(utcDate(weeks[0]?.[0]?.key ?? anchor))}`;

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) {
      const key = dayKey(event.eventStartDateTime, event.timeZone);
      if (key) map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [events]);

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
              const classes = [
                'calendar__day',
                day.inMonth || view === 'week' ? '' : 'calendar__day--outside',
                WEEKEND_COLUMNS.has(day.column) ? 'calendar__weekend' : '',
                day.key === today ? 'calendar__day--today' : '',
              ]
                .filter(Boolean)
                .join(' ');
              const label = `${longDate.format(utcDate(day.key))}: ${dayEvents.length === 0 ? 'no events' : `${dayEvents.length} event${dayEvents.length === 1 ? '' : 's'}`}`;
              const content = (
                <>
                  <span className="calendar__date" aria-hidden="true">
                    {day.day}
                  </span>
                  {dayEvents.slice(0, MAX_CHIPS).map((event) => (
                    <span
                      key={event.id}
                      className="calendar__chip"
                      style={{ backgroundColor: colourOf(styleOf(event)) }}
                      aria-hidden="true"
                    >
                      {event.title || 'Untitled Event'}
                    </span>
                  ))}
                  {dayEvents.length > MAX_CHIPS && (
                    <span className="calendar__more" aria-hidden="true">
                      +{dayEvents.length - MAX_CHIPS} more
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
                      aria-label={label}
                      onClick={() => setOpenDay(day.key)}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className="calendar__day-empty" aria-label={label}>
                      {content}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <DayEventsModal
        title={openDay ? `Events for ${longDate.format(utcDate(openDay))}` : null}
        events={openDay ? (byDay.get(openDay) ?? []) : []}
        onClose={() => setOpenDay(null)}
        onViewDetails={
          onViewDetails
            ? (event) => {
                setOpenDay(null);
                onViewDetails(event);
              }
            : undefined
        }
      />
    </section>
  );
}
