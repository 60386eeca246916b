// The occurrences of one event of a feed: the event itself, or each occurrence of a recurring one
// (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) between `from` and `until`, soonest first.
// Recurrences are expanded on the wall clock of their zone, then each occurrence is placed in time
// in that zone, so a weekly 7 pm class stays at 7 pm across daylight saving. An occurrence's
// identity is its UID and original start: a moved occurrence keeps it.
import { createHash } from 'node:crypto';
import type ICAL from 'ical.js';
import { zonedTimeToUtc } from '../../../src/contract/time-zones';
import { ianaZoneOf } from './feed-zones';

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
/**
 * Repetition within a day is expanded only as a plain count: with BY-parts (BYMONTHDAY, BYSETPOS…)
 * ical.js may search through millions of seconds or minutes inside one step of its iterator, which
 * the step budget cannot interrupt (FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30 never matches). Such a
 * series keeps its first occurrence only; no dance calendar repeats that way.
 */
const WITHIN_A_DAY = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);

function searchesWithinADay(event: ICAL.Event): boolean {
  const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  if (!rule || typeof rule !== 'object' || !WITHIN_A_DAY.has(String(rule.freq))) return false;
  return Object.values(rule.parts ?? {}).some(
    (values) => Array.isArray(values) && values.length > 0,
  );
}

/**
 * Candidates ical.js may test within one step of a series. A DAILY or WEEKLY rule whose parts can
 * never all hold (BYMONTH=2;BYMONTHDAY=30) searches day after day for ever inside one call of its
 * iterator, holding the feed's reader until its time runs out, and every feed queued behind it.
 * Real rules find their next occurrence within a few years of days.
 */
const MAX_CANDIDATES_PER_STEP = 5_000;

class SearchTooLong extends Error {}

/**
 * Counts the candidates the expansion's rule iterators test (each test of a candidate calls
 * check_contracting_rules), and stops a step that tests too many. Each candidate also takes a step
 * of the feed's budget (testing one costs about what a step does), so many slow series cannot add
 * up.
 */
function boundSearch(iterator: ICAL.RecurExpansion, budget: StepBudget) {
  let tested = 0;
  const rules = (iterator as unknown as { ruleIterators?: ICAL.RecurIterator[] }).ruleIterators;
  for (const rule of rules ?? []) {
    const check = rule.check_contracting_rules.bind(rule);
    rule.check_contracting_rules = () => {
      if (++tested > MAX_CANDIDATES_PER_STEP) throw new SearchTooLong();
      return check();
    };
  }
  return {
    charge() {
      budget.steps -= tested;
      tested = 0;
    },
  };
}

/** Steps left for the whole feed: every event and every step of a rule takes one. */
export interface StepBudget {
  steps: number;
}
const HOUR_MS = 3_600_000;

export interface Placement {
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

export function text(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

export function placementOf(
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

/** An occurrence before its hash: what the cap looks at, for a fraction of the cost. */
export type BareOccurrence = Omit<FeedOccurrence, 'hash'>;

function occurrenceOf(
  key: string,
  item: ICAL.Event,
  start: Date,
  end: Date,
  placement: Placement,
  cancelledSeries: boolean,
): BareOccurrence {
  const component = item.component;
  return {
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
}

/** Changes when anything shown changes. */
export const withHash = (fields: BareOccurrence): FeedOccurrence => ({
  ...fields,
  hash: createHash('sha1').update(JSON.stringify(fields)).digest('base64url'),
});

/** The series' iterator; none for a rule ical.js refuses (WEEKLY with BYMONTHDAY): its first date stands. */
function iteratorOf(event: ICAL.Event): ICAL.RecurExpansion | null {
  try {
    return event.iterator();
  } catch {
    return null;
  }
}

export function* seriesOccurrences(
  event: ICAL.Event,
  placement: Placement,
  window: FeedWindow,
  zones: Map<string, ICAL.Timezone>,
  budget: StepBudget,
): Generator<BareOccurrence> {
  const uid = event.uid;
  const cancelledSeries = text(event.component, 'status').toUpperCase() === 'CANCELLED';
  budget.steps--;
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
  // A cancelled series has no occurrence to show: it is not expanded at all.
  if (cancelledSeries) return;
  const iterator = searchesWithinADay(event) ? null : iteratorOf(event);
  if (!iterator) {
    const start = instantOf(event.startDate, placement);
    const end = instantOf(event.endDate, placement);
    if (end >= window.from && start <= window.until)
      yield occurrenceOf(`${uid}@${start.toISOString()}`, event, start, end, placement, false);
    return;
  }
  const searching = boundSearch(iterator, budget);
  for (let step = 0; step < MAX_STEPS_PER_SERIES && budget.steps > 0; step++) {
    budget.steps--;
    let next: ICAL.Time | null;
    try {
      next = iterator.next();
    } catch (error) {
      if (error instanceof SearchTooLong) return; // What was found before stays.
      throw error;
    } finally {
      searching.charge();
    }
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
