// "Events for …": the events of one calendar day with Time, Location, Styles, View Details,
// View on Facebook and Close (spec §2 Calendar component). `more` follows the list on a day that
// holds more events than the calendar was given.
import type { ReactNode } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { Modal } from '@/components/modal/modal';
import { DayEventItem } from './day-event-item';

interface Props {
  title: string | null;
  events: CalendarEvent[];
  more?: ReactNode;
  onClose: () => void;
  onViewDetails?: (event: CalendarEvent) => void;
}

export function DayEventsModal({ title, events, more, onClose, onViewDetails }: Props) {
  return (
    <Modal open={title !== null} title={title ?? ''} onClose={onClose} closeLabel="Close">
      <ul className="day-events">
        {events.map((event) => (
          <DayEventItem key={event.id} event={event} onViewDetails={onViewDetails} />
        ))}
      </ul>
      {more}
    </Modal>
  );
}
