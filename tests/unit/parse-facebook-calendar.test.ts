// The Facebook calendar-file parser on a real export and hand-made ones (spec §5 Calendar-file import).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseFacebookCalendar,
  type ParseOptions,
} from '@/lib/calendar-files/parse-facebook-calendar';
import {
  CalendarFileError,
  isVenueOnly,
  withoutTrailingEventUrl,
} from '@/lib/calendar-files/calendar-file-rules';

const fixture = (name: string) => readFileSync(`tests/fixtures/ics/${name}`, 'utf8');
const options = (overrides: Partial<ParseOptions> = {}): ParseOptions => ({
  timeZone: 'Australia/Sydney',
  today: '2026-11-22',
  loaded: { icalUIDs: new Set(), facebookIds: new Set() },
  ...overrides,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CalendarFileError) return error.message;
    throw error;
  }
  return null;
};

describe('a real Facebook export (2018, cut off without END:VCALENDAR, LF)', () => {
  it('reads the event, and refuses it as past today', () => {
    const past = parseFacebookCalendar(fixture('facebook-single-event-2018.ics'), options());
    expect(past.events).toEqual([]);
    expect(past.problems).toEqual([
      'Error: This event is in the past (31/08/2018). Please check your file.',
    ]);
  });

  it('reads every field when the event is still to come', () => {
    const { events, problems } = parseFacebookCalendar(
      fixture('facebook-single-event-2018.ics'),
      options({ today: '2018-08-01' }),
    );
    expect(problems).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      title: 'Photo Comp - Prize Giving',
      startDateTime: '2018-08-31T07:00:00.000Z',
      endDateTime: '2018-08-31T10:00:00.000Z',
      facebookEventId: '501511573641525',
      icalUID: 'e501511573641525@facebook.com',
      location: { description: 'TBC', rawLocation: 'TBC', isVenueOnly: true },
    });
    expect(events[0]?.description).toMatch(
      /^The much anticipated 2018 West Coast Alpine Club is open!\nEntries close midnight/,
    );
    expect(events[0]?.description).toMatch(/save the date in the mean time\.$/);
    expect(events[0]?.warnings).toHaveLength(1);
  });
});

describe('a Facebook feed (BOM, CRLF, folds, floating and UTC times)', () => {
  const parsed = parseFacebookCalendar(fixture('facebook-feed-sydney.ics'), options());

  it('keeps the upcoming events and says why the past one was left out', () => {
    expect(parsed.events.map((event) => event.title)).toEqual([
      'Friday Salsa & Bachata Social',
      'Forró Night',
      'Untitled Event',
    ]);
    expect(parsed.problems).toEqual([
      'Error: This event is in the past (01/01/2010). Please check your file.',
    ]);
  });

  it('unfolds 34-byte chunks, drops the trailing event URL and empty address parts', () => {
    const [social] = parsed.events;
    expect(social?.description).toBe(
      'Our monthly social! Salsa and bachata all night, beginners class at 8pm.',
    );
    expect(social?.location).toEqual({
      description: 'Harbour Hall, 12 Kent Street, Sydney',
      rawLocation: 'Harbour Hall, 12 Kent Street,, Sydney',
      isVenueOnly: false,
    });
    expect(social?.danceStyles).toEqual(['salsa', 'bachata']);
    expect(social?.warnings).toEqual([]);
  });

  it('reads floating times in the organisation’s zone and UTC times as UTC', () => {
    const forro = parsed.events[1];
    // 19:30 on 7 March 2031 in Sydney (daylight saving, UTC+11).
    expect(forro?.startDateTime).toBe('2031-03-07T08:30:00.000Z');
    expect(forro?.facebookEventId).toBe('2222222222222222');
    expect(forro?.danceStyles).toEqual(['forro']);
    expect(forro?.location.isVenueOnly).toBe(true);
    expect(forro?.warnings[0]).toMatch(/"The Basement" looks like a venue name without an address/);
    const inPerth = parseFacebookCalendar(
      fixture('facebook-feed-sydney.ics'),
      options({ timeZone: 'Australia/Perth' }),
    );
    expect(inPerth.events[1]?.startDateTime).toBe('2031-03-07T11:30:00.000Z');
    expect(inPerth.events[0]?.startDateTime).toBe('2031-03-06T09:00:00.000Z');
  });

  it('fills in a missing end, title and place', () => {
    const untitled = parsed.events[2];
    expect(untitled).toMatchObject({
      title: 'Untitled Event',
      startDateTime: '2031-03-08T04:00:00.000Z',
      endDateTime: '2031-03-08T06:00:00.000Z',
      location: { description: 'Location TBA', isVenueOnly: true },
    });
  });

  it('refuses events already in the table, naming them', () => {
    const again = parseFacebookCalendar(
      fixture('facebook-feed-sydney.ics'),
      options({
        loaded: {
          icalUIDs: new Set(['e1111111111111111@facebook.com']),
          facebookIds: new Set(['2222222222222222']),
        },
      }),
    );
    expect(again.events.map((event) => event.title)).toEqual(['Untitled Event']);
    expect(again.problems).toContain(
      "Event(s) already in table: Friday Salsa & Bachata Social, Forró Night. This file contains events you've already loaded.",
    );
  });
});

describe('files that are not Facebook exports', () => {
  it('refuses them with the spec’s messages, never a crash', () => {
    expect(refusal(() => parseFacebookCalendar(fixture('not-facebook.ics'), options()))).toBe(
      'No Facebook events found. Please upload a Facebook iCalendar file.',
    );
    expect(refusal(() => parseFacebookCalendar('hello, world', options()))).toBe(
      'Not a valid iCalendar file',
    );
    expect(
      refusal(() =>
        parseFacebookCalendar(
          'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense:::\r\n',
          options(),
        ),
      ),
    ).toMatch(/Not a valid iCalendar file|No Facebook events found/);
    const tooMany = `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\nEND:VEVENT\r\n'.repeat(501)}END:VCALENDAR\r\n`;
    expect(refusal(() => parseFacebookCalendar(tooMany, options()))).toBe(
      'This file has more than 500 events. Export fewer events from Facebook and try again.',
    );
  });
});

describe('rules', () => {
  it('tells venue-only places from addresses', () => {
    expect(isVenueOnly('TBC')).toBe(true);
    expect(isVenueOnly('The Basement')).toBe(true);
    expect(isVenueOnly('12 George Street')).toBe(false);
    expect(isVenueOnly('Town Hall, Sydney')).toBe(false);
    expect(isVenueOnly('1 Pitt Rd')).toBe(false);
  });

  it('removes only the event URL Facebook appends', () => {
    expect(
      withoutTrailingEventUrl(
        'Hello\n\nhttps://www.facebook.com/events/1/',
        'https://www.facebook.com/events/1/',
      ),
    ).toBe('Hello');
    expect(withoutTrailingEventUrl('Tickets at https://example.com', null)).toBe(
      'Tickets at https://example.com',
    );
  });
});
