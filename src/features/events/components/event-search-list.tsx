// The List view of the filtered events: soonest first, each with its day, time, place, school and
// styles, 20 at a time with "Show more events".
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, styleOf } from '@/lib/dance-styles';
import { dateOf, timeRangeOf } from '@/lib/event-time';
import { notSavedText, useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { useEventSearch, type EventSearch } from '../api/search-events';

interface Props {
  search: EventSearch;
  enabled: boolean;
  onViewDetails: (event: CalendarEvent) => void;
}

export function EventSearchList({ search, enabled, onViewDetails }: Props) {
  const pages = useEventSearch(search, enabled);
  const notSaved = useNotSavedOffline(pages);
  const events = pages.data?.pages.flatMap((page) => page.data) ?? [];

  if (notSaved)
    return (
      <p className="alert alert-info" role="status">
        {notSavedText('This list of events')}
      </p>
    );
  return (
    <div className="event-list" aria-busy={pages.isFetching}>
      {pages.isPending && enabled && <p role="status">Finding events…</p>}
      {pages.isError && (
        <p className="alert alert-error" role="alert">
          The events could not be loaded. Please try again.
        </p>
      )}
      {pages.isSuccess && events.length === 0 && (
        <p role="status">No events match these filters.</p>
      )}
      {events.length > 0 && (
        <ul className="event-list__items" aria-label="Events found">
          {events.map((event) => (
            <li key={event.id} className={`event-list__item ${colourClassOf(styleOf(event))}`}>
              <h3>{event.title || 'Untitled Event'}</h3>
              <p className="event-list__when">
                {dateOf(event.eventStartDateTime, event.timeZone)},{' '}
                {timeRangeOf(event.eventStartDateTime, event.eventEndDateTime, event.timeZone)}
              </p>
              <p className="event-list__where">
                {event.eventLocation.description || 'Location TBA'}
                {event.organisationName ? ` · ${event.organisationName}` : ''}
              </p>
              <p className="event-list__styles">
                {event.danceStyles.length > 0 ? event.danceStyles.join(', ') : styleOf(event)}
              </p>
              <button
                type="button"
                className="button button-secondary"
                aria-label={`View Details: ${event.title || 'Untitled Event'}`}
                onClick={() => onViewDetails(event)}
              >
                View Details
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
          {pages.isFetchingNextPage ? 'Loading more events…' : 'Show more events'}
        </button>
      )}
    </div>
  );
}
