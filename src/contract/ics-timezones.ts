// VTIMEZONE components for the feeds we publish, made from the zone rules Intl knows: for each
// zone, its offset at the start of the span and every change of offset (daylight saving) in it,
// each as an observance of its own — what RFC 5545 needs to place TZID times, without RRULEs.
import { localParts, offsetMinutes } from './time-zones';

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

/** "20260405T190000": the wall clock of an instant in a zone (an event's TZID time). */
export function zonedIcsTime(iso: string, zone: string): string {
  const p = localParts(new Date(iso), zone);
  return `${p.year}${two(p.month)}${two(p.day)}T${two(p.hour)}${two(p.minute)}${two(p.second)}`;
}

/** Made once per zone and span of whole months: a feed is built again on every change. */
const made = new Map<string, string[]>();

/** The VTIMEZONE of a zone covering the instants from `from` to `until` (whole months). */
export function vtimezoneLines(zone: string, from: Date, until: Date): string[] {
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  const end = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 1));
  const key = `${zone} ${start.getTime()} ${end.getTime()}`;
  let lines = made.get(key);
  if (!lines) {
    lines = vtimezoneOf(zone, start, end);
    if (made.size >= 100) made.clear();
    made.set(key, lines);
  }
  return lines;
}

function vtimezoneOf(zone: string, start: Date, until: Date): string[] {
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
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(start, first, first),
    ...changes.flatMap((change) => observance(change.at, change.from, change.to)),
    'END:VTIMEZONE',
  ];
}
