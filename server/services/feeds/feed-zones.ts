// The IANA zone a feed's TZID means. Google writes IANA names; Outlook writes Windows names
// ("AUS Eastern Standard Time") or display names ("(UTC+10:00) Canberra, Melbourne, Sydney");
// some tools write only an offset ("(GMT +01:00)"), which becomes a fixed Etc/GMT zone.
import { canonicalTimeZone } from '../../../src/contract/date-formats';
import { WINDOWS_ZONES } from './windows-zones';

/** Every Windows zone name, case aside, to its IANA zone: CLDR's table (windows-zones.ts). */
const WINDOWS: ReadonlyMap<string, string> = new Map(
  WINDOWS_ZONES.map(([windows, iana]) => [windows.toLowerCase(), iana]),
);

/** Outlook's display names, by the places they list. */
const DISPLAY_NAMES: Array<[RegExp, string]> = [
  [/Eastern Time \(US/i, 'America/New_York'],
  [/Central Time \(US/i, 'America/Chicago'],
  [/Mountain Time \(US/i, 'America/Denver'],
  [/Pacific Time \(US/i, 'America/Los_Angeles'],
  [/Canberra|Melbourne|Sydney/i, 'Australia/Sydney'],
  [/Brisbane/i, 'Australia/Brisbane'],
  [/Adelaide/i, 'Australia/Adelaide'],
  [/Darwin/i, 'Australia/Darwin'],
  [/Perth/i, 'Australia/Perth'],
  [/Hobart/i, 'Australia/Hobart'],
  [/Auckland|Wellington/i, 'Pacific/Auckland'],
  [/London|Dublin|Lisbon/i, 'Europe/London'],
  [/Amsterdam|Berlin|Rome|Stockholm|Vienna/i, 'Europe/Berlin'],
  [/Brussels|Copenhagen|Madrid|Paris/i, 'Europe/Paris'],
];

/** A fixed offset as an Etc/GMT zone (whose sign is reversed: UTC+1 is Etc/GMT-1). */
function fixedOffsetZone(name: string): string | null {
  const match = /^\(?(?:UTC|GMT)\s*([+-])\s*(\d{1,2}):?(\d{2})?\)?$/i.exec(name.trim());
  if (!match) return null;
  const hours = Number(match[2]);
  if (Number(match[3] ?? 0) !== 0 || hours > 14) return null;
  if (hours === 0) return 'UTC';
  return `Etc/GMT${match[1] === '+' ? '-' : '+'}${hours}`;
}

/** The IANA zone for a TZID, or null when it names none we know. */
export function ianaZoneOf(tzid: string | null | undefined): string | null {
  if (!tzid) return null;
  const name = tzid.replace(/^"|"$/g, '').trim();
  const known = canonicalTimeZone(name);
  if (known) return known;
  // CLDR may name a zone by an older spelling (Asia/Calcutta): the runtime's own spelling is kept.
  const windows = WINDOWS.get(name.toLowerCase());
  if (windows) return canonicalTimeZone(windows) ?? windows;
  for (const [pattern, zone] of DISPLAY_NAMES) if (pattern.test(name)) return zone;
  return fixedOffsetZone(name);
}
