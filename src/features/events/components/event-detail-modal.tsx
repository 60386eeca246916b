// An event's details: when and where (in the event's zone), styles, organiser, description, and
// Buy Tickets when it has tickets on sale.
import { Link } from 'react-router-dom';
import { eventPagePath } from '@/contract/event-page';
import { AddToCalendar } from '@/components/add-to-calendar';
import { imageUrl } from '@/lib/image-url';
import type { CalendarEvent } from '@/contract/events';
import { Modal } from '@/components/modal/modal';
import { FacebookEventLink } from '@/components/calendar/facebook-event-link';
import { colourClassOf, styleOf } from '@/lib/dance-styles';
import { dateOf, timeRangeOf } from '@/lib/event-time';

/** The event's poster; offline, the service worker answers from its image cache. */
function EventImage({ url }: { url: string | null }) {
  return url ? <img className="event-detail__image" src={url} alt="" /> : null;
}

export function EventDetailModal({
  event,
  onClose,
}: {
  event: CalendarEvent | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={event !== null}
      title={event?.title || 'Untitled Event'}
      onClose={onClose}
      footer={
        <>
          <FacebookEventLink url={event?.facebookUrl} />
          {event && (
            <Link className="button button-secondary" to={eventPagePath(event)}>
              Event page
            </Link>
          )}
          {event?.hasTickets && (
            <Link className="button button-primary" to={`/tickets?eventId=${event.id}`}>
              Buy Tickets
            </Link>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {event && (
        <div className="event-detail">
          <EventImage url={event.eventImageUrl ? imageUrl(event.eventImageUrl) : null} />
          <p className={`event-detail__style ${colourClassOf(styleOf(event))}`}>
            {event.danceStyles.length > 0 ? event.danceStyles.join(' · ') : styleOf(event)}
          </p>
          <dl>
            <dt>Date</dt>
            <dd>{dateOf(event.eventStartDateTime, event.timeZone)}</dd>
            <dt>Time</dt>
            <dd>{timeRangeOf(event.eventStartDateTime, event.eventEndDateTime, event.timeZone)}</dd>
            <dt>Location</dt>
            <dd>{event.eventLocation.description || 'Location TBA'}</dd>
            {event.organisationName && (
              <>
                <dt>Organiser</dt>
                <dd>{event.organisationName}</dd>
              </>
            )}
          </dl>
          <AddToCalendar
            entry={{
              id: event.id,
              title: event.title,
              start: event.eventStartDateTime,
              end: event.eventEndDateTime,
              location: event.eventLocation.description,
            }}
          />
          {event.description && <p className="event-detail__description">{event.description}</p>}
        </div>
      )}
    </Modal>
  );
}
