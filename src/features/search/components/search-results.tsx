// The one search's results: events and classes (title, when, venue, school, teachers), then
// instructors and local guides (name, styles, cities), each a list of links.
import { Link } from 'react-router-dom';
import { eventPagePath } from '@/contract/event-page';
import { stylesText } from '@/contract/dance-style-names';
import { instructorPath, type InstructorSummary } from '@/contract/instructors';
import type { SiteSearchResults } from '@/contract/site-search';
import { shortDateTimeOf } from '@/lib/event-time';

/** What a school did to an event found, said beside its title. */
const STATE_WORDS = { cancelled: 'Cancelled', postponed: 'Postponed to a new date' } as const;

interface Props {
  results: SiteSearchResults;
  /** Where every matching event is listed (/tickets with the same filters). */
  eventListTo: string;
}

function People({
  people,
  total,
  what,
}: {
  people: InstructorSummary[];
  total: number;
  what: string;
}) {
  if (people.length === 0) return <p className="muted">No {what} match.</p>;
  return (
    <>
      <ul className="search-list">
        {people.map((person) => (
          <li key={person.slug} className="card search-item">
            <Link to={instructorPath(person.slug)}>{person.name}</Link>
            <div className="muted">
              {[stylesText(person.danceStyles), person.cities.join(', ')]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </li>
        ))}
      </ul>
      {total > people.length && (
        <p className="muted">
          {people.length} of {total} shown: add words or a style to narrow them.
        </p>
      )}
    </>
  );
}

export function SearchResults({ results, eventListTo }: Props) {
  return (
    <>
      <section aria-labelledby="found-events">
        <h2 id="found-events">Events and classes</h2>
        {results.events.length === 0 ? (
          <p className="muted">No upcoming events or classes match.</p>
        ) : (
          <ul className="search-list">
            {results.events.map(({ event, teachers, eventState }) => (
              <li key={event.id} className="card search-item">
                <Link to={eventPagePath(event)}>{event.title}</Link>
                {eventState && (
                  <div>
                    <strong>{STATE_WORDS[eventState]}</strong>
                  </div>
                )}
                <div>{shortDateTimeOf(event.eventStartDateTime, event.timeZone)}</div>
                <div className="muted">
                  {[event.eventLocation.description, event.organisationName]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                {teachers.length > 0 && <div className="muted">With {teachers.join(', ')}</div>}
              </li>
            ))}
          </ul>
        )}
        {results.moreEvents && (
          <p>
            <Link to={eventListTo}>See every matching event</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="found-instructors">
        <h2 id="found-instructors">Instructors</h2>
        <People people={results.instructors} total={results.instructorsTotal} what="instructors" />
      </section>
      <section aria-labelledby="found-guides">
        <h2 id="found-guides">Local guides</h2>
        <People people={results.guides} total={results.guidesTotal} what="local guides" />
      </section>
    </>
  );
}
