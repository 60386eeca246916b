// The VTIMEZONE components our feeds carry, made from Intl's zone rules: the offset at the start
// of the span and each daylight-saving change in it, and the wall clock an event's TZID time uses.
import { describe, expect, it } from 'vitest';
import { zoneRules } from '@/contract/ics-timezones';

describe('a zone with daylight saving (Sydney, 2026)', () => {
  const rules = zoneRules(
    'Australia/Sydney',
    new Date('2026-01-15T00:00:00Z'),
    new Date('2026-12-10T00:00:00Z'),
  );

  it('lists the offset at the start of the span and each change in it', () => {
    expect(rules.lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Australia/Sydney',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260101T110000',
      'TZOFFSETFROM:+1100',
      'TZOFFSETTO:+1100',
      'END:DAYLIGHT',
      // Daylight saving ends at 3 am on the first Sunday of April…
      'BEGIN:STANDARD',
      'DTSTART:20260405T030000',
      'TZOFFSETFROM:+1100',
      'TZOFFSETTO:+1000',
      'END:STANDARD',
      // …and starts at 2 am on the first Sunday of October.
      'BEGIN:DAYLIGHT',
      'DTSTART:20261004T020000',
      'TZOFFSETFROM:+1000',
      'TZOFFSETTO:+1100',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]);
  });

  it('writes the wall clock on either side of a change, to the minute', () => {
    expect(rules.wallClock(new Date('2026-04-04T15:59:00Z'))).toBe('20260405T025900');
    expect(rules.wallClock(new Date('2026-04-04T16:00:00Z'))).toBe('20260405T020000');
    expect(rules.wallClock(new Date('2026-10-03T15:59:00Z'))).toBe('20261004T015900');
    expect(rules.wallClock(new Date('2026-10-03T16:00:00Z'))).toBe('20261004T030000');
    expect(rules.wallClock(new Date('2026-11-20T09:00:00Z'))).toBe('20261120T200000');
  });

  it('is made once for the same zone and months', () => {
    const again = zoneRules(
      'Australia/Sydney',
      new Date('2026-01-02T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
    );
    expect(again).toBe(rules);
  });
});

describe('zones without a change in the span', () => {
  it('writes one standard observance, west of UTC with a minus sign', () => {
    const newYork = zoneRules(
      'America/New_York',
      new Date('2026-01-05T00:00:00Z'),
      new Date('2026-02-20T00:00:00Z'),
    );
    expect(newYork.lines).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:20251231T190000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(newYork.wallClock(new Date('2026-02-01T00:30:00Z'))).toBe('20260131T193000');
  });

  it('writes half-hour offsets and UTC itself', () => {
    const kolkata = zoneRules('Asia/Kolkata', new Date('2026-03-01'), new Date('2026-03-31'));
    expect(kolkata.lines).toContain('TZOFFSETTO:+0530');
    expect(kolkata.wallClock(new Date('2026-03-10T00:00:00Z'))).toBe('20260310T053000');
    const utc = zoneRules('UTC', new Date('2026-03-01'), new Date('2026-03-31'));
    expect(utc.lines).toContain('TZOFFSETTO:+0000');
    expect(utc.wallClock(new Date('2026-03-10T08:15:00Z'))).toBe('20260310T081500');
  });
});
