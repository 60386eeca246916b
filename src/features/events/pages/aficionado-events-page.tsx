// /events for aficionados: the calendar near you (month or week), or everything on.
import { useState } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { EventCalendarBlock } from '../components/event-calendar-block';
import { EventDetailModal } from '../components/event-detail-modal';
import '../components/events.css';

export function AficionadoEventsPage() {
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  return (
    <main className="page">
      <h1>Events</h1>
      <p className="muted">What's on near you, to share with dancers visiting your scene.</p>
      <EventCalendarBlock
        views={['near-month', 'near-week', 'all-month']}
        onViewDetails={setSelected}
      />
      <EventDetailModal event={selected} onClose={() => setSelected(null)} />
    </main>
  );
}
