// One event in a day's list: Time, Location, Styles, View Details and View on Facebook (spec §2);
// an event its school cancelled says "Cancelled" before its title, which is struck through.
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, styleOf } from '@/lib/dance-styles';
import { timeRangeOf } from '@/lib/event-time';
import { FacebookEventLink } from './facebook-event-link';

interface Props {
  event: CalendarEvent;
  onViewDetails?: (event: CalendarEvent) => void;
}

export function DayEventItem({ event, onViewDetails }: Props) {
  return (
    <li
      className={`day-events__item ${colourClassOf(styleOf(event))}${event.cancelled ? ' day-events__item--cancelled' : ''}`}
    >
      <h3>
        {event.cancelled && (
          <>
            <span className="badge badge-cancelled">Cancelled</span>{' '}
          </>
        )}
        <span className="day-events__title">{event.title || 'Untitled Event'}</span>
      </h3>
      <dl>
        <dt>Time</dt>
        <dd>{timeRangeOf(event.eventStartDateTime, event.eventEndDateTime, event.timeZone)}</dd>
        <dt>Location</dt>
        <dd>{event.eventLocation.description || 'Location TBA'}</dd>
        <dt>Styles</dt>
        <dd>{event.danceStyles.length > 0 ? event.danceStyles.join(', ') : styleOf(event)}</dd>
      </dl>
      <div className="day-events__actions">
        {onViewDetails && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => onViewDetails(event)}
          >
            View Details
          </button>
        )}
        <FacebookEventLink url={event.facebookUrl} />
      </div>
    </li>
  );
}
