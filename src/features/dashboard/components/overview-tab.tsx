// Overview (spec §2): Recent Activity from the organisation's drafts and published events, Quick
// Actions, and the school's own calendar feed. A member whose role does not make events (finance,
// teacher, door) sees the published events only and no actions it could not take; one who works the
// door has each coming event's Door scanner here too.
import { Link } from 'react-router-dom';
import {
  publishedInOrder,
  publishedStateOf,
  type DraftSummary,
  type PublishedEvent,
} from '@/contract/organiser-lists';
import { shortDateTimeOf, viewerTimeZone } from '@/lib/event-time';
import { SchoolFeedCard } from './school-feed-card';

interface Props {
  organisationId: string;
  drafts: DraftSummary[] | undefined;
  published: PublishedEvent[] | undefined;
  /** The role makes events: drafts are read and the wizard offered (the server refuses others). */
  mayEditEvents?: boolean;
  /** The role works the door: the scanner of each event not over is offered. */
  mayWorkDoor?: boolean;
}

/** The events whose door may still open: published, not ended nor cancelled, soonest first. */
const doorsOf = (published: PublishedEvent[]) =>
  publishedInOrder(published).filter(
    (event) => event.eventId && ['live', 'postponed'].includes(publishedStateOf(event)),
  );

export function OverviewTab({
  organisationId,
  drafts,
  published,
  mayEditEvents = true,
  mayWorkDoor = false,
}: Props) {
  // Without the role the drafts are never read (403): waiting for them said "Loading…" for ever.
  const draftsRead = mayEditEvents ? drafts : [];
  const activity = [
    ...(draftsRead ?? []).map((draft) => ({
      key: `draft-${draft.id}`,
      text: `Draft saved: ${draft.eventDetails.title || 'Untitled Event'}`,
      when: draft.updatedAt,
    })),
    ...(published ?? []).map((event) => ({
      key: `live-${event.id}`,
      text: `Tickets live: ${event.eventDetails.title || 'Untitled Event'}`,
      when: null,
    })),
  ].slice(0, 6);
  return (
    <div className="dashboard-grid">
      <section className="card" aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent Activity</h2>
        {activity.length === 0 && (draftsRead === undefined || published === undefined) ? (
          // Not read yet: "Nothing yet" would tell a school with sales it has none.
          <p className="muted">Loading…</p>
        ) : activity.length === 0 ? (
          <p className="muted">
            {mayEditEvents
              ? 'Nothing yet. Create tickets for an event to get started.'
              : 'Nothing yet.'}
          </p>
        ) : (
          <ul className="activity-list">
            {activity.map((item) => (
              <li key={item.key}>
                {item.text}
                {item.when && (
                  <span className="muted"> · {shortDateTimeOf(item.when, viewerTimeZone())}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {mayEditEvents && (
        <section className="card" aria-labelledby="quick-actions">
          <h2 id="quick-actions">Quick Actions</h2>
          <div className="button-row">
            <Link className="button button-primary" to="/create-tickets">
              Create Event Tickets
            </Link>
            <Link className="button button-secondary" to="/facebook-integration">
              Facebook Integration
            </Link>
          </div>
        </section>
      )}
      {mayWorkDoor && published && (
        <section className="card" aria-labelledby="door-scanners">
          <h2 id="door-scanners">Door</h2>
          {doorsOf(published).length === 0 ? (
            <p className="muted">No event to run the door for.</p>
          ) : (
            <ul className="activity-list">
              {doorsOf(published).map((event) => (
                <li key={event.id}>
                  <Link to={`/door/${event.eventId}`}>
                    Door scanner: {event.eventDetails.title || 'Untitled Event'}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <SchoolFeedCard organisationId={organisationId} />
    </div>
  );
}
