// An event's details: when and where (in the event's zone), styles, organiser, description, and
// Buy Tickets when it has tickets on sale.
import { Link } from 'react-router-dom';
import { eventPagePath } from '@/contract/event-page';
import { AddToCalendar } from '@/components/add-to-calendar';
import { imageUrl } from '@/lib/image-url';
import type { CalendarEvent } from '@/contract/events';
import { Modal } from '@/components/modal/modal';
import { FacebookEventLink } from '@/components/calendar/facebook-event-link';
import { colourClassOf, eventStylesText, styleOf } from '@/lib/dance-styles';
import { dateOf, timeRangeOf } from '@/lib/event-time';
import { useI18n } from '@/lib/i18n/use-i18n';

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
  const i18n = useI18n();
  return (
    <Modal
      open={event !== null}
      title={event?.title || i18n._('event.untitled')}
      onClose={onClose}
      footer={
        <>
          <FacebookEventLink url={event?.facebookUrl} />
          {event && (
            <Link className="button button-secondary" to={eventPagePath(event)}>
              {i18n._('event.page')}
            </Link>
          )}
          {event?.hasTickets && (
            <Link className="button button-primary" to={`/tickets?eventId=${event.id}`}>
              {i18n._('event.buyTickets')}
            </Link>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            {i18n._('common.close')}
          </button>
        </>
      }
    >
      {event && (
        <div className="event-detail">
          <EventImage url={event.eventImageUrl ? imageUrl(event.eventImageUrl) : null} />
          <p className={`event-detail__style ${colourClassOf(styleOf(event))}`}>
            {eventStylesText(event, i18n, ' · ')}
          </p>
          <dl>
            <dt>{i18n._('event.date')}</dt>
            <dd>{dateOf(event.eventStartDateTime, event.timeZone)}</dd>
            <dt>{i18n._('event.time')}</dt>
            <dd>{timeRangeOf(event.eventStartDateTime, event.eventEndDateTime, event.timeZone)}</dd>
            <dt>{i18n._('event.location')}</dt>
            <dd>{event.eventLocation.description || i18n._('event.locationTba')}</dd>
            {event.organisationName && (
              <>
                <dt>{i18n._('event.organiser')}</dt>
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
