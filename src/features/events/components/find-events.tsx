// Finding dance: the filter bar over the public calendar or the event list, both narrowed by the
// filters the address holds (so a filtered view is a link to share, and Back undoes a change).
// Used by /tickets and the aficionado's /events.
import { useSearchParams } from 'react-router-dom';
import type { CalendarEvent } from '@/contract/events';
import { Calendar } from '@/components/calendar/calendar';
import {
  monthAnchorOf,
  moveAnchor,
  useCalendarAnchor,
  useTodayKey,
  yearMonthOf,
} from '@/components/calendar/calendar-navigation';
import { DEFAULT_RADIUS_KM } from '@/contract/event-search';
import { useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { useI18n } from '@/lib/i18n/use-i18n';
import type { CalendarSearch } from '../api/calendar-query';
import { useCalendarMonth } from '../api/get-calendar-month';
import { useViewerLocation } from '@/lib/use-viewer-location';
import { useWeekEvents } from '../hooks/use-week-events';
import {
  filtersFromParams,
  paramsWithFilters,
  whenRange,
  type EventFilters,
  type FilterDefaults,
} from '../lib/event-filters';
import { EventFilterBar } from './event-filter-bar';
import { EventSearchList } from './event-search-list';
import { MoreDayEvents } from './more-day-events';
import { StyleLegend } from './style-legend';

interface Props {
  defaults?: FilterDefaults;
  onViewDetails: (event: CalendarEvent) => void;
}

/** What the calendar is narrowed by beyond near me; null when nothing (the unfiltered reads). */
function calendarSearchOf(filters: EventFilters): CalendarSearch | null {
  const radiusKm = filters.near && filters.radiusKm !== DEFAULT_RADIUS_KM ? filters.radiusKm : null;
  if (filters.styles.length === 0 && !filters.q.trim() && radiusKm === null) return null;
  return { styles: filters.styles, q: filters.q.trim(), radiusKm };
}

export function FindEvents({ defaults = { near: false }, onViewDetails }: Props) {
  const [params, setParams] = useSearchParams();
  const i18n = useI18n();
  const filters = filtersFromParams(params, defaults);
  // ?month=YYYY-MM opens the calendar on that month (after an upload, the events' month).
  const [anchor, setAnchor] = useCalendarAnchor(monthAnchorOf(params.get('month')));
  const today = useTodayKey();
  const location = useViewerLocation(filters.near);
  const near = filters.near && location.status === 'found' ? location.point : null;
  const ready = !filters.near || near !== null;
  const search = calendarSearchOf(filters);
  const calendarView = filters.when === 'week' ? 'week' : 'month';
  const [year, month] = yearMonthOf(anchor);
  const showCalendar = filters.view === 'calendar';

  const monthRead = useCalendarMonth(
    year,
    month,
    near,
    ready && showCalendar && calendarView === 'month',
    search,
  );
  const weekRead = useWeekEvents(
    anchor,
    today,
    near,
    ready && showCalendar && calendarView === 'week',
    search,
  );
  const calendar = calendarView === 'week' ? weekRead : monthRead;
  const notSaved = useNotSavedOffline(monthRead);

  const change = (next: EventFilters, options?: { replace: boolean }) => {
    // This week or this month shows today's week or month.
    if (next.when !== filters.when) setAnchor(null);
    const nextParams = paramsWithFilters(params, next, defaults);
    if (next.when !== filters.when) nextParams.delete('month');
    setParams(nextParams, { replace: options?.replace ?? false, preventScrollReset: true });
  };
  const events = calendar.data?.events ?? [];

  return (
    <div className="find-events">
      <EventFilterBar filters={filters} defaults={defaults} onChange={change} />
      {filters.near && location.status === 'locating' && (
        <p role="status">{i18n._('near.locating')}</p>
      )}
      {filters.near && location.status === 'unavailable' && (
        <p className="alert alert-error" role="alert">
          {location.message}
        </p>
      )}
      {filters.near && location.status === 'found' && location.source === 'profile' && (
        <p className="muted">{i18n._('near.profile')}</p>
      )}
      {showCalendar ? (
        <>
          {notSaved && calendarView === 'month' && (
            <p className="alert alert-info" role="status">
              {i18n._('calendar.month.notSaved')}
            </p>
          )}
          {calendar.isError && !notSaved && (
            <p className="alert alert-error" role="alert">
              {i18n._('calendar.failed')}
            </p>
          )}
          <Calendar
            view={calendarView}
            anchor={anchor}
            events={events}
            daysWithMore={calendar.data?.daysWithMore}
            renderMore={(day, shown, viewDetails) => (
              <MoreDayEvents
                day={day}
                shown={shown}
                scope={{ kind: 'public', near, search }}
                onViewDetails={viewDetails}
              />
            )}
            // Busy only while there is nothing to show: the background check of a month the
            // server sent (or the cache kept) would otherwise re-render the whole calendar twice.
            loading={calendar.data === undefined && ready}
            onPrev={() => setAnchor(moveAnchor(anchor, calendarView, -1))}
            onNext={() => setAnchor(moveAnchor(anchor, calendarView, 1))}
            onViewDetails={onViewDetails}
          />
          <StyleLegend events={events} />
        </>
      ) : (
        <EventSearchList
          search={{
            near,
            styles: filters.styles,
            q: filters.q.trim(),
            radiusKm: filters.near ? filters.radiusKm : null,
            range: whenRange(filters.when, today),
          }}
          enabled={ready}
          onViewDetails={onViewDetails}
        />
      )}
    </div>
  );
}
