// /events for aficionados: what's on near you (Near me on by default), with the same filters,
// calendar and list as /tickets.
import { useState } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { EventDetailModal } from '../components/event-detail-modal';
import { FindEvents } from '../components/find-events';
import '../components/events.css';

const NEAR_BY_DEFAULT = { near: true };

export function AficionadoEventsPage() {
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  return (
    <main className="page">
      <h1>Events</h1>
      <p className="muted">What's on near you, to share with dancers visiting your scene.</p>
      <section className="section" aria-labelledby="event-calendar-heading">
        <h2 id="event-calendar-heading">Event Calendar</h2>
        <FindEvents defaults={NEAR_BY_DEFAULT} onViewDetails={setSelected} />
      </section>
      <EventDetailModal event={selected} onClose={() => setSelected(null)} />
    </main>
  );
}
