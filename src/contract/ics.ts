// iCalendar (RFC 5545) text for events we hand out: a dancer's "Add to calendar" file and the
// feeds we publish. Times are UTC instants (every calendar shows them in its own zone, no
// VTIMEZONE needed), text escaped, lines folded at 75 octets, CRLF endings.

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
}

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export const escapeIcsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (never inside a UTF-8 character). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A calendar of events; `name` is what a subscribed calendar is called (X-WR-CALNAME). */
export function icsCalendar(events: IcsEvent[], now = new Date(), name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Floorcraft//Floorcraft//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeIcsText(name)}`] : []),
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utc(now.toISOString())}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${escapeIcsText(event.title)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    if (event.lastModified) lines.push(`LAST-MODIFIED:${utc(event.lastModified)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
