// The calendar-file rules of spec §5 that need no parser: messages, limits, Facebook links,
// venue-only places, and the event URL Facebook appends to descriptions.
import { dateFormat } from '@/contract/date-formats';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_EVENTS_PER_FILE = 500;
/** Spec §9: a missing end is the start plus 2 hours. */
export const DEFAULT_DURATION_MS = 7_200_000;
// What an imported event without a title or place says (uploads and calendar feeds alike).
export { LOCATION_TBA, UNTITLED_EVENT } from '@/contract/events';

export const FILE_MESSAGES = {
  notCalendar: 'Not a valid iCalendar file',
  noFacebookEvents: 'No Facebook events found. Please upload a Facebook iCalendar file.',
  notIcs: 'Please choose an iCalendar (.ics) file.',
  tooBig: 'This file is larger than 5 MB. Export fewer events from Facebook and try again.',
  tooMany: 'This file has more than 500 events. Export fewer events from Facebook and try again.',
  pastEvent: (date: string) =>
    `Error: This event is in the past (${date}). Please check your file.`,
  alreadyLoaded: (titles: string[]) =>
    `Event(s) already in table: ${titles.join(', ')}. This file contains events you've already loaded.`,
  venueOnly: (place: string) =>
    `"${place}" looks like a venue name without an address, so dancers may not find it. Add the street address on Facebook.`,
} as const;

export class CalendarFileError extends Error {}

const FACEBOOK_EVENT_LINK =
  /^https?:\/\/(?:[\w-]+\.)?facebook\.com\/(?:events\/(\d+)|event\.php\?eid=(\d+))/i;

/** The Facebook event id of an event link, or null for anything else. */
export function facebookEventIdOf(url: string | null | undefined): string | null {
  const match = url ? FACEBOOK_EVENT_LINK.exec(url.trim()) : null;
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Facebook ends every description with a blank line and the event's own URL. */
export function withoutTrailingEventUrl(description: string, url: string | null): string {
  const trimmed = description.trimEnd();
  const lastLine = trimmed.split('\n').at(-1)?.trim() ?? '';
  if (lastLine && (lastLine === url?.trim() || facebookEventIdOf(lastLine))) {
    return trimmed.slice(0, trimmed.length - lastLine.length).trimEnd();
  }
  return trimmed;
}

const ADDRESS_WORDS =
  /\b(street|st|road|rd|avenue|ave|lane|ln|drive|dr|parade|pde|highway|hwy|boulevard|blvd|place|pl|terrace|tce|way|crescent|cres|court|ct|square|sq|esplanade|circuit|cct)\b/i;

/** Spec §5: a place without address words (street, road, …) and without a comma is a venue only. */
export function isVenueOnly(location: string): boolean {
  return !location.includes(',') && !ADDRESS_WORDS.test(location);
}

/** Empty parts left by Facebook ("London,, zone 1") go. */
export function tidyLocation(location: string): string {
  return location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** "31/08/2018" for a calendar day YYYY-MM-DD. */
export const formatDay = (key: string) =>
  dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}T00:00:00Z`),
  );
