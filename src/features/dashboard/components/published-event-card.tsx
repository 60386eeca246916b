// One published event on the ticketing tab (spec §2): title, Live badge (Ended once it is over),
// date, location, ticket types, its sales at a glance (places taken, money kept), what its
// calendar feed changed since, QR Code, Sales, the door scanner, Duplicate (a new draft of it, a
// week or more later), Edit, Instructors (the instructor profiles named on its sessions), and
// Cancel or postpone (the whole event) — each only for a role that may do it (the server checks
// too): revenue and Sales for finance, Attendees for a teacher, the scanner for the door.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { publishedStateOf, type PublishedEvent } from '@/contract/organiser-lists';
import { formatMoney } from '@/contract/money';
import { shortDateTimeOf } from '@/lib/event-time';
import { failureMessage } from '@/lib/api/result';
import { editTicketsPath } from '@/lib/tickets/wizard-path';
import { useDuplicateEvent } from '../api/duplicate-event';
import { EventChangePanel } from './event-change-panel';
import { SessionInstructors } from './session-instructors';
import { roleMay, type TeamRole } from '@/contract/team';

const STATE_WORDS = {
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
} as const;

interface Props {
  event: PublishedEvent;
  onShowQrCode: (event: PublishedEvent) => void;
  /** Null: the member may not open this event's sales or attendees. */
  onShowSales: ((event: PublishedEvent) => void) | null;
  role: TeamRole | null;
}

export function PublishedEventCard({ event, onShowQrCode, onShowSales, role }: Props) {
  const edits = roleMay(role, 'events');
  const { title, startDateTime, location, timeZone } = event.eventDetails;
  const types = event.ticketSetup.ticketTypes.length;
  const state = publishedStateOf(event);
  const duplicate = useDuplicateEvent(event.id);
  const duplicateFailed = duplicate.data && !duplicate.data.ok ? duplicate.data : null;
  const [instructorsOpen, setInstructorsOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  return (
    <li className="card published-event">
      <div className="published-event__heading">
        <h3>{title || 'Untitled Event'}</h3>
        <span className={`badge badge-${state}`}>{STATE_WORDS[state]}</span>
      </div>
      <p>{startDateTime ? shortDateTimeOf(startDateTime, timeZone) : 'Date TBA'}</p>
      <p>{location.description || 'Location TBA'}</p>
      <p className="muted">
        {types} ticket type{types === 1 ? '' : 's'}
      </p>
      {event.sales && (
        <p className="published-event__sales">
          {/* Places taken count comps and pass bookings too; Sales splits them (sold, comps). */}
          <strong>{event.sales.sold}</strong> of {event.sales.capacity} places taken
          {roleMay(role, 'sales') && event.sales.revenue !== undefined && (
            <>
              {' '}
              · <strong>{formatMoney(event.sales.revenue, event.sales.currency)}</strong> revenue
            </>
          )}
        </p>
      )}
      {event.changedInFeed && (
        <p className="alert alert-info" role="status">
          {event.changedInFeed} Edit the event to match, or keep it as it is.
        </p>
      )}
      <div className="button-row">
        {edits && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onShowQrCode(event)}
          >
            QR Code
          </button>
        )}
        {onShowSales && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onShowSales(event)}
          >
            {roleMay(role, 'sales') ? 'Sales' : 'Attendees'}
          </button>
        )}
        {event.eventId && roleMay(role, 'door') && (
          <Link className="button button-secondary" to={`/door/${event.eventId}`}>
            Door scanner
          </Link>
        )}
        {edits && (
          <button
            type="button"
            className="button button-secondary"
            disabled={duplicate.isPending}
            onClick={() => duplicate.mutate()}
          >
            {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
          </button>
        )}
        {edits && (
          <Link className="button button-primary" to={editTicketsPath(event.id)}>
            Edit
          </Link>
        )}
      </div>
      {edits && (
        <>
          <details
            className="published-event__instructors"
            onToggle={(toggled) => setInstructorsOpen(toggled.currentTarget.open)}
          >
            <summary>Instructors</summary>
            {instructorsOpen && <SessionInstructors configurationId={event.id} />}
          </details>
          <details
            className="published-event__instructors"
            onToggle={(toggled) => setChangeOpen(toggled.currentTarget.open)}
          >
            <summary>Cancel or postpone</summary>
            {changeOpen && <EventChangePanel configurationId={event.id} timeZone={timeZone} />}
          </details>
        </>
      )}
      {(duplicateFailed || duplicate.isError) && (
        <p className="alert alert-error" role="alert">
          {duplicateFailed
            ? failureMessage(
                duplicateFailed,
                'The event could not be duplicated. Please try again.',
              )
            : 'The event could not be duplicated. Please try again.'}
        </p>
      )}
    </li>
  );
}
