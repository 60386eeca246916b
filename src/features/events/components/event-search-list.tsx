// The List view of the filtered events: soonest first, each with its day, time, place, school and
// styles, 20 at a time with "Show more events".
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, eventStylesText, styleOf } from '@/lib/dance-styles';
import { dateOf, timeRangeOf } from '@/lib/event-time';
import { useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useEventSearch, type EventSearch } from '../api/search-events';

interface Props {
  search: EventSearch;
  enabled: boolean;
  onViewDetails: (event: CalendarEvent) => void;
}

export function EventSearchList({ search, enabled, onViewDetails }: Props) {
  const pages = useEventSearch(search, enabled);
  const i18n = useI18n();
  const notSaved = useNotSavedOffline(pages);
  const events = pages.data?.pages.flatMap((page) => page.data) ?? [];

  if (notSaved)
    return (
      <p className="alert alert-info" role="status">
        {i18n._('list.notSaved')}
      </p>
    );
  return (
    <div className="event-list" aria-busy={pages.isFetching}>
      {pages.isPending && enabled && <p role="status">{i18n._('list.finding')}</p>}
      {pages.isError && (
        <p className="alert alert-error" role="alert">
          {i18n._('list.failed')}
        </p>
      )}
      {pages.isSuccess && events.length === 0 && <p role="status">{i18n._('list.none')}</p>}
      {events.length > 0 && (
        <ul className="event-list__items" aria-label={i18n._('list.label')}>
          {events.map((event) => (
            <li key={event.id} className={`event-list__item ${colourClassOf(styleOf(event))}`}>
              <h3>{event.title || i18n._('event.untitled')}</h3>
              <p className="event-list__when">
                {dateOf(event.eventStartDateTime, event.timeZone)},{' '}
                {timeRangeOf(event.eventStartDateTime, event.eventEndDateTime, event.timeZone)}
              </p>
              <p className="event-list__where">
                {event.eventLocation.description || i18n._('event.locationTba')}
                {event.organisationName ? ` · ${event.organisationName}` : ''}
              </p>
              <p className="event-list__styles">
                {eventStylesText(event, i18n)}
              </p>
              <button
                type="button"
                className="button button-secondary"
                aria-label={i18n._('event.viewDetailsOf', {
                  title: event.title || i18n._('event.untitled'),
                })}
                onClick={() => onViewDetails(event)}
              >
                {i18n._('event.viewDetails')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? i18n._('list.loadingMore') : i18n._('list.showMore')}
        </button>
      )}
    </div>
  );
}
