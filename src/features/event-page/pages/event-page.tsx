// /e/{eventId}/{slug}: one event's own page — when (in its zone), where with a map link, who runs
// it, styles, a festival's timetable, poster, description, prices and what is left, and Buy
// Tickets (or why not); Add to calendar unless the school cancelled it. The server sends it rendered with its head; here it is the same page, kept
// fresh.
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { AddToCalendar } from '@/components/add-to-calendar';
import { LoadingIndicator } from '@/components/loading-indicator';
import { NotSavedOffline } from '@/components/not-saved-offline';
import { useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { SubscribeLinks } from '@/components/subscribe-links';
import { EventTimetable } from '../components/event-timetable';
import { eventSlug, priceText, whenText, type EventPage } from '@/contract/event-page';
import { EVENT_CANCELLED_TEXT } from '@/contract/event-changes';
import { setPageHead } from '@/lib/page-head';
import { useSiteOrigin } from '@/lib/use-site-origin';
import { useEventPage } from '../api/get-event-page';
import '../components/event-page.css';

function Availability({ event }: { event: EventPage }) {
  const tickets = event.tickets;
  if (!tickets) return <p className="muted">No tickets are sold here: pay at the door.</p>;
  if (tickets.eventState === 'cancelled')
    return (
      <p className="alert alert-error" role="status">
        {EVENT_CANCELLED_TEXT}
      </p>
    );
  if (tickets.salesClosedReason) return <p className="alert">{tickets.salesClosedReason}</p>;
  if (tickets.available === 0) return <p className="alert">Sold out.</p>;
  return (
    <p>
      {tickets.eventState === 'postponed' && (
        <strong className="event-page__postponed">Postponed: this is the new date. </strong>
      )}
      <Link className="button button-primary" to={`/tickets?eventId=${event.id}`}>
        Buy Tickets
      </Link>{' '}
      <span className="muted">
        {tickets.available <= 10 ? `Only ${tickets.available} left` : 'Tickets available'}
      </span>
      {tickets.roles.map((line) => (
        <span key={line} className="event-page__roles muted">
          {line}
        </span>
      ))}
    </p>
  );
}

export function EventPagePage() {
  const { eventId = '', slug } = useParams();
  const page = useEventPage(eventId);
  const origin = useSiteOrigin();
  const event = page.data;
  const notSaved = useNotSavedOffline(page);
  useEffect(() => {
    if (event)
      setPageHead(
        `${event.title} — Floorcraft`,
        `${whenText(event)} · ${event.location.description}`,
      );
  }, [event]);

  if (notSaved) return <NotSavedOffline title="Event" what="This event" />;
  if (page.isPending) return <LoadingIndicator label="Loading the event…" />;
  if (!event)
    return (
      <main className="page page-narrow">
        <h1>Event not found</h1>
        <p>This event does not exist or is no longer listed.</p>
        <p>
          <Link to="/tickets">Find events</Link>
        </p>
      </main>
    );
  if (slug !== eventSlug(event.title))
    return <Navigate replace to={`/e/${event.id}/${eventSlug(event.title)}`} />;
  const { latitude, longitude } = event.location;
  const map =
    latitude !== null && longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
      : null;
  const price = priceText(event);
  return (
    <main className="page page-narrow event-page">
      <h1>{event.title}</h1>
      <p className="event-page__when">{whenText(event)}</p>
      <p className="event-page__where">
        {event.location.description || 'Location TBA'}
        {map && (
          <>
            {' · '}
            <a href={map} target="_blank" rel="noopener noreferrer">
              Map
            </a>
          </>
        )}
      </p>
      {event.organiser && <p>By {event.organiser}</p>}
      {price && <p>{price}</p>}
      {event.danceStyles.length > 0 && (
        <ul className="event-page__styles" aria-label="Dance styles">
          {event.danceStyles.map((style) => (
            <li key={style} className="badge">
              {style}
            </li>
          ))}
        </ul>
      )}
      <Availability event={event} />
      {/* A cancelled event is no date to keep: no calendar entry offered. */}
      {event.tickets?.eventState !== 'cancelled' && (
        <p>
          <AddToCalendar
            entry={{
              id: event.id,
              title: event.title,
              start: event.startDateTime,
              end: event.endDateTime,
              location: event.location.description,
            }}
            sessions={event.sessions}
          />
        </p>
      )}
      {event.organisationId && event.organiser && (
        <SubscribeLinks
          label={`${event.organiser}’s events in your calendar`}
          url={`${origin}/org/${event.organisationId}/calendar.ics`}
        />
      )}
      <EventTimetable event={event} />
      {event.imageUrl && (
        <img className="event-page__poster" src={event.imageUrl} alt={`Poster of ${event.title}`} />
      )}
      {event.description && (
        <div className="event-page__description">
          {event.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </main>
  );
}
