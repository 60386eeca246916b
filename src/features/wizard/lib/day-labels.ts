// Labels for a session's day and times as the organiser typed them (local input values), so the
// wizard's lists read "Saturday 21 November" and "19:00–20:30" whatever zone the page runs in.
import { dateFormat } from '@/contract/date-formats';

/** "Saturday 21 November" for "2026-11-21". */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dateFormat({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** "Sat, 21 Nov, 19:00–20:30" (or "…, 21:00–02:00") for a session's inputs; "No start yet" without one. */
export function whenLabel(start: string, end: string): string {
  if (!start) return 'No start yet';
  const day = dateFormat({ timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  const [date = '', time = ''] = start.split('T');
  const [year, month, dayOf] = date.split('-').map(Number);
  const label = `${day.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, dayOf ?? 1)))}, ${time.slice(0, 5)}`;
  if (!end) return label;
  // A party until 2 am is that night's: only an end more than a day later names its day.
  const hours = (Date.parse(`${end}:00Z`) - Date.parse(`${start}:00Z`)) / 3_600_000;
  const endTime = end.slice(11, 16);
  return `${label}–${hours < 24 ? endTime : `${dayLabel(end.slice(0, 10))} ${endTime}`}`;
}
