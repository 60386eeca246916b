// /tickets without an event: Find Events & Buy Tickets — app promotion, Upcoming Events with
// Tickets (at most 10), the All Events Calendar (on ?month=YYYY-MM when asked) with its filters and
// list view (components/find-events.tsx), and an event's details (spec §2).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import type { CalendarEvent } from '@/contract/events';
import { notSavedText, useNotSavedOffline } from '@/lib/offline/saved-for-offline';
import { StoreBadges } from '@/components/store-badges';
import { useCalendarMonth } from '../api/get-calendar-month';
import { EventCardList } from '../components/event-card-list';
import { EventDetailModal } from '../components/event-detail-modal';
import { FindEvents } from '../components/find-events';
import { moveAnchor, useTodayKey, yearMonthOf } from '@/components/calendar/calendar-navigation';
import '../components/events.css';

/** Spec §9: the upcoming list shows up to 10 events. */
export const UPCOMING_LIMIT = 10;

/** The events with tickets in this month and the next, and whether neither was saved offline. */
function useUpcomingWithTickets(): { events: CalendarEvent[]; notSaved: boolean } {
  const today = useTodayKey();
  const [year, month] = yearMonthOf(today);
  const [nextYear, nextMonth] = yearMonthOf(moveAnchor(today, 'month', 1));
  const thisMonth = useCalendarMonth(year, month);
  const following = useCalendarMonth(nextYear, nextMonth);
  const notSaved = useNotSavedOffline(thisMonth, following);
  const now = Date.now();
  const events = [...(thisMonth.data?.events ?? []), ...(following.data?.events ?? [])]
    .filter((event) => event.hasTickets && Date.parse(event.eventStartDateTime) > now)
    .slice(0, UPCOMING_LIMIT);
  return { events, notSaved };
}

export function BrowseEventsPage() {
  const { authenticated } = useAuth();
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const { events: upcoming, notSaved: upcomingNotSaved } = useUpcomingWithTickets();

  return (
    <main className="page">
      <h1>Find Events &amp; Buy Tickets</h1>
      {authenticated && (
        <p>
          <Link to="/my-tickets" className="button button-secondary">
            My Tickets
          </Link>
        </p>
      )}
      <section className="app-promo" aria-label="Get the app">
        <p>
          Buying for an event you found in the Floorcraft app? The app keeps your tickets in its
          wallet and opens them at the door. Get it for your phone:
        </p>
        <StoreBadges />
      </section>
      <section className="section" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">Upcoming Events with Tickets</h2>
        {upcoming.length > 0 ? (
          <EventCardList
            events={upcoming}
            onSelect={setSelected}
            label="Upcoming Events with Tickets"
          />
        ) : upcomingNotSaved ? (
          <p className="alert alert-info" role="status">
            {notSavedText('The list of events with tickets')}
          </p>
        ) : (
          <p className="muted">
            No events have tickets on sale right now. Browse the calendar below for everything that
            is on.
          </p>
        )}
      </section>
      <section className="section" aria-labelledby="all-events-heading">
        <h2 id="all-events-heading">All Events Calendar</h2>
        <FindEvents onViewDetails={setSelected} />
      </section>
      <EventDetailModal event={selected} onClose={() => setSelected(null)} />
    </main>
  );
}
