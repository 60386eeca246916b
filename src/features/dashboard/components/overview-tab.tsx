// Overview (spec §2): Recent Activity from the organisation's drafts and published events, Quick
// Actions (for a role that edits events), and the school's own calendar feed.
import { Link } from 'react-router-dom';
import type { DraftSummary, PublishedEvent } from '@/contract/organiser-lists';
import { shortDateTimeOf, viewerTimeZone } from '@/lib/event-time';
import { SchoolFeedCard } from './school-feed-card';

interface Props {
  organisationId: string;
  drafts: DraftSummary[] | undefined;
  published: PublishedEvent[] | undefined;
  /** The member's role may create and edit events (the Quick Actions are for that). */
  canEdit: boolean;
}

export function OverviewTab({ organisationId, drafts, published, canEdit }: Props) {
  const activity = [
    ...(drafts ?? []).map((draft) => ({
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
        {activity.length === 0 && (drafts === undefined || published === undefined) ? (
          // Not read yet: "Nothing yet" would tell a school with sales it has none.
          <p className="muted">Loading…</p>
        ) : activity.length === 0 ? (
          <p className="muted">Nothing yet. Create tickets for an event to get started.</p>
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
      {canEdit && (
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
      <SchoolFeedCard organisationId={organisationId} />
    </div>
  );
}
