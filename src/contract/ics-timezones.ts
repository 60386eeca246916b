// VTIMEZONE components for the feeds we publish, made from the zone rules Intl knows: for each
// zone, its offset at the start of the span and every change of offset (daylight saving) in it,
// each as an observance of its own — what RFC 5545 needs to place TZID times, without RRULEs.
import { offsetMinutes } from './time-zones';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface Change {
  /** The first instant of the new offset. */
  at: Date;
  from: number;
  to: number;
}

/** The first instant in (low, high] with the offset at `high` (one change between them). */
function changeBetween(low: number, high: number, zone: string): number {
  const after = offsetMinutes(new Date(high), zone);
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMinutes(new Date(middle), zone) === after) high = middle;
    else low = middle;
  }
  return high;
}

function changesIn(zone: string, from: Date, until: Date): Change[] {
  const changes: Change[] = [];
  let previous = offsetMinutes(from, zone);
  for (let time = from.getTime() + DAY_MS; time <= until.getTime() + DAY_MS; time += DAY_MS) {
    const offset = offsetMinutes(new Date(time), zone);
    if (offset === previous) continue;
    changes.push({
      at: new Date(changeBetween(time - DAY_MS, time, zone)),
      from: previous,
      to: offset,
    });
    previous = offset;
  }
  return changes;
}

const two = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${two(Math.floor(size / 60))}${two(size % 60)}`;
}

/** "20260405T030000": the wall clock `offset` minutes ahead of UTC at the instant. */
function wallText(instant: Date, offset: number): string {
  const t = new Date(instant.getTime() + offset * MINUTE_MS).toISOString();
  return `${t.slice(0, 4)}${t.slice(5, 7)}${t.slice(8, 10)}T${t.slice(11, 13)}${t.slice(14, 16)}${t.slice(17, 19)}`;
}

export interface ZoneRules {
  /** The zone's VTIMEZONE component. */
  lines: string[];
  /** "20260405T190000": the zone's wall clock at an instant in the span (an event's TZID time). */
  wallClock: (instant: Date) => string;
}

/** Made once per zone and span of whole months: a feed is built again on every change. */
const made = new Map<string, ZoneRules>();

/** A zone's VTIMEZONE and wall clock for the instants from `from` to `until` (whole months). */
export function zoneRules(zone: string, from: Date, until: Date): ZoneRules {
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  const end = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 1));
  const key = `${zone} ${start.getTime()} ${end.getTime()}`;
  let rules = made.get(key);
  if (!rules) {
    rules = rulesOf(zone, start, end);
    if (made.size >= 100) made.clear();
    made.set(key, rules);
  }
  return rules;
}

function rulesOf(zone: string, start: Date, until: Date): ZoneRules {
  const first = offsetMinutes(start, zone);
  const changes = changesIn(zone, start, until);
  const lowest = Math.min(first, ...changes.map((change) => change.to));
  const observance = (at: Date, offsetFrom: number, offsetTo: number) => {
    const kind = offsetTo > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${wallText(at, offsetFrom)}`,
      `TZOFFSETFROM:${offsetText(offsetFrom)}`,
      `TZOFFSETTO:${offsetText(offsetTo)}`,
      `END:${kind}`,
    ];
  };
  // The offset at an instant, from the same changes the VTIMEZONE lists (a handful a year).
  const offsetAt = (instant: Date) => {
    let offset = first;
    for (const change of changes) {
      if (instant < change.at) break;
      offset = change.to;
    }
    return offset;
  };
  return {
    lines: [
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      ...observance(start, first, first),
      ...changes.flatMap((change) => observance(change.at, change.from, change.to)),
      'END:VTIMEZONE',
    ],
    wallClock: (instant) => wallText(instant, offsetAt(instant)),
  };
}
