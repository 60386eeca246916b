// The IANA zone a feed's TZID means. Google writes IANA names; Outlook writes Windows names
// ("AUS Eastern Standard Time") or display names ("(UTC+10:00) Canberra, Melbourne, Sydney");
// some tools write only an offset ("(GMT +01:00)"), which becomes a fixed Etc/GMT zone.
import { canonicalTimeZone } from '../../../src/contract/date-formats';

const WINDOWS_ZONES: Record<string, string> = {
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'E. Australia Standard Time': 'Australia/Brisbane',
  'Cen. Australia Standard Time': 'Australia/Adelaide',
  'AUS Central Standard Time': 'Australia/Darwin',
  'W. Australia Standard Time': 'Australia/Perth',
  'Tasmania Standard Time': 'Australia/Hobart',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'GMT Standard Time': 'Europe/London',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kiev',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'US Mountain Standard Time': 'America/Phoenix',
  'Pacific Standard Time': 'America/Los_Angeles',
  'SA Pacific Standard Time': 'America/Bogota',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'Argentina Standard Time': 'America/Argentina/Buenos_Aires',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Singapore Standard Time': 'Asia/Singapore',
  'India Standard Time': 'Asia/Kolkata',
  'China Standard Time': 'Asia/Shanghai',
  UTC: 'UTC',
};

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
  const windows = WINDOWS_ZONES[name];
  if (windows) return windows;
  for (const [pattern, zone] of DISPLAY_NAMES) if (pattern.test(name)) return zone;
  return fixedOffsetZone(name);
}
