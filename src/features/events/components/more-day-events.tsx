// The rest of a busy day, after the events its month answer held: read page by page on request,
// so a day with hundreds of events costs nothing until someone asks for them.
import { useState } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { DayEventItem } from '@/components/calendar/day-event-item';
import { useCalendarDay, type DayScope } from '../api/get-calendar-day';
import { useI18n } from '@/lib/i18n/use-i18n';

interface Props {
  day: string;
  shown: number;
  scope: DayScope;
  onViewDetails?: (event: CalendarEvent) => void;
}

export function MoreDayEvents({ day, shown, scope, onViewDetails }: Props) {
  const [requested, setRequested] = useState(false);
  const i18n = useI18n();
  const pages = useCalendarDay(day, shown, scope, requested);
  const events = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const canAsk = !requested || (pages.hasNextPage && !pages.isFetching);

  return (
    <div className="day-events__more">
      {events.length > 0 && (
        <ul className="day-events" aria-label={i18n._('day.more')}>
          {events.map((event) => (
            <DayEventItem key={event.id} event={event} onViewDetails={onViewDetails} />
          ))}
        </ul>
      )}
      {pages.isFetching && <p role="status">{i18n._('list.loadingMore')}</p>}
      {pages.isError && (
        <p className="alert alert-error" role="alert">
          {i18n._('day.moreFailed')}
        </p>
      )}
      {canAsk && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => (requested ? void pages.fetchNextPage() : setRequested(true))}
        >
          {i18n._('list.showMore')}
        </button>
      )}
    </div>
  );
}
