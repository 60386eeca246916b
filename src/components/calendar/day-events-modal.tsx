// "Events for …": the events of one calendar day with Time, Location, Styles, View Details,
// View on Facebook and Close (spec §2 Calendar component).
import type { CalendarEvent } from '@/contract/events';
import { Modal } from '@/components/modal/modal';
import { colourOf, styleOf } from '@/lib/dance-styles';
import { timeRangeOf } from '@/lib/event-time';
import { FacebookEventLink } from './facebook-event-link';

interface Props {
  title: string | null;
  events: CalendarEvent[];
  onClose: () => void;
  onViewDetails?: (event: CalendarEvent) => void;
}

export function DayEventsModal({ title, events, onClose, onViewDetails }: Props) {
  return (
    <Modal
      open={title !== null}
      title={title ?? ''}
      onClose={onClose}
      footer={
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <ul className="day-events">
        {events.map((event) => (
          <li
            key={event.id}
            className="day-events__item"
            style={{ borderLeftColor: colourOf(styleOf(event)) }}
          >
            <h3>{event.title || 'Untitled Event'}</h3>
            <dl>
              <dt>Time</dt>
              <dd>
                {timeRangeOf(event.eventStartDateTime, event.eventEndDateTime, event.timeZone)}
              </dd>
              <dt>Location</dt>
              <dd>{event.eventLocation.description || 'Location TBA'}</dd>
              <dt>Styles</dt>
              <dd>
                {event.danceStyles.length > 0 ? event.danceStyles.join(', ') : styleOf(event)}
              </dd>
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
        ))}
      </ul>
    </Modal>
  );
}
