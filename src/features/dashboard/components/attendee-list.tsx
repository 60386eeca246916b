// The attendee list at the door: who holds each ticket (name, e-mail), its order number, type, role
// and price; search by name, e-mail, order, code or ticket type, filter by state and type (and by
// session at a festival or a course: who may come to it, and who came), check a ticket in by hand
// or undo it (the server records who and when), hand an order's add-ons over, and export the list,
// or one session's, as CSV.
import { compLabel } from '@/contract/comps';
import { useState } from 'react';
import { eventSlug } from '@/contract/event-page';
import { formatMoney } from '@/contract/money';
import { orderNumber } from '@/contract/order-number';
import type { Attendees } from '@/contract/attendees';
import { messageOf } from '@/lib/api/result';
import { timeOf } from '@/lib/event-time';
import { downloadAttendeesCsv, useDoorAction } from '../api/door';
import { AttendeeAddOns } from './attendee-add-ons';

type Filter = 'all' | 'waiting' | 'in';

interface Props {
  configurationId: string;
  attendees: Attendees['attendees'];
  currency: string;
  exportFileName: string;
  sessions?: Attendees['sessions'];
  /** Prices shown (a teacher's list has none). */
  withMoney?: boolean;
  /** The Door column: checking in by hand and undoing it (the door's roles). */
  canCheckIn?: boolean;
  /** The event's zone: check-in times are its clock's, as every time in Sales. */
  timeZone: string;
}

export function AttendeeList({
  configurationId,
  attendees,
  currency,
  exportFileName,
  sessions = [],
  withMoney = true,
  canCheckIn = true,
  timeZone,
}: Props) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [type, setType] = useState('');
  const [session, setSession] = useState('');
  const chosenSession = sessions.find((one) => one.id === session);
  // At one session's door, "checked in" means came to that session.
  const cameIn = (attendee: Attendees['attendees'][number]) =>
    session ? attendee.admittedTo.includes(session) : attendee.checkedInAt !== null;
  const types = [...new Set(attendees.map((attendee) => attendee.ticketTypeName))].sort();
  const [exportFailed, setExportFailed] = useState(false);
  const door = useDoorAction(configurationId);
  const needle = search.trim().toLowerCase();
  const shown = attendees.filter(
    (attendee) =>
      (filter === 'all' || (filter === 'in') === cameIn(attendee)) &&
      (type === '' || attendee.ticketTypeName === type) &&
      (session === '' || attendee.sessionIds.includes(session)) &&
      (needle === '' ||
        [
          attendee.name ?? '',
          attendee.email,
          orderNumber(attendee.orderId),
          attendee.code,
          attendee.ticketTypeName,
        ].some((text) => text.toLowerCase().includes(needle))),
  );
  return (
    <section aria-labelledby="attendees-heading">
      <h3 id="attendees-heading">Attendees</h3>
      <div className="attendee-tools">
        <label className="field attendee-search">
          <span>Search</span>
          <input
            type="search"
            value={search}
            placeholder="Name, e-mail, order, code or ticket"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="field">
          <span>Show</span>
          <select value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            <option value="all">Everyone</option>
            <option value="waiting">Not checked in</option>
            <option value="in">Checked in</option>
          </select>
        </label>
        {sessions.length > 0 && (
          <label className="field">
            <span>Session</span>
            <select value={session} onChange={(event) => setSession(event.target.value)}>
              <option value="">All sessions</option>
              {sessions.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {types.length > 1 && (
          <label className="field">
            <span>Ticket type</span>
            <select value={type} onChange={(event) => setType(event.target.value)}>
              <option value="">All types</option>
              {types.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void downloadAttendeesCsv(
              configurationId,
              chosenSession
                ? exportFileName.replace(
                    /-attendees\.csv$/,
                    `-${eventSlug(chosenSession.name)}-attendees.csv`,
                  )
                : exportFileName,
              chosenSession?.id,
            ).then((ok) => setExportFailed(!ok))
          }
        >
          Export CSV
        </button>
      </div>
      {exportFailed && (
        <p className="alert alert-error" role="alert">
          The list could not be exported. Please try again.
        </p>
      )}
      {door.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(door.error, 'That did not work. Please try again.')}
        </p>
      )}
      <div className="table-scroll fit-table-frame">
        <table className="attendees fit-table">
          <caption className="visually-hidden">Attendees</caption>
          <thead>
            <tr>
              <th scope="col">Attendee</th>
              <th scope="col">Ticket</th>
              <th scope="col">Code</th>
              <th scope="col">Checked in</th>
              {canCheckIn && <th scope="col">Door</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((attendee) => (
              <tr key={attendee.ticketId}>
                <td data-label="Attendee">
                  {attendee.name && (
                    <>
                      {attendee.name}
                      <br />
                    </>
                  )}
                  <small className="attendee-email">{attendee.email}</small>
                </td>
                <td data-label="Ticket">
                  {attendee.ticketTypeName}
                  <br />
                  <small>
                    {attendee.comp
                      ? `${compLabel(attendee.compNote)} · `
                      : attendee.withPass
                        ? 'Class pass · '
                        : withMoney
                          ? `${formatMoney(attendee.price, currency)} · `
                          : ''}
                    Order {orderNumber(attendee.orderId)}
                  </small>
                  <AttendeeAddOns
                    configurationId={configurationId}
                    attendee={attendee}
                    canHandOver={canCheckIn}
                  />
                  {attendee.answers.length > 0 && (
                    <ul className="attendee-answers" aria-label={`Answers of ${attendee.code}`}>
                      {attendee.answers.map((line) => (
                        <li key={line.questionId}>
                          <small>
                            {line.label}: {line.answer || '—'}
                          </small>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label="Code">
                  <code>{attendee.code}</code>
                </td>
                <td data-label="Checked in">
                  {session
                    ? cameIn(attendee)
                      ? `Came to ${chosenSession?.name ?? 'this session'}`
                      : '—'
                    : attendee.checkedInAt
                      ? `${timeOf(attendee.checkedInAt, timeZone)}${attendee.checkedInBy ? ` (by ${attendee.checkedInBy})` : ''}`
                      : '—'}
                </td>
                {canCheckIn && (
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      disabled={door.isPending}
                      aria-label={`${attendee.checkedInAt ? 'Undo check-in of' : 'Check in'} ${attendee.code}`}
                      onClick={() =>
                        door.mutate({
                          ticketId: attendee.ticketId,
                          action: attendee.checkedInAt ? 'undo' : 'check-in',
                        })
                      }
                    >
                      {attendee.checkedInAt ? 'Undo' : 'Check in'}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className="muted">No one matches.</p>}
    </section>
  );
}
