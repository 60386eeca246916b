// Timetables (spec §2): each coming published event with sessions shown as its programme by day
// and room, as dancers see it on its event page, each coming class with "Cancel this class";
// sessions are set in the wizard's Ticket Setup.
// The spec's schedule image per day (Thursday to Sunday) is not stored yet, so it stays planned.
import { Link } from 'react-router-dom';
import { Timetable } from '@/components/timetable/timetable';
import { eventPagePath } from '@/contract/event-page';
import type { PublicSession } from '@/contract/sessions';
import { publishedInOrder, publishedStateOf, type PublishedEvent } from '@/contract/ticketing';
import { editTicketsPath } from '@/lib/tickets/wizard-path';
import { CancelClassButton } from './cancel-class-button';

/** The sessions of a published event as its timetable shows them: only those with a start. */
export function timetableSessionsOf(event: PublishedEvent): PublicSession[] {
  return (event.ticketSetup.sessions ?? []).flatMap((session) =>
    session.startDateTime ? [{ ...session, startDateTime: session.startDateTime }] : [],
  );
}

interface Props {
  published: PublishedEvent[] | undefined;
  now?: Date;
}

export function TimetablesTab({ published, now = new Date() }: Props) {
  const festivals = publishedInOrder(published ?? [], now).filter(
    (event) => publishedStateOf(event, now) === 'live' && timetableSessionsOf(event).length > 1,
  );
  return (
    <section className="card" aria-labelledby="timetables-heading">
      <h2 id="timetables-heading">Timetables</h2>
      <p>
        A festival or course gets its timetable from its sessions: add them in Ticket Setup, under
        Sessions. Dancers see it on the event page, and their own in My Tickets.
      </p>
      {published === undefined ? (
        <p className="muted">Loading…</p>
      ) : festivals.length === 0 ? (
        <p className="muted">No published event has more than one session yet.</p>
      ) : (
        festivals.map((event) => (
          <article key={event.id} className="timetables-event">
            <Timetable
              sessions={timetableSessionsOf(event)}
              timeZone={event.eventDetails.timeZone}
              title={event.eventDetails.title}
              headingLevel={3}
              extra={(session) => (
                <CancelClassButton configurationId={event.id} session={session} now={now} />
              )}
            />
            <p>
              {event.eventId && (
                <>
                  <Link to={eventPagePath({ id: event.eventId, title: event.eventDetails.title })}>
                    Event page
                  </Link>
                  {' · '}
                </>
              )}
              <Link to={editTicketsPath(event.id)}>Edit sessions</Link>
            </p>
          </article>
        ))
      )}
      <p className="muted">
        Coming soon: upload your timetable as an image for each day — Thursday, Friday, Saturday and
        Sunday — and dancers will see it with your event in the app.
      </p>
    </section>
  );
}
