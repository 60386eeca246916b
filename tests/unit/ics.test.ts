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
});
