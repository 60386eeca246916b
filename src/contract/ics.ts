// iCalendar (RFC 5545) text for events we hand out: a dancer's "Add to calendar" file and the
// feeds we publish. An event with a zone has its times on that zone's wall clock (TZID) and the
// calendar carries a VTIMEZONE for each zone used; one without is in UTC. Text escaped, lines
// folded at 75 octets, CRLF endings.
import { zoneRules, type ZoneRules } from './ics-timezones';

export interface IcsEvent {
  uid: string;
  title: string;
  start: string;
  end: string;
  location?: string;
  description?: string;
  url?: string;
  /** Bumped on every change, so subscribed calendars take the new version. */
  sequence?: number;
  lastModified?: string;
  /** The IANA zone the event happens in. */
  timeZone?: string;
  /** Names this version of the event for reuse of its text (see icsCalendar). */
  cacheKey?: string;
  /** Called off by the school: STATUS:CANCELLED, so calendars strike or drop it. */
  cancelled?: boolean;
}

/** "20261123T220607Z" (RFC 5545 UTC form) of any ISO instant. */
function utc(iso: string): string {
  const t = new Date(iso).toISOString();
  return `${t.slice(0, 4)}${t.slice(5, 7)}${t.slice(8, 13)}${t.slice(14, 16)}${t.slice(17, 19)}Z`;
}

const ICS_ESCAPES: Record<string, string> = { '\\': '\\\\', ';': '\\;', ',': '\\,' };
export const escapeIcsText = (text: string) =>
  text.replace(/\r?\n|[\\;,]/g, (match) => ICS_ESCAPES[match] ?? '\\n');

/** UTF-8 octets of the character starting at `index` (a surrogate pair is one 4-octet one). */
function octetsAt(line: string, index: number): number {
  const code = line.charCodeAt(index);
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdbff) return 4;
  return 3;
}

/** Folds a content line at 75 octets (never inside a UTF-8 character). */
export function foldIcsLine(line: string): string {
  // Most lines are short ASCII: nothing to do.
  if (line.length <= 75 && (line.length <= 18 || !/[^\x20-\x7e\t]/.test(line))) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length;) {
    const size = octetsAt(line, index);
    const width = size === 4 ? 2 : 1;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(line.slice(start, index));
      start = index;
      octets = 0;
    }
    octets += size;
    index += width;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/** A VEVENT's lines after its DTSTAMP, folded: they depend on the event alone. */
function eventBody(event: IcsEvent, time: (name: string, iso: string, zone?: string) => string) {
  const lines = [
    time('DTSTART', event.start, event.timeZone),
    time('DTEND', event.end, event.timeZone),
    `SUMMARY:${escapeIcsText(event.title)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utc(event.lastModified)}`);
  if (event.cancelled) lines.push('STATUS:CANCELLED');
  lines.push('END:VEVENT');
  return lines.map(foldIcsLine).join('\r\n');
}

/**
 * A calendar of events; `name` is what a subscribed calendar is called (X-WR-CALNAME). With a
 * `rendered` map, an event with a `cacheKey` (which must change whenever the event does) reuses
 * its text from the last build: a feed is built again whenever one of its events changes.
 */
export function icsCalendar(
  events: IcsEvent[],
  now = new Date(),
  name?: string,
  rendered?: Map<string, string>,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Floorcraft//Floorcraft//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeIcsText(name)}`] : []),
  ];
  const spans = new Map<string, { from: string; until: string }>();
  for (const { timeZone, start, end } of events) {
    if (!timeZone) continue;
    const span = spans.get(timeZone);
    if (!span) spans.set(timeZone, { from: start, until: end });
    else {
      if (start < span.from) span.from = start;
      if (end > span.until) span.until = end;
    }
  }
  const zones = new Map<string, ZoneRules>();
  for (const [zone, span] of spans) {
    const rules = zoneRules(zone, new Date(span.from), new Date(span.until));
    zones.set(zone, rules);
    lines.push(...rules.lines);
  }
  const time = (name: string, iso: string, zone?: string) =>
    zone
      ? `${name};TZID=${zone}:${zones.get(zone)!.wallClock(new Date(iso))}`
      : `${name}:${utc(iso)}`;
  const stamp = utc(now.toISOString());
  const head = lines.map(foldIcsLine);
  const parts = [head.join('\r\n')];
  const kept = new Map<string, string>();
  for (const event of events) {
    let body = event.cacheKey ? rendered?.get(event.cacheKey) : undefined;
    body ??= eventBody(event, time);
    if (event.cacheKey) kept.set(event.cacheKey, body);
    parts.push(`BEGIN:VEVENT\r\n${foldIcsLine(`UID:${event.uid}`)}\r\nDTSTAMP:${stamp}\r\n${body}`);
  }
  // Only this build's events stay remembered.
  if (rendered) {
    rendered.clear();
    for (const [key, body] of kept) rendered.set(key, body);
  }
  parts.push('END:VCALENDAR');
  return `${parts.join('\r\n')}\r\n`;
}
