// Reads a Facebook calendar export with ical.js and applies spec §5: Facebook events only, none in
// the past, none already loaded, default end, placeholders, venue-only warnings, styles from
// keywords. UTC times stay as they are; floating times are read in the organisation's zone.
import ICAL from 'ical.js';
import { dayKey } from '@/lib/event-time';
import { stylesIn } from '@/lib/dance-styles';
import { zonedTimeToUtc } from '@/contract/time-zones';
import {
  CalendarFileError,
  DEFAULT_DURATION_MS,
  FILE_MESSAGES,
  LOCATION_TBA,
  MAX_EVENTS_PER_FILE,
  UNTITLED_EVENT,
  facebookEventIdOf,
  formatDay,
  isVenueOnly,
  tidyLocation,
  withoutTrailingEventUrl,
} from './calendar-file-rules';
import type { UploadEvent } from './upload-event';

export interface ParseOptions {
  /** Zone for floating times and for "today". */
  timeZone: string;
  /** Today's calendar day (YYYY-MM-DD) in that zone. */
  today: string;
  /** Events already in the table, by calendar UID and Facebook id. */
  loaded: { icalUIDs: Set<string>; facebookIds: Set<string> };
}

export interface ParseResult {
  events: UploadEvent[];
  /** One message per refused event or group of events. */
  problems: string[];
}

/** Adds the END lines a cut-off export lacks (real exports end without END:VCALENDAR). */
function closeOpenComponents(text: string): string {
  const open: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^(BEGIN|END):([A-Z-]+)\s*$/i.exec(line);
    if (!match?.[1] || !match[2]) continue;
    if (match[1].toUpperCase() === 'BEGIN') open.push(match[2].toUpperCase());
    else open.pop();
  }
  return `${text.trimEnd()}${open
    .reverse()
    .map((name) => `\r\nEND:${name}`)
    .join('')}\r\n`;
}

function instantOf(time: ICAL.Time, timeZone: string): Date {
  if (time.zone?.tzid === 'UTC') return time.toJSDate();
  if (time.isDate) return zonedTimeToUtc(timeZone, time.year, time.month, time.day);
  if (time.zone && time.zone.tzid !== 'floating') return time.toJSDate();
  return zonedTimeToUtc(
    timeZone,
    time.year,
    time.month,
    time.day,
    time.hour,
    time.minute,
    time.second,
  );
}

function read(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function parseFacebookCalendar(raw: string, options: ParseOptions): ParseResult {
  const text = raw.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarFileError(FILE_MESSAGES.notCalendar);
  if ((text.match(/^BEGIN:VEVENT/gim)?.length ?? 0) > MAX_EVENTS_PER_FILE)
    throw new CalendarFileError(FILE_MESSAGES.tooMany);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(closeOpenComponents(text)));
  } catch {
    throw new CalendarFileError(FILE_MESSAGES.notCalendar);
  }
  const facebookEvents = calendar
    .getAllSubcomponents('vevent')
    .filter((event) => facebookEventIdOf(read(event, 'url')));
  if (facebookEvents.length === 0) throw new CalendarFileError(FILE_MESSAGES.noFacebookEvents);

  const events: UploadEvent[] = [];
  const problems: string[] = [];
  const alreadyLoaded: string[] = [];
  for (const component of facebookEvents) {
    const url = read(component, 'url');
    const facebookEventId = facebookEventIdOf(url) ?? '';
    const icalUID = read(component, 'uid') || `e${facebookEventId}@facebook.com`;
    const title = read(component, 'summary') || UNTITLED_EVENT;
    const startValue = component.getFirstPropertyValue('dtstart');
    if (!(startValue instanceof ICAL.Time)) {
      problems.push(`"${title}" has no start date and was left out.`);
      continue;
    }
    const start = instantOf(startValue, options.timeZone);
    const startDay = dayKey(start.toISOString(), options.timeZone) ?? '';
    if (startDay < options.today) {
      problems.push(FILE_MESSAGES.pastEvent(formatDay(startDay)));
      continue;
    }
    if (options.loaded.icalUIDs.has(icalUID) || options.loaded.facebookIds.has(facebookEventId)) {
      alreadyLoaded.push(title);
      continue;
    }
    const endValue = component.getFirstPropertyValue('dtend');
    const end =
      endValue instanceof ICAL.Time
        ? instantOf(endValue, options.timeZone)
        : new Date(start.getTime() + DEFAULT_DURATION_MS);
    const place = tidyLocation(read(component, 'location'));
    const description = withoutTrailingEventUrl(read(component, 'description'), url);
    const venueOnly = place !== '' && isVenueOnly(place);
    events.push({
      key: icalUID,
      title,
      description,
      startDateTime: start.toISOString(),
      endDateTime: (end.getTime() >= start.getTime()
        ? end
        : new Date(start.getTime() + DEFAULT_DURATION_MS)
      ).toISOString(),
      timeZone: options.timeZone,
      location: {
        description: place || LOCATION_TBA,
        rawLocation: read(component, 'location') || null,
        isVenueOnly: venueOnly || !place,
      },
      danceStyles: stylesIn(`${title} ${description}`),
      facebookUrl: url,
      facebookEventId,
      icalUID,
      warnings: venueOnly ? [FILE_MESSAGES.venueOnly(place)] : [],
    });
  }
  if (alreadyLoaded.length > 0) problems.push(FILE_MESSAGES.alreadyLoaded(alreadyLoaded));
  return { events, problems };
}
