// "Events for …": the events of one calendar day with Time, Location, Styles, View Details,
// View on Facebook and Close (spec §2 Calendar component). `more` follows the list on a day that
// holds more events than the calendar was given.
import type { ReactNode } from 'react';
import type { CalendarEvent } from '@/contract/events';
import { Modal } from '@/components/modal/modal';
import { DayEventItem } from './day-event-item';
import { useI18n } from '@/lib/i18n/use-i18n';

interface Props {
  title: string | null;
  events: CalendarEvent[];
  more?: ReactNode;
  onClose: () => void;
  onViewDetails?: (event: CalendarEvent) => void;
}

export function DayEventsModal({ title, events, more, onClose, onViewDetails }: Props) {
  const i18n = useI18n();
  return (
    <Modal
      open={title !== null}
      title={title ?? ''}
      onClose={onClose}
      closeLabel={i18n._('common.close')}
    >
      <ul className="day-events">
        {events.map((event) => (
          <DayEventItem key={event.id} event={event} onViewDetails={onViewDetails} />
        ))}
      </ul>
      {more}
    </Modal>
  );
}
