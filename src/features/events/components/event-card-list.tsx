// A horizontally scrolling row of event cards (the browse page's upcoming list, the demo page).
import type { CalendarEvent } from '@/contract/events';
import { colourClassOf, styleOf } from '@/lib/dance-styles';
import { shortDateTimeOf } from '@/lib/event-time';
import { useI18n } from '@/lib/i18n/use-i18n';

interface Props {
  events: CalendarEvent[];
  onSelect: (event: CalendarEvent) => void;
  label: string;
}

export function EventCardList({ events, onSelect, label }: Props) {
  const i18n = useI18n();
  return (
    <ul className="event-cards" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <button
            type="button"
            className={`event-card ${colourClassOf(styleOf(event))}`}
            onClick={() => onSelect(event)}
          >
            <span className="event-card__title">{event.title || i18n._('event.untitled')}</span>
            <span>{shortDateTimeOf(event.eventStartDateTime, event.timeZone)}</span>
            <span className="event-card__place">
              {event.eventLocation.description || i18n._('event.locationTba')}
            </span>
            <span className="event-card__style">{styleOf(event)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
