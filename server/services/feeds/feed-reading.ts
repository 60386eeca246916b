// Reads a feed's text into the occurrences a sync keeps: the soonest MAX_FEED_OCCURRENCES in the
// window (every series is walked in step, soonest first), those with tickets whatever their place,
// and a count of the rest ("N more not imported"). Every event and every step of a rule spends
// one step of the feed's budget, so no feed — five events repeating every minute, or 30 000
// one-off events — costs more than a bounded amount of work.
import ICAL from 'ical.js';
import { MAX_FEED_OCCURRENCES } from '../../../src/contract/feed-subscriptions';
import { parseComponent, splitFeed } from './feed-components';
import {
  placementOf,
  seriesOccurrences,
  text,
  withHash,
  type BareOccurrence,
  type FeedOccurrence,
  type FeedWindow,
  type StepBudget,
} from './feed-occurrences';
import { ianaZoneOf } from './feed-zones';

/** Work for one feed: 30 000 one-off events, or 2 000 weekly classes begun a year ago; never a runaway rule. */
export const MAX_FEED_STEPS = 100_000;

export interface FeedReadLimits {
  maxOccurrences?: number;
  maxSteps?: number;
  /** Occurrences kept whatever the cap (events with tickets). */
  keep?: ReadonlySet<string>;
}

export interface FeedReading {
  /** Soonest first; cancelled ones marked (they do not count towards the cap). */
  occurrences: FeedOccurrence[];
  /** Occurrences in the window over the cap, as far as the budget let them be counted. */
  notImported: number;
}

type Cursor = { series: Generator<BareOccurrence>; next: BareOccurrence };

/** A min-heap of series by their next occurrence's start. */
class SoonestFirst {
  private readonly items: Cursor[] = [];
  get size() {
    return this.items.length;
  }
  private less = (a: number, b: number) =>
    this.items[a]!.next.startsAt.getTime() < this.items[b]!.next.startsAt.getTime();
  private swap(a: number, b: number) {
    [this.items[a], this.items[b]] = [this.items[b]!, this.items[a]!];
  }
  push(cursor: Cursor) {
    this.items.push(cursor);
    for (let i = this.items.length - 1; i > 0 && this.less(i, (i - 1) >> 1); i = (i - 1) >> 1)
      this.swap(i, (i - 1) >> 1);
  }
  pop(): Cursor | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length > 0 && last) {
      this.items[0] = last;
      for (let i = 0; ;) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let least = i;
        if (left < this.items.length && this.less(left, least)) least = left;
        if (right < this.items.length && this.less(right, least)) least = right;
        if (least === i) break;
        this.swap(i, least);
        i = least;
      }
    }
    return top;
  }
}

function advance(heap: SoonestFirst, series: Generator<BareOccurrence>) {
  const step = series.next();
  if (!step.done) heap.push({ series, next: step.value });
}

export function readFeed(
  feed: string,
  window: FeedWindow,
  limits: FeedReadLimits = {},
): FeedReading {
  const cap = limits.maxOccurrences ?? MAX_FEED_OCCURRENCES;
  const budget: StepBudget = { steps: limits.maxSteps ?? MAX_FEED_STEPS };
  const parts = splitFeed(feed);
  const calendarZone =
    (parts.calendar && ianaZoneOf(text(parts.calendar, 'x-wr-timezone'))) || window.fallbackZone;
  const zones = new Map<string, ICAL.Timezone>();
  for (const component of parts.timezones) {
    const zone = new ICAL.Timezone(parseComponent(component));
    if (zone.tzid) zones.set(zone.tzid, zone);
  }
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  for (const source of parts.events) {
    if (--budget.steps <= 0) break;
    const component = parseComponent(source);
    // Overrides are related below; the empty list keeps ical.js from looking for them itself.
    const event = new ICAL.Event(component, { strictExceptions: false, exceptions: [] });
    if (!event.uid || !component.hasProperty('dtstart')) continue;
    if (component.hasProperty('recurrence-id')) overrides.push(event);
    else masters.set(event.uid, event);
  }
  for (const override of overrides) {
    const master = masters.get(override.uid);
    if (master) master.relateException(override);
    // An override whose series is not in the feed stands alone.
    else masters.set(`${override.uid}@${override.recurrenceId.toString()}`, override);
  }
  const heap = new SoonestFirst();
  for (const event of masters.values()) {
    const placement = placementOf(event.component, zones, calendarZone);
    advance(heap, seriesOccurrences(event, placement, window, zones, budget));
  }
  const occurrences: FeedOccurrence[] = [];
  let kept = 0;
  let cancelled = 0;
  let notImported = 0;
  for (let cursor = heap.pop(); cursor; cursor = heap.pop()) {
    const occurrence = cursor.next;
    if (occurrence.cancelled) {
      if (cancelled++ < cap) occurrences.push(withHash(occurrence));
    } else if (kept < cap) {
      kept++;
      occurrences.push(withHash(occurrence));
    } else if (limits.keep?.has(occurrence.key)) occurrences.push(withHash(occurrence));
    else notImported++;
    advance(heap, cursor.series);
  }
  return { occurrences, notImported };
}

/** Every occurrence of a feed in the window, up to the cap (cancelled ones marked). */
export const feedOccurrences = (feed: string, window: FeedWindow): FeedOccurrence[] =>
  readFeed(feed, window).occurrences;
