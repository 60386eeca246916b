// The demo events page (spec §2): five sample events as cards and on the calendar, Back to Main.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CalendarEvent } from '@/contract/events';
import { Calendar } from '@/components/calendar/calendar';
import { EventCardList } from '../components/event-card-list';
import { EventDetailModal } from '../components/event-detail-modal';
import { moveAnchor, todayKey } from '@/components/calendar/calendar-navigation';
import { sampleEvents } from '../components/sample-events';
import '../components/events.css';

export function DemoEventsPage() {
  const events = useMemo(() => sampleEvents(), []);
  const [anchor, setAnchor] = useState(todayKey);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  return (
    <main className="page">
      <h1>Demo Events</h1>
      <p className="muted">Five sample events, to show how dancers see what's on.</p>
      <EventCardList events={events} onSelect={setSelected} label="Sample events" />
      <div className="section">
        <Calendar
          view="month"
          anchor={anchor}
          events={events}
          onPrev={() => setAnchor(moveAnchor(anchor, 'month', -1))}
          onNext={() => setAnchor(moveAnchor(anchor, 'month', 1))}
          onViewDetails={setSelected}
        />
      </div>
      <p>
        <Link to="/" className="button button-secondary">
          Back to Main
        </Link>
      </p>
      <EventDetailModal event={selected} onClose={() => setSelected(null)} />
    </main>
  );
}
