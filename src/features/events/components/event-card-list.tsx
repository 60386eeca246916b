// A horizontally scrolling row of event cards (the browse page's upcoming list, the demo page).
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, styleOf } from '@/lib/dance-styles';
import { shortDateTimeOf } from '@/lib/event-time';

interface Props {
  events: CalendarEvent[];
  onSelect: (event: CalendarEvent) => void;
  label: string;
}

export function EventCardList({ events, onSelect, label }: Props) {
  return (
    <ul className="event-cards" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <button
            type="button"
            className={`event-card ${colourClassOf(styleOf(event))}`}
            onClick={() => onSelect(event)}
          >
            <span className="event-card__title">{event.title || 'Untitled Event'}</span>
            <span>{shortDateTimeOf(event.eventStartDateTime, event.timeZone)}</span>
            <span className="event-card__place">
              {event.eventLocation.description || 'Location TBA'}
            </span>
            <span className="event-card__style">{styleOf(event)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
