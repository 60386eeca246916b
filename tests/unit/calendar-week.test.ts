// The week starts on Wednesday, once: the web calendar's grid and the server's week read hold the
// same seven days for every day of a fortnight, each Wednesday first.
import { describe, expect, it } from 'vitest';
import { monthWeeks, weekOf } from '@/components/calendar/calendar-grid';
import { daysIntoWeek, WEEK_STARTS_ON } from '@/domain/calendar-week';
import { weekDates } from '../../server/services/events/calendar-days';

describe('the calendar week', () => {
  it('counts days from Wednesday', () => {
    expect(WEEK_STARTS_ON).toBe(3);
    expect([3, 4, 5, 6, 0, 1, 2].map(daysIntoWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('holds the same days on the web grid and in the server’s week read', () => {
    for (let day = 1; day <= 14; day += 1) {
      const key = `2026-12-${String(day).padStart(2, '0')}`;
      const web = weekOf(key).map((cell) => cell.key);
      const server = weekDates(new Date(`${key}T12:00:00Z`), 'UTC');
      expect(server).toEqual(web);
      expect(new Date(`${web[0]}T12:00:00Z`).getUTCDay()).toBe(3);
      expect(web).toContain(key);
    }
  });

  it('lays a month out in whole Wednesday-to-Tuesday rows', () => {
    const weeks = monthWeeks(2026, 12);
    for (const week of weeks) expect(new Date(`${week[0]!.key}T12:00:00Z`).getUTCDay()).toBe(3);
  });
});
