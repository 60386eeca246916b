// The events a guide picked for this week, as their page lists them, each leading to its page.
import { Link } from 'react-router-dom';
import { shortDateTimeText } from '@/contract/date-formats';
import { eventPagePath } from '@/contract/event-page';
import type { GuidePick } from '@/contract/guides';

export function GuidePicks({ picks, city }: { picks: GuidePick[]; city: string }) {
  return (
    <section className="guide-section" aria-labelledby="picks-heading">
      <h2 id="picks-heading">This week&apos;s dancing in {city}</h2>
      {picks.length === 0 ? (
        <p className="muted">No picks this week yet.</p>
      ) : (
        <ul className="guide-picks">
          {picks.map((pick) => (
            <li key={pick.eventId}>
              <Link to={eventPagePath({ id: pick.eventId, title: pick.title })}>{pick.title}</Link>
              <div className="muted">
                {shortDateTimeText(new Date(pick.startDateTime), pick.timeZone)}
                {pick.location && ` · ${pick.location}`}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
