// The Event Calendar block: views My Events, Near Me (Month) and Near Me (Week) (spec §2), used on
// the aficionado's /events page and, later, on the organiser dashboard.
import { useState } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { Calendar } from '@/components/calendar/calendar';
import { useCalendarMonth } from '../api/get-calendar-month';
import { useOrganisationCalendar } from '../api/get-organisation-calendar';
import type { DayScope } from '../api/get-calendar-day';
import { useViewerLocation } from '@/lib/use-viewer-location';
import { useWeekEvents } from '../hooks/use-week-events';
import {
  moveAnchor,
  useCalendarAnchor,
  useTodayKey,
  yearMonthOf,
} from '@/components/calendar/calendar-navigation';
import { MoreDayEvents } from './more-day-events';

export type EventCalendarView = 'my-events' | 'near-month' | 'near-week' | 'all-month';

const LABELS: Record<EventCalendarView, string> = {
  'my-events': 'My Events',
  'near-month': 'Near Me (Month)',
  'near-week': 'Near Me (Week)',
  'all-month': 'All Events',
};

interface Props {
  views: EventCalendarView[];
  onViewDetails?: (event: CalendarEvent) => void;
}

export function EventCalendarBlock({ views, onViewDetails }: Props) {
  const [view, setView] = useState<EventCalendarView>(views[0] ?? 'all-month');
  const [anchor, setAnchor] = useCalendarAnchor();
  const today = useTodayKey();
  const calendarView = view === 'near-week' ? 'week' : 'month';
  const [year, month] = yearMonthOf(anchor);
  const isNear = view === 'near-month' || view === 'near-week';
  const location = useViewerLocation(isNear);
  const near = location.status === 'found' ? location.point : null;

  const mine = useOrganisationCalendar(year, month, view === 'my-events');
  const nearMonth = useCalendarMonth(year, month, near, view === 'near-month' && near !== null);
  const allMonth = useCalendarMonth(year, month, null, view === 'all-month');
  const nearWeek = useWeekEvents(anchor, today, near, view === 'near-week' && near !== null);

  const active = {
    'my-events': mine,
    'near-month': nearMonth,
    'all-month': allMonth,
    'near-week': nearWeek,
  }[view];
  const dayScope: DayScope =
    view === 'my-events'
      ? { kind: 'organisation' }
      : { kind: 'public', near: isNear ? near : null };
  const switchTo = (next: EventCalendarView) => {
    setView(next);
    setAnchor(null);
  };

  return (
    <section className="event-calendar-block" aria-labelledby="event-calendar-heading">
      <h2 id="event-calendar-heading">Event Calendar</h2>
      <div className="segmented" role="group" aria-label="Calendar view">
        {views.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            className={view === option ? 'is-active' : ''}
            onClick={() => switchTo(option)}
          >
            {LABELS[option]}
          </button>
        ))}
      </div>
      {isNear && location.status === 'locating' && <p role="status">Finding your location…</p>}
      {isNear && location.status === 'unavailable' && (
        <p className="alert alert-error" role="alert">
          {location.message}
        </p>
      )}
      {isNear && location.status === 'found' && location.source === 'profile' && (
        <p className="muted">
          Showing events near your profile's location: the browser did not share yours.
        </p>
      )}
      {active.isError && (
        <p className="alert alert-error" role="alert">
          The calendar could not be loaded. Please try again.
        </p>
      )}
      <Calendar
        view={calendarView}
        anchor={anchor}
        events={active.data?.events ?? []}
        daysWithMore={active.data?.daysWithMore}
        renderMore={(day, shown, viewDetails) => (
          <MoreDayEvents day={day} shown={shown} scope={dayScope} onViewDetails={viewDetails} />
        )}
        loading={active.isFetching}
        onPrev={() => setAnchor(moveAnchor(anchor, calendarView, -1))}
        onNext={() => setAnchor(moveAnchor(anchor, calendarView, 1))}
        onViewDetails={onViewDetails}
      />
    </section>
  );
}
