// The demo events manager's Facebook events as cards or a table, each with its import state
// (spec §4): Past Event (no actions), Imported (Update, Remove), Not Imported (Import). Importing
// from Facebook needs marketing partner status, so the actions are shown but unavailable.
import { shortDateTimeOf, viewerTimeZone } from '@/lib/event-time';
import type { SocialEvent, SocialEventState } from './demo-social-events';

const STATE_LABELS: Record<SocialEventState, string> = {
  past: 'Past Event',
  imported: 'Imported',
  'not-imported': 'Not Imported',
};
const ACTIONS: Record<SocialEventState, string[]> = {
  past: [],
  imported: ['Update', 'Remove'],
  'not-imported': ['Import'],
};
const UNAVAILABLE = 'Needs Facebook marketing partner status';

const when = (iso: string) => shortDateTimeOf(iso, viewerTimeZone());

interface Props {
  events: Array<{ event: SocialEvent; state: SocialEventState }>;
  layout: 'cards' | 'table';
}

function Actions({ state, name }: { state: SocialEventState; name: string }) {
  return (
    <>
      {ACTIONS[state].map((action) => (
        <button
          key={action}
          type="button"
          className="button button-secondary"
          disabled
          title={UNAVAILABLE}
          aria-label={`${action} ${name}`}
        >
          {action}
        </button>
      ))}
    </>
  );
}

export function SocialEventList({ events, layout }: Props) {
  if (events.length === 0) return <p>No upcoming Facebook events.</p>;
  if (layout === 'table')
    return (
      <div className="table-scroll fit-table-frame">
        <table className="social-events-table fit-table">
          <caption className="visually-hidden">Facebook events</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">When</th>
              <th scope="col">Where</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {events.map(({ event, state }) => (
              <tr key={event.id}>
                <td data-label="Event">{event.name}</td>
                <td data-label="When">{when(event.start_time)}</td>
                <td data-label="Where">{event.place.name}</td>
                <td data-label="Status">{STATE_LABELS[state]}</td>
                <td data-label="Actions">
                  <Actions state={state} name={event.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <ul className="social-event-cards" aria-label="Facebook events">
      {events.map(({ event, state }) => (
        <li key={event.id} className="card">
          <h3>{event.name}</h3>
          <p>{when(event.start_time)}</p>
          <p>{event.place.name}</p>
          <p className={`social-state social-state-${state}`}>{STATE_LABELS[state]}</p>
          <div className="facebook-actions">
            <Actions state={state} name={event.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
