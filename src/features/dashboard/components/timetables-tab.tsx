// Timetables (spec §2): each coming published event with sessions shown as its programme by day
// and room, as dancers see it on its event page, each coming class with "Cancel this class", and
// its schedule images by day (Thursday to Sunday); sessions are set in the wizard's Ticket Setup.
import { Link } from 'react-router-dom';
import { Timetable } from '@/components/timetable/timetable';
import { eventPagePath } from '@/contract/event-page';
import type { PublicSession } from '@/contract/sessions';
import {
  publishedInOrder,
  publishedStateOf,
  type PublishedEvent,
} from '@/contract/organiser-lists';
import { editTicketsPath } from '@/lib/tickets/wizard-path';
import { CancelClassButton } from './cancel-class-button';
import { ScheduleImages } from './schedule-images';

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
    (event) =>
      ['live', 'postponed'].includes(publishedStateOf(event, now)) &&
      timetableSessionsOf(event).length > 1,
  );
  return (
    <section className="card" aria-labelledby="timetables-heading">
      <h2 id="timetables-heading">Timetables</h2>
      <p>
        A festival or course gets its timetable from its sessions: add them in Ticket Setup, under
        Sessions. Dancers see it on the event page, and their own in My Tickets. Under each event
        you can add a picture of each day&rsquo;s schedule, Thursday to Sunday: dancers see it under
        that day.
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
            <ScheduleImages configurationId={event.id} title={event.eventDetails.title} />
          </article>
        ))
      )}
    </section>
  );
}
