// "Add to calendar": one event as an .ics file the phone's calendar opens, or as a Google
// Calendar link.
import { eventPagePath } from '@/contract/event-page';
import { icsCalendar, type IcsEvent } from '@/contract/ics';
import { programmeIcsEvents } from '@/contract/programme-ics';
import type { PublicSession } from '@/contract/sessions';

export interface CalendarEntry {
  id: string;
  title: string;
  start: string;
  end: string;
  location: string;
  /** The event page the entry links to when the entry is not the event itself (a session). */
  page?: { id: string; title: string };
}

const fileNameOf = (title: string) =>
  `${title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}.ics`;

const pageOf = (entry: CalendarEntry, origin: string) =>
  `${origin}${eventPagePath(entry.page ?? entry)}`;

const icsEventOf = (entry: CalendarEntry, origin: string): IcsEvent => ({
  // A session is named within its event, as in the server's calendar files.
  uid: entry.page ? `${entry.id}.${entry.page.id}@floorcraft` : `${entry.id}@floorcraft`,
  title: entry.title,
  start: entry.start,
  end: entry.end,
  location: entry.location,
  url: pageOf(entry, origin),
});

/** The .ics text of entries (a dancer's own timetable is several sessions in one file). */
export const calendarFileOf = (entries: CalendarEntry[], origin: string): string =>
  icsCalendar(entries.map((entry) => icsEventOf(entry, origin)));

/** An event's .ics text: a festival of more than one session is one VEVENT per session, as the
 * server's own calendar file of the event (contract/programme-ics.ts). */
export const eventFileOf = (entry: CalendarEntry, sessions: PublicSession[], origin: string) =>
  icsCalendar(programmeIcsEvents(icsEventOf(entry, origin), sessions));

function download(text: string, fileTitle: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  link.download = fileNameOf(fileTitle);
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Downloads the entries as one .ics file named after `fileTitle`. */
export const downloadCalendarFile = (entries: CalendarEntry[], fileTitle: string): void =>
  download(calendarFileOf(entries, window.location.origin), fileTitle);

export const downloadEventIcs = (entry: CalendarEntry, sessions: PublicSession[] = []): void =>
  download(eventFileOf(entry, sessions, window.location.origin), entry.title);

const googleTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `origin`: this site's, for the event's link in the details ('' while a page hydrates). */
export function googleCalendarUrl(entry: CalendarEntry, origin: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${googleTime(entry.start)}/${googleTime(entry.end)}`,
    location: entry.location,
    details: pageOf(entry, origin),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
