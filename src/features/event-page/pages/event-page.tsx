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
import { setPageHead } from '@/lib/page-head';
import { useSiteOrigin } from '@/lib/use-site-origin';
import { activeLocale } from '@/lib/i18n/i18n';
import { formatMoney } from '@/lib/i18n/format';
import { useI18n } from '@/lib/i18n/use-i18n';
import { styleLabel } from '@/lib/dance-styles';
import { useEventPage } from '../api/get-event-page';
import '../components/event-page.css';

function Availability({ event }: { event: EventPage }) {
  const i18n = useI18n();
  const tickets = event.tickets;
  if (!tickets) return <p className="muted">{i18n._('eventPage.noTickets')}</p>;
  if (tickets.eventState === 'cancelled')
    return (
      <p className="alert alert-error" role="status">
        {i18n._('eventPage.cancelled')}
      </p>
    );
  if (tickets.salesClosedReason) return <p className="alert">{tickets.salesClosedReason}</p>;
  if (tickets.available === 0) return <p className="alert">{i18n._('eventPage.soldOut')}</p>;
  return (
    <p>
      {tickets.eventState === 'postponed' && (
        <strong className="event-page__postponed">{i18n._('eventPage.postponed')} </strong>
      )}
      <Link className="button button-primary" to={`/tickets?eventId=${event.id}`}>
        {i18n._('event.buyTickets')}
      </Link>{' '}
      <span className="muted">
        {tickets.available <= 10
          ? i18n._('eventPage.onlyLeft', { count: tickets.available })
          : i18n._('eventPage.available')}
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
  const i18n = useI18n();
  const event = page.data;
  const notSaved = useNotSavedOffline(page);
  useEffect(() => {
    if (event)
      setPageHead(
        `${event.title} — Floorcraft`,
        `${whenText(event, activeLocale())} · ${event.location.description}`,
      );
  }, [event]);

  if (notSaved)
    return (
      <NotSavedOffline
        title={i18n._('eventPage.title')}
        what=""
        message={i18n._('eventPage.notSaved')}
      />
    );
  if (page.isPending) return <LoadingIndicator label={i18n._('eventPage.loading')} />;
  if (!event)
    return (
      <main className="page page-narrow">
        <h1>{i18n._('eventPage.notFound')}</h1>
        <p>{i18n._('eventPage.notFound.text')}</p>
        <p>
          <Link to="/tickets">{i18n._('eventPage.findEvents')}</Link>
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
  const price = priceText(event, { free: i18n._('price.free'), money: formatMoney });
  return (
    <main className="page page-narrow event-page">
      <h1>{event.title}</h1>
      <p className="event-page__when">{whenText(event, activeLocale())}</p>
      <p className="event-page__where">
        {event.location.description || i18n._('event.locationTba')}
        {map && (
          <>
            {' · '}
            <a href={map} target="_blank" rel="noopener noreferrer">
              {i18n._('eventPage.map')}
            </a>
          </>
        )}
      </p>
      {event.organiser && <p>{i18n._('eventPage.by', { organiser: event.organiser })}</p>}
      {price && <p>{price}</p>}
      {event.danceStyles.length > 0 && (
        <ul className="event-page__styles" aria-label={i18n._('filters.styles')}>
          {event.danceStyles.map((style) => (
            <li key={style} className="badge">
              {styleLabel(style, i18n)}
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
          label={i18n._('eventPage.subscribe', { organiser: event.organiser })}
          url={`${origin}/org/${event.organisationId}/calendar.ics`}
        />
      )}
      <EventTimetable event={event} />
      {event.imageUrl && (
        <img
          className="event-page__poster"
          src={event.imageUrl}
          alt={i18n._('eventPage.poster', { title: event.title })}
        />
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
