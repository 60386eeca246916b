// One event in a day's list: Time, Location, Styles, View Details and View on Facebook (spec §2);
// an event its school cancelled says "Cancelled" before its title, which is struck through.
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, eventStylesText, styleOf } from '@/lib/dance-styles';
import { timeRangeOf } from '@/lib/event-time';
import { FacebookEventLink } from './facebook-event-link';
import { useI18n } from '@/lib/i18n/use-i18n';

interface Props {
  event: CalendarEvent;
  onViewDetails?: (event: CalendarEvent) => void;
}

export function DayEventItem({ event, onViewDetails }: Props) {
  const i18n = useI18n();
  return (
    <li
      className={`day-events__item ${colourClassOf(styleOf(event))}${event.cancelled ? ' day-events__item--cancelled' : ''}`}
    >
      <h3>
        {event.cancelled && (
          <>
            <span className="badge badge-cancelled">{i18n._('event.cancelled')}</span>{' '}
          </>
        )}
        <span className="day-events__title">{event.title || i18n._('event.untitled')}</span>
      </h3>
      <dl>
        <dt>{i18n._('event.time')}</dt>
        <dd>{timeRangeOf(event.eventStartDateTime, event.eventEndDateTime, event.timeZone)}</dd>
        <dt>{i18n._('event.location')}</dt>
        <dd>{event.eventLocation.description || i18n._('event.locationTba')}</dd>
        <dt>{i18n._('event.styles')}</dt>
        <dd>{eventStylesText(event, i18n)}</dd>
      </dl>
      <div className="day-events__actions">
        {onViewDetails && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => onViewDetails(event)}
          >
            {i18n._('event.viewDetails')}
          </button>
        )}
        <FacebookEventLink url={event.facebookUrl} />
      </div>
    </li>
  );
}
