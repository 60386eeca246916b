// The zone a feed's TZID names: every Windows zone name in CLDR's table resolves to a zone the
// server and PostgreSQL know, including those a hand-picked list used to miss, and a class in such
// a zone keeps its wall-clock time.
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from '../../src/contract/date-formats';
import { localParts } from '../../src/contract/time-zones';
import { feedOccurrences } from '../../server/services/feeds/feed-reading';
import { ianaZoneOf } from '../../server/services/feeds/feed-zones';
import { WINDOWS_ZONES } from '../../server/services/feeds/windows-zones';

const zone = (name: string) => canonicalTimeZone(name);

describe('Windows zone names', () => {
  it('resolves every name in CLDR to a zone both Intl and PostgreSQL know', () => {
    expect(WINDOWS_ZONES.length).toBeGreaterThan(130);
    const unresolved = WINDOWS_ZONES.filter(([windows]) => {
      const iana = ianaZoneOf(windows);
      return iana === null || canonicalTimeZone(iana) !== iana;
    });
    expect(unresolved).toEqual([]);
  });

  it.each([
    ['AUS Eastern Standard Time', 'Australia/Sydney'],
    ['W. Europe Standard Time', 'Europe/Berlin'],
    ['India Standard Time', 'Asia/Kolkata'],
    ['Argentina Standard Time', 'America/Argentina/Buenos_Aires'],
    // Missing from the hand-picked list this table replaced.
    ['Lord Howe Standard Time', 'Australia/Lord_Howe'],
    ['Arabian Standard Time', 'Asia/Dubai'],
    ['South Africa Standard Time', 'Africa/Johannesburg'],
    ['Pacific SA Standard Time', 'America/Santiago'],
    ['Yukon Standard Time', 'America/Whitehorse'],
    ['Nepal Standard Time', 'Asia/Kathmandu'],
    ['Turkey Standard Time', 'Europe/Istanbul'],
    ['Hawaiian Standard Time', 'Pacific/Honolulu'],
    ['"Chatham Islands Standard Time"', 'Pacific/Chatham'],
    ['central brazilian standard time', 'America/Cuiaba'],
  ])('reads %s as %s', (windows, iana) => {
    expect(ianaZoneOf(windows)).toBe(zone(iana));
  });

  it('still reads IANA names, display names and bare offsets, and nothing else', () => {
    expect(ianaZoneOf('Europe/Madrid')).toBe('Europe/Madrid');
    expect(ianaZoneOf('(UTC+10:00) Canberra, Melbourne, Sydney')).toBe('Australia/Sydney');
    expect(ianaZoneOf('(GMT +01:00)')).toBe('Etc/GMT-1');
    expect(ianaZoneOf('Mars Standard Time')).toBeNull();
    expect(ianaZoneOf('')).toBeNull();
  });

  it('keeps a weekly class in Lord Howe at 7 pm across its half-hour daylight saving', () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:lord-howe@test',
      'SUMMARY:Island Salsa',
      'DTSTART;TZID="Lord Howe Standard Time":20270321T190000',
      'DTEND;TZID="Lord Howe Standard Time":20270321T210000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const occurrences = feedOccurrences(feed, {
      from: new Date('2027-01-01T00:00:00Z'),
      until: new Date('2028-01-01T00:00:00Z'),
      fallbackZone: 'Australia/Sydney',
    });
    expect(occurrences).toHaveLength(4);
    expect(occurrences[0]!.timeZone).toBe('Australia/Lord_Howe');
    const hours = occurrences.map((o) => localParts(o.startsAt, 'Australia/Lord_Howe'));
    expect(hours.map((h) => `${h.hour}:${h.minute}`)).toEqual(['19:0', '19:0', '19:0', '19:0']);
    const utcMinutes = new Set(occurrences.map((o) => o.startsAt.getUTCMinutes()));
    expect(utcMinutes.size).toBe(2);
  });
});
