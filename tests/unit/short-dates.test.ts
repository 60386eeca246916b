// Short dates name their year when it is not the current one (issue 31: "Wed, 1 Jan" was 2020).
import { describe, expect, it } from 'vitest';
import { shortDateTimeText } from '@/contract/date-formats';
import { shortDateTimeOf } from '@/lib/event-time';

const now = new Date('2026-11-25T06:00:00Z');

describe('short dates', () => {
  it('leave out the year of this year', () => {
    expect(shortDateTimeOf('2026-11-27T08:30:00Z', 'Australia/Sydney', now)).toBe(
      'Fri, 27 Nov, 7:30 pm',
    );
  });

  it('name any other year, past or coming', () => {
    expect(shortDateTimeOf('2020-01-01T09:00:00Z', 'Australia/Sydney', now)).toBe(
      'Wed, 1 Jan 2020, 8:00 pm',
    );
    expect(shortDateTimeText(new Date('2027-01-02T09:00:00Z'), 'Australia/Sydney', now)).toBe(
      'Sat, 2 Jan 2027, 8:00 pm',
    );
  });

  it('read the year where the event is (New Year in Sydney is still the old year in UTC)', () => {
    const sydneyNewYear = new Date('2026-12-31T14:00:00Z');
    expect(shortDateTimeText(sydneyNewYear, 'Australia/Sydney', now)).toBe(
      'Fri, 1 Jan 2027, 1:00 am',
    );
    expect(shortDateTimeText(sydneyNewYear, 'UTC', now)).toBe('Thu, 31 Dec, 2:00 pm');
  });
});
