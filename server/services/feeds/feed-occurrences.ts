// Reads an iCalendar feed into the occurrences Floorcraft shows: one per event, and one per
// occurrence of a recurring event (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) between `from`
// and `until`. Recurrences are expanded on the wall clock of their zone, then each occurrence is
// placed in time in that zone, so a weekly 7 pm class stays at 7 pm across daylight saving.
// An occurrence's identity is its UID and original start: a moved occurrence keeps it.
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { zonedTimeToUtc } from '../../../src/contract/time-zones';
import { ianaZoneOf } from './feed-zones';

export class FeedParseError extends Error {}

export interface FeedOccurrence {
  key: string;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  allDay: boolean;
  cancelled: boolean;
  /** Changes when anything shown changes. */
  hash: string;
}

export interface FeedWindow {
  from: Date;
  until: Date;
  /** The zone of floating times and of events without one (the school's). */
  fallbackZone: string;
}

/** A runaway rule (every minute for years) stops here. */
const MAX_STEPS_PER_SERIES = 20_000;
const HOUR_MS = 3_600_000;

interface Placement {
  /** The IANA zone shown for the event. */
  zone: string;
  /** A VTIMEZONE we could not name: its own rules place the times. */
  vtimezone: ICAL.Timezone | null;
}

function instantOf(time: ICAL.Time, placement: Placement): Date {
  if (time.zone?.tzid === 'UTC') return time.toJSDate();
  if (placement.vtimezone && !time.isDate) {
    const placed = time.clone();
    placed.zone = placement.vtimezone;
    return placed.toJSDate();
  }
  return zonedTimeToUtc(
    placement.zone,
    time.year,
    time.month,
    time.day,
    time.isDate ? 0 : time.hour,
    time.isDate ? 0 : time.minute,
    time.isDate ? 0 : time.second,
  );
}

function text(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

function placementOf(
  component: ICAL.Component,
  zones: Map<string, ICAL.Timezone>,
  fallbackZone: string,
): Placement {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  const name = typeof tzid === 'string' ? tzid : null;
  const zone = ianaZoneOf(name);
  if (zone) return { zone, vtimezone: null };
  return { zone: fallbackZone, vtimezone: (name && zones.get(name)) || null };
}

function occurrenceOf(
  key: string,
  item: ICAL.Event,
  start: Date,
  end: Date,
  placement: Placement,
  cancelledSeries: boolean,
): FeedOccurrence {
  const component = item.component;
  const fields = {
    key,
    title: text(component, 'summary'),
    description: text(component, 'description'),
    location: text(component, 'location'),
    startsAt: start,
    // An end before the start (seen in real feeds) or no end: one hour, or the day.
    endsAt:
      end > start ? end : new Date(start.getTime() + (item.startDate.isDate ? 24 : 1) * HOUR_MS),
    timeZone: placement.zone,
    allDay: item.startDate.isDate,
    cancelled: cancelledSeries || text(component, 'status').toUpperCase() === 'CANCELLED',
  };
  const hash = createHash('sha1').update(JSON.stringify(fields)).digest('base64url');
  return { ...fields, hash };
}

function* seriesOccurrences(
  event: ICAL.Event,
  placement: Placement,
  window: FeedWindow,
  zones: Map<string, ICAL.Timezone>,
): Generator<FeedOccurrence> {
  const uid = event.uid;
  const cancelledSeries = text(event.component, 'status').toUpperCase() === 'CANCELLED';
  if (!event.isRecurring()) {
    const start = instantOf(event.startDate, placement);
    const end = instantOf(event.endDate, placement);
    // An override standing alone keeps the identity its series would give it.
    const key = event.isRecurrenceException()
      ? `${uid}@${instantOf(event.recurrenceId, placement).toISOString()}`
      : uid;
    if (end >= window.from && start <= window.until)
      yield occurrenceOf(key, event, start, end, placement, cancelledSeries);
    return;
  }
  const iterator = event.iterator();
  for (let step = 0; step < MAX_STEPS_PER_SERIES; step++) {
    const next = iterator.next();
    if (!next) return;
    const originalStart = instantOf(next, placement);
    if (originalStart > window.until) return;
    const details = event.getOccurrenceDetails(next);
    const itemPlacement =
      details.item === event
        ? placement
        : placementOf(details.item.component, zones, placement.zone);
    const start = instantOf(details.startDate, itemPlacement);
    const end = instantOf(details.endDate, itemPlacement);
    if (end < window.from || start > window.until) continue;
    const key = `${uid}@${originalStart.toISOString()}`;
    yield occurrenceOf(key, details.item, start, end, itemPlacement, cancelledSeries);
  }
}

function calendarOf(feed: string): ICAL.Component {
  let parsed: unknown[];
  try {
    parsed = ICAL.parse(feed.replace(/^\uFEFF/, '')) as unknown[];
  } catch (error) {
    throw new FeedParseError(
      `This is not a calendar feed (${error instanceof Error ? error.message : 'unreadable'}).`,
    );
  }
  // Several top-level components parse to a list of them: the first is the calendar.
  const root = new ICAL.Component((Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  if (root.name !== 'vcalendar' && root.name !== 'vevent')
    throw new FeedParseError('This is not a calendar feed (no VCALENDAR).');
  return root;
}

/** The feed's occurrences in the window, cancelled ones included (marked). */
export function feedOccurrences(feed: string, window: FeedWindow): FeedOccurrence[] {
  const root = calendarOf(feed);
  const calendarZone = ianaZoneOf(text(root, 'x-wr-timezone')) ?? window.fallbackZone;
  const zones = new Map<string, ICAL.Timezone>();
  for (const component of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(component);
    if (zone.tzid) zones.set(zone.tzid, zone);
  }
  const vevents = root.name === 'vevent' ? [root] : root.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  for (const component of vevents) {
    const event = new ICAL.Event(component, { strictExceptions: false });
    if (!event.uid || !component.hasProperty('dtstart')) continue;
    if (component.hasProperty('recurrence-id')) overrides.push(event);
    else masters.set(event.uid, event);
  }
  const occurrences: FeedOccurrence[] = [];
  for (const override of overrides) {
    const master = masters.get(override.uid);
    if (master) master.relateException(override);
    // An override whose series is not in the feed stands alone.
    else masters.set(`${override.uid}@${override.recurrenceId.toString()}`, override);
  }
  for (const event of masters.values()) {
    const placement = placementOf(event.component, zones, calendarZone);
    for (const occurrence of seriesOccurrences(event, placement, window, zones))
      occurrences.push(occurrence);
  }
  return occurrences;
}
