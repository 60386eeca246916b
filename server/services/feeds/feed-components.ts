// Splits a feed's text into its calendar's properties and its top-level components (VTIMEZONE,
// VEVENT), each parsed by ical.js on its own: a component parsed inside its calendar makes
// ical.js's Event look through every sibling for overrides (quadratic: 30 000 events took minutes),
// and one component at a time keeps what is held in memory small.
import ICAL from 'ical.js';

export class FeedParseError extends Error {}

export interface FeedComponents {
  /** The calendar with its own properties only (X-WR-TIMEZONE); null for a lone VEVENT. */
  calendar: ICAL.Component | null;
  /** Each top-level VTIMEZONE's and VEVENT's text, to parse one by one. */
  timezones: string[];
  events: string[];
}

const notACalendar = (why: string) => new FeedParseError(`This is not a calendar feed (${why}).`);

/** Parses one component's text (throws FeedParseError). */
export function parseComponent(text: string): ICAL.Component {
  try {
    return new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw notACalendar(error instanceof Error ? error.message : 'unreadable');
  }
}

export function splitFeed(text: string): FeedComponents {
  // Folded lines are unfolded first, so a BEGIN or END is always a line of its own.
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/);
  const found: FeedComponents = { calendar: null, timezones: [], events: [] };
  const own: string[] = [];
  let rootName: string | null = null;
  let depth = 0;
  let start = -1;
  let childName = '';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const begin = /^BEGIN:(.+)$/i.exec(line)?.[1]?.toUpperCase();
    const end = /^END:(.+)$/i.exec(line)?.[1]?.toUpperCase();
    if (depth === 0) {
      // Several top-level components: the first is the calendar.
      if (rootName !== null) break;
      if (!begin) throw notACalendar('no VCALENDAR');
      rootName = begin;
      if (rootName !== 'VCALENDAR' && rootName !== 'VEVENT') throw notACalendar('no VCALENDAR');
      if (rootName === 'VEVENT') start = index;
      depth = 1;
      continue;
    }
    if (begin) {
      if (depth === 1) {
        start = index;
        childName = begin;
      }
      depth++;
      continue;
    }
    if (end) {
      depth--;
      if (depth === 0 && rootName === 'VEVENT')
        found.events.push(lines.slice(start, index + 1).join('\r\n'));
      if (depth === 1) {
        const component = lines.slice(start, index + 1).join('\r\n');
        if (childName === 'VEVENT') found.events.push(component);
        else if (childName === 'VTIMEZONE') found.timezones.push(component);
      }
      continue;
    }
    if (depth === 1 && rootName === 'VCALENDAR') own.push(line);
  }
  if (rootName === null) throw notACalendar('no VCALENDAR');
  if (depth !== 0) throw notACalendar(`${rootName} is not closed`);
  if (rootName === 'VCALENDAR')
    found.calendar = parseComponent(['BEGIN:VCALENDAR', ...own, 'END:VCALENDAR'].join('\r\n'));
  return found;
}
