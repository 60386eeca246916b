// The wizard's note on time zones: null when the device keeps the event's time anyway.
import { offsetMinutes } from '@/contract/time-zones';

/** Two zones keep the same clock when their offsets agree now and half a year away (DST). */
function sameClock(a: string, b: string, now: Date): boolean {
  const later = new Date(now.getTime() + 182 * 24 * 3_600_000);
  try {
    return (
      offsetMinutes(now, a) === offsetMinutes(now, b) &&
      offsetMinutes(later, a) === offsetMinutes(later, b)
    );
  } catch {
    return false;
  }
}

export function zoneNoteText(
  eventZone: string,
  deviceZone: string,
  now = new Date(),
): string | null {
  if (eventZone === deviceZone || sameClock(eventZone, deviceZone, now)) return null;
  return `Times are the event's local time (${eventZone}); this device is on ${deviceZone} time.`;
}
