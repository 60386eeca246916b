// Reading feeds from the peer corpus of tricky iCalendar files and across daylight saving: each
// rule kind gives the expected occurrences, overrides move theirs (keeping its identity),
// exceptions drop theirs, and a weekly class keeps its wall-clock time when the clocks change; a
// feed keeps its soonest occurrences up to the cap (and those with tickets), counting the rest, and
// a runaway rule stops at the feed's step budget.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localParts } from '../../src/contract/time-zones';
import { feedOccurrences, readFeed } from '../../server/services/feeds/feed-reading';

const peers = (name: string) => readFileSync(`tests/fixtures/ics/peers/${name}`, 'utf8');
const always = {
  from: new Date('2000-01-01T00:00:00Z'),
  until: new Date('2040-01-01T00:00:00Z'),
  fallbackZone: 'Australia/Sydney',
};

function weekly(zone: string, firstDay: string) {
  return [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    'UID:class@test',
    'SUMMARY:Tango Practica',
    `DTSTART;TZID=${zone}:${firstDay}T190000`,
    `DTEND;TZID=${zone}:${firstDay}T210000`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

describe('feed occurrences', () => {
  it('expands a daily rule with exceptions and a moved occurrence that keeps its identity', () => {
    const occurrences = feedOccurrences(
      peers('nodeical__daily-count-exdate-recurrence-id.ics'),
      always,
    );
    // COUNT=10, two EXDATEs.
    expect(occurrences).toHaveLength(8);
    const moved = occurrences.find((o) => o.key === '0000001@2015-07-07T19:00:00.000Z')!;
    expect(moved.title).toBe('More Treasure Hunting');
    expect(moved.startsAt.toISOString()).toBe('2015-07-09T22:00:00.000Z');
    // Its end was before its start in the file: an hour.
    expect(moved.endsAt.getTime() - moved.startsAt.getTime()).toBe(3_600_000);
  });

  it('reads Windows display names and bare offsets as zones', () => {
    const windows = feedOccurrences(peers('nodeical__windows-quoted-tz-rrule.ics'), always);
    expect(windows[0]).toMatchObject({ timeZone: 'America/New_York' });
    expect(windows[0]!.startsAt.toISOString()).toBe('2015-07-06T16:00:00.000Z');
    const school = feedOccurrences(peers('nodeical__music-school-weekly-until.ics'), always);
    expect(school[0]!.timeZone).toBe('Etc/GMT-1');
    expect(school.every((o) => localParts(o.startsAt, 'Etc/GMT-1').hour === 14)).toBe(true);
  });

  it('places all-day events at midnight in their zone', () => {
    const [first] = feedOccurrences(peers('nodeical__yearly-recurring-unicode.ics'), always);
    expect(first!.allDay).toBe(true);
    expect(localParts(first!.startsAt, first!.timeZone)).toMatchObject({ hour: 0, minute: 0 });
    expect(first!.title).toContain('Fête');
  });

  it('keeps a weekly class at 7 pm across daylight saving in Sydney and Berlin', () => {
    for (const [zone, first] of [
      ['Australia/Sydney', '20270321'],
      ['Europe/Berlin', '20270314'],
    ] as const) {
      const occurrences = feedOccurrences(weekly(zone, first), always);
      expect(occurrences).toHaveLength(4);
      expect(occurrences.map((o) => localParts(o.startsAt, zone).hour)).toEqual([19, 19, 19, 19]);
      const utcHours = new Set(occurrences.map((o) => o.startsAt.getUTCHours()));
      expect(utcHours.size).toBe(2);
    }
  });

  it('keeps only what falls in the window', () => {
    const occurrences = feedOccurrences(weekly('Australia/Sydney', '20270321'), {
      ...always,
      from: new Date('2027-03-25T00:00:00Z'),
      until: new Date('2027-04-05T00:00:00Z'),
    });
    expect(occurrences).toHaveLength(2);
  });

  it('adds RDATE occurrences and leaves out a cancelled override and a cancelled series', () => {
    const feed = weekly('Australia/Sydney', '20270302')
      .replace(
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'RRULE:FREQ=WEEKLY;COUNT=4\r\nRDATE;TZID=Australia/Sydney:20270306T190000',
      )
      .replace(
        'END:VCALENDAR',
        [
          'BEGIN:VEVENT',
          'UID:class@test',
          'RECURRENCE-ID;TZID=Australia/Sydney:20270309T190000',
          'SUMMARY:Tango Practica',
          'STATUS:CANCELLED',
          'DTSTART;TZID=Australia/Sydney:20270309T190000',
          'DTEND;TZID=Australia/Sydney:20270309T210000',
          'END:VEVENT',
          'BEGIN:VEVENT',
          'UID:gone@test',
          'SUMMARY:Cancelled workshop',
          'STATUS:CANCELLED',
          'DTSTART:20270310T080000Z',
          'DTEND:20270310T100000Z',
          'END:VEVENT',
          'END:VCALENDAR',
        ].join('\r\n'),
      );
    const occurrences = feedOccurrences(feed, always);
    const live = occurrences.filter((o) => !o.cancelled);
    // Four weekly Tuesdays and the extra Saturday, less the cancelled Tuesday.
    expect(live.map((o) => localParts(o.startsAt, 'Australia/Sydney').day)).toEqual([2, 6, 16, 23]);
    expect(occurrences.filter((o) => o.cancelled).map((o) => o.title)).toEqual([
      'Tango Practica',
      'Cancelled workshop',
    ]);
  });

  it('keeps the soonest up to the cap, counts the rest, and keeps those with tickets', () => {
    const feed = weekly('Australia/Sydney', '20270302').replace('COUNT=4', 'COUNT=10');
    const all = feedOccurrences(feed, always);
    const ticketed = all[7]!.key;
    const read = readFeed(feed, always, { maxOccurrences: 3, keep: new Set([ticketed]) });
    expect(read.occurrences.map((o) => o.key)).toEqual([
      ...all.slice(0, 3).map((o) => o.key),
      ticketed,
    ]);
    expect(read.notImported).toBe(6);
  });

  it('stops a runaway rule at the feed’s step budget', () => {
    const feed = weekly('Australia/Sydney', '20270302').replace(
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'RRULE:FREQ=MINUTELY',
    );
    const read = readFeed(feed, always, { maxOccurrences: 10, maxSteps: 500 });
    expect(read.occurrences).toHaveLength(10);
    expect(read.notImported).toBeLessThan(500);
  });

  it('gives up on a daily rule whose parts can never all hold, and keeps the rest of the feed', () => {
    // Day after day for ever inside one step of ical.js's iterator: the feed's reader was held
    // until its time ran out (30 s), and every feed queued behind it waited.
    const never = weekly('Australia/Sydney', '20270302')
      .replace('UID:class@test', 'UID:never@test')
      .replace('RRULE:FREQ=WEEKLY;COUNT=4', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30');
    const feed = never.replace(
      'END:VCALENDAR',
      `${weekly('Australia/Sydney', '20270303').split('\r\n').slice(1, -1).join('\r\n')}\r\nEND:VCALENDAR`,
    );
    const read = readFeed(feed, always);
    expect(read.occurrences.map((o) => o.key.split('@')[0])).toEqual(Array(4).fill('class'));
    // A rule ical.js refuses keeps its first date, and the feed is read.
    const refused = weekly('Australia/Sydney', '20270302').replace(
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'RRULE:FREQ=WEEKLY;BYMONTHDAY=31',
    );
    expect(readFeed(refused, always).occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2027-03-02T08:00:00.000Z',
    ]);
    // A rare rule that does hold is searched as far as it takes: 29 February, once in four years.
    const leap = weekly('Australia/Sydney', '20280229').replace(
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29',
    );
    expect(readFeed(leap, always).occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2028-02-29T08:00:00.000Z',
      '2032-02-29T08:00:00.000Z',
      '2036-02-29T08:00:00.000Z',
    ]);
  });

  it('takes only the first of a rule that searches within a day by its parts', () => {
    const hostile = (rule: string) =>
      weekly('Australia/Sydney', '20270302').replace('RRULE:FREQ=WEEKLY;COUNT=4', rule);
    // Each of these kept a feed's reader busy until its time ran out: one step of ical.js's
    // iterator searched millions of seconds or minutes.
    for (const rule of [
      'RRULE:FREQ=SECONDLY;UNTIL=20991231T000000Z;BYMONTH=2;BYMONTHDAY=30',
      'RRULE:FREQ=MINUTELY;BYHOUR=3;BYSETPOS=-1;COUNT=1000000',
    ]) {
      const read = readFeed(hostile(rule), always);
      expect(
        read.occurrences.map((o) => o.startsAt.toISOString()),
        rule,
      ).toEqual(['2027-03-02T08:00:00.000Z']);
    }
  });
});
