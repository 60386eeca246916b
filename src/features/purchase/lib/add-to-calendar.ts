// "Add to calendar": the event as an .ics file the phone's calendar opens.
import { icsCalendar } from '@/contract/ics';
import type { MyTicket } from '@/contract/purchases';

const fileNameOf = (title: string) =>
  `${title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}.ics`;

export function downloadEventIcs(event: MyTicket['event']): void {
  if (!event.startDateTime || !event.id) return;
  const text = icsCalendar([
    {
      uid: `${event.id}@floorcraft`,
      title: event.title,
      start: event.startDateTime,
      end: event.endDateTime ?? event.startDateTime,
      location: event.location.description,
      url: `${window.location.origin}/tickets?eventId=${event.id}`,
    },
  ]);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  link.download = fileNameOf(event.title);
  link.click();
  URL.revokeObjectURL(link.href);
}
