// The iCalendar writer: escaped text, lines folded at 75 octets without splitting a character,
// and what ical.js reads back.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsCalendar } from '@/contract/ics';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(60)}😀${'x'.repeat(80)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n ');
    expect(parts.join('')).toBe(line);
    for (const [index, part] of parts.entries())
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(index === 0 ? 75 : 74);
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('reads back with ical.js', () => {
    const text = icsCalendar(
      [
        {
          uid: 'e1@floorcraft',
          title: 'Zouk; "Noite", Tango',
          start: '2026-11-20T08:30:00.000Z',
          end: '2026-11-20T12:00:00.000Z',
          location: 'Hall, Sydney',
          description: 'Line one\nLine two '.repeat(10),
          sequence: 4,
        },
      ],
      new Date('2026-11-01T00:00:00Z'),
      'Feed — Floorcraft',
    );
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe('Zouk; "Noite", Tango');
    expect(event.description).toBe('Line one\nLine two '.repeat(10));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(event.sequence).toBe(4);
  });

  it('writes times on the event zone’s clock with a VTIMEZONE that places them across DST', () => {
    // Weekly 7 pm classes either side of the end of daylight saving in Sydney and its start in
    // Berlin.
    const classes = [
      ['Australia/Sydney', '2027-03-30T08:00:00.000Z', '2027-04-06T09:00:00.000Z'],
      ['Europe/Berlin', '2027-03-23T18:00:00.000Z', '2027-03-30T17:00:00.000Z'],
    ] as const;
    const text = icsCalendar(
      classes.flatMap(([zone, before, after]) =>
        [before, after].map((start, index) => ({
          uid: `${zone}-${index}@floorcraft`,
          title: 'Tango class',
          start,
          end: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
          timeZone: zone,
        })),
      ),
    );
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20270330T190000');
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20270406T190000');
    expect(text).toMatch(/DTSTART:20270404T030000\r\nTZOFFSETFROM:\+1100\r\nTZOFFSETTO:\+1000/);
    expect(text).toMatch(/DTSTART:20270328T020000\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.reset();
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const starts = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).startDate.toJSDate().toISOString());
    expect(starts).toEqual(classes.flatMap(([, before, after]) => [before, after]));
  });

  it('reuses an event’s text while its key is the same, and forgets events no longer there', () => {
    const rendered = new Map<string, string>();
    const event = (title: string, cacheKey: string) => ({
      uid: `${cacheKey}@floorcraft`,
      title,
      start: '2026-11-20T08:30:00.000Z',
      end: '2026-11-20T12:00:00.000Z',
      cacheKey,
    });
    icsCalendar([event('Salsa', 'a1'), event('Tango', 'b1')], undefined, undefined, rendered);
    expect([...rendered.keys()]).toEqual(['a1', 'b1']);
    // The same key is the same text (a caller changes the key whenever the event changes).
    const again = icsCalendar([event('Renamed', 'a1')], undefined, undefined, rendered);
    expect(again).toContain('SUMMARY:Salsa');
    expect([...rendered.keys()]).toEqual(['a1']);
    expect(icsCalendar([event('Renamed', 'a2')], undefined, undefined, rendered)).toContain(
      'SUMMARY:Renamed',
    );
  });
});
