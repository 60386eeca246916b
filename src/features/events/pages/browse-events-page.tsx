// /tickets without an event: Find Events & Buy Tickets — app promotion, Upcoming Events with
// Tickets (at most 10), the All Events Calendar (on ?month=YYYY-MM when asked) with its filters and
// list view (components/find-events.tsx), and an event's details (spec §2).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { useI18n } from '@/lib/i18n/use-i18n';
import type { CalendarEvent } from '@/contract/events';
import { useNotSavedOffline } from '@/lib/offline/saved-for-offline';
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
  const i18n = useI18n();
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const { events: upcoming, notSaved: upcomingNotSaved } = useUpcomingWithTickets();

  return (
    <main className="page">
      <h1>{i18n._('tickets.title')}</h1>
      {authenticated && (
        <p>
          <Link to="/my-tickets" className="button button-secondary">
            {i18n._('menu.myTickets')}
          </Link>
        </p>
      )}
      <section className="app-promo" aria-label={i18n._('tickets.app.label')}>
        <p>{i18n._('tickets.app.text')}</p>
        <StoreBadges />
      </section>
      <section className="section" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading">{i18n._('tickets.upcoming')}</h2>
        {upcoming.length > 0 ? (
          <EventCardList
            events={upcoming}
            onSelect={setSelected}
            label={i18n._('tickets.upcoming')}
          />
        ) : upcomingNotSaved ? (
          <p className="alert alert-info" role="status">
            {i18n._('tickets.upcoming.notSaved')}
          </p>
        ) : (
          <p className="muted">{i18n._('tickets.upcoming.none')}</p>
        )}
      </section>
      <section className="section" aria-labelledby="all-events-heading">
        <h2 id="all-events-heading">{i18n._('tickets.calendar')}</h2>
        <FindEvents onViewDetails={setSelected} />
      </section>
      <EventDetailModal event={selected} onClose={() => setSelected(null)} />
    </main>
  );
}
