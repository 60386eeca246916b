// Wall-clock times in a named zone: round trips, the gaps and overlaps of daylight saving, days
// that overflow, ISO text with the offset, and a zone nobody knows.
import { describe, expect, it } from 'vitest';
import {
  isoWithOffset,
  isTimeZone,
  localParts,
  offsetMinutes,
  zonedTimeToUtc,
} from '../../src/contract/time-zones';

describe('time zones', () => {
  it('turns a wall-clock time into its instant and back', () => {
    const at = zonedTimeToUtc('Australia/Perth', 2026, 11, 27, 19, 30);
    expect(at.toISOString()).toBe('2026-11-27T11:30:00.000Z');
    expect(localParts(at, 'Australia/Perth')).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 19,
      minute: 30,
      second: 0,
    });
    expect(offsetMinutes(at, 'Australia/Sydney')).toBe(660);
    expect(offsetMinutes(at, 'Asia/Kathmandu')).toBe(345);
  });

  it('reads a time in a spring-forward gap with the offset before the gap (RFC 5545)', () => {
    // 02:30 does not happen in New York on 8 March 2026: 02:30 EST is 03:30 EDT.
    expect(zonedTimeToUtc('America/New_York', 2026, 3, 8, 2, 30).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Sydney skips 02:00–03:00 on 4 October 2026.
    expect(zonedTimeToUtc('Australia/Sydney', 2026, 10, 4, 2, 30).toISOString()).toBe(
      '2026-10-03T16:30:00.000Z',
    );
  });

  it('lets days overflow into the next month', () => {
    expect(zonedTimeToUtc('Australia/Sydney', 2026, 1, 32, 19, 30).toISOString()).toBe(
      '2026-02-01T08:30:00.000Z',
    );
  });

  it('writes the instant as the zone’s wall clock with its offset', () => {
    const at = new Date('2026-11-20T08:30:00Z');
    expect(isoWithOffset(at, 'Australia/Sydney')).toBe('2026-11-20T19:30:00+11:00');
    expect(isoWithOffset(at, 'America/St_Johns')).toBe('2026-11-20T05:00:00-03:30');
    expect(isoWithOffset(at, 'UTC')).toBe('2026-11-20T08:30:00Z');
  });

  it('knows the zones Intl knows and refuses any other', () => {
    expect(isTimeZone('Australia/Lord_Howe')).toBe(true);
    expect(isTimeZone('Nowhere/Special')).toBe(false);
    expect(() => localParts(new Date(), 'Nowhere/Special')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('Nowhere/Special', 2026, 1, 1)).toThrow(RangeError);
  });
});
