// The calendar grid: Wednesday-start weeks, weekend columns 3 to 5, month and week navigation.
import { describe, expect, it } from 'vitest';
import {
  monthWeeks,
  shiftDay,
  shiftMonth,
  weekOf,
  WEEKDAY_LABELS,
  WEEKEND_COLUMNS,
} from '@/components/calendar/calendar-grid';

describe('calendar grid', () => {
  it('starts weeks on Wednesday and marks Friday to Sunday as the weekend', () => {
    expect(WEEKDAY_LABELS[0]).toBe('Wed');
    expect([...WEEKEND_COLUMNS].map((column) => WEEKDAY_LABELS[column - 1])).toEqual([
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('lays a month out in whole Wednesday-to-Tuesday weeks', () => {
    // 1 November 2026 is a Sunday: the first row starts on Wednesday 28 October.
    const weeks = monthWeeks(2026, 11);
    expect(weeks[0]?.[0]).toEqual({ key: '2026-10-28', day: 28, inMonth: false, column: 1 });
    expect(weeks[0]?.[4]).toEqual({ key: '2026-11-01', day: 1, inMonth: true, column: 5 });
    expect(weeks.at(-1)?.at(-1)?.key).toBe('2026-12-01');
    expect(weeks).toHaveLength(5);
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
    // A month that starts on a Wednesday has no leading days.
    expect(monthWeeks(2026, 4)[0]?.[0]?.key).toBe('2026-04-01');
  });

  it('finds the week of a day and moves by months and days', () => {
    expect(weekOf('2026-11-22').map((day) => day.key)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(weekOf('2026-11-25')[0]?.key).toBe('2026-11-25');
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftDay('2026-12-29', 7)).toBe('2027-01-05');
  });
});
