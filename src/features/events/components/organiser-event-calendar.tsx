// The Event Calendar block of the organiser dashboard (spec §2): My Events, Near Me (Month) and
// Near Me (Week), with an event's details.
import { useState } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { EventCalendarBlock } from './event-calendar-block';
import { EventDetailModal } from './event-detail-modal';
import './events.css';

export function OrganiserEventCalendar() {
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  return (
    <>
      <EventCalendarBlock
        views={['my-events', 'near-month', 'near-week']}
        onViewDetails={setSelected}
      />
      <EventDetailModal event={selected} onClose={() => setSelected(null)} />
    </>
  );
}
