// The free slots of a private lesson: the one rule the public page lists and the server books by.
// Available hours are wall-clock times in the instructor's zone, turned into instants date by date
// (so a Sydney morning is a Sydney morning on both sides of a clock change); slots then step in
// real minutes from each range's start, so a lesson lasts its real length across a change and a
// repeated hour is offered twice, a skipped one never.
import type { Availability, TimeRange } from './private-lessons';
import { minutesOfDay, SLOT_STEP_MINUTES } from './private-lessons';
import { localParts, zonedTimeToUtc } from './time-zones';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface Interval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  availability: Availability;
  minutes: number;
  /** Live bookings and holds of the instructor (any lesson type). */
  busy: readonly Interval[];
  now: Date;
  /** Slots starting at or after `from` and before `to`. */
  from: Date;
  to: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The ranges of one local date: its override's, or its weekday's; merged and in order. */
export function rangesOn(
  availability: Availability,
  year: number,
  month: number,
  day: number,
): TimeRange[] {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const override = availability.overrides.find((item) => item.date === date);
  const weekday = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  const ranges = override
    ? override.ranges
    : availability.weekly.filter((range) => range.weekday === weekday);
  const sorted = ranges
    .map((range) => [minutesOfDay(range.start), minutesOfDay(range.end)] as const)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return merged.map(([start, end]) => ({ start: time(start), end: time(end) }));
}

/** Whether a lesson over `slot` keeps `bufferMinutes` clear of every busy interval. */
export function clearOf(slot: Interval, busy: readonly Interval[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE;
  return busy.every(
    (other) =>
      slot.start.getTime() >= other.end.getTime() + buffer ||
      slot.end.getTime() + buffer <= other.start.getTime(),
  );
}

/** Every free slot starting in [from, to), soonest first. */
export function freeSlots(query: SlotQuery): Interval[] {
  const { availability, minutes, busy, now, from, to } = query;
  const zone = availability.timeZone;
  const length = minutes * MINUTE;
  const step = Math.min(SLOT_STEP_MINUTES, minutes) * MINUTE;
  const earliest = Math.max(
    from.getTime(),
    now.getTime() + availability.minNoticeHours * 3_600_000,
  );
  const latest = Math.min(to.getTime(), now.getTime() + availability.bookingWindowDays * DAY + 1);
  if (earliest >= latest) return [];
  const slots: Interval[] = [];
  // Local dates from the one `earliest` falls on to the one `latest` falls on.
  const first = localParts(new Date(earliest), zone);
  const last = localParts(new Date(latest), zone);
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  for (let day = Date.UTC(first.year, first.month - 1, first.day); day <= lastDay; day += DAY) {
    const date = new Date(day);
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    for (const range of rangesOn(availability, y, m, d)) {
      const begin = minutesOfDay(range.start);
      const finish = minutesOfDay(range.end);
      const rangeStart = zonedTimeToUtc(
        zone,
        y,
        m,
        d,
        Math.floor(begin / 60),
        begin % 60,
      ).getTime();
      const rangeEnd = zonedTimeToUtc(
        zone,
        y,
        m,
        d,
        Math.floor(finish / 60),
        finish % 60,
      ).getTime();
      for (let at = rangeStart; at + length <= rangeEnd; at += step) {
        if (at < earliest || at >= latest) continue;
        const slot = { start: new Date(at), end: new Date(at + length) };
        if (clearOf(slot, busy, availability.bufferMinutes)) slots.push(slot);
      }
    }
  }
  return slots;
}

/** Whether a lesson may start at exactly `start` (the server's check before it books). */
export function isFreeSlot(query: Omit<SlotQuery, 'from' | 'to'>, start: Date): boolean {
  return freeSlots({ ...query, from: start, to: new Date(start.getTime() + 1) }).some(
    (slot) => slot.start.getTime() === start.getTime(),
  );
}
