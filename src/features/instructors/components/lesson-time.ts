// How a private lesson's time is written: in a given zone, in the active language, and the zone
// the viewer's device is in (where a dancer reads the slots).
import { formatDate } from '@/lib/i18n/format';

export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Mon 7 Dec, 9:30 am" in the zone. */
export const lessonWhen = (instant: string | Date, timeZone: string) =>
  formatDate(new Date(instant), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/** "9:30 am" in the zone. */
export const lessonTime = (instant: string | Date, timeZone: string) =>
  formatDate(new Date(instant), { hour: 'numeric', minute: '2-digit', timeZone });

/** "Monday 7 December" in the zone. */
export const lessonDay = (instant: string | Date, timeZone: string) =>
  formatDate(new Date(instant), { weekday: 'long', day: 'numeric', month: 'long', timeZone });

/** "Sydney" from "Australia/Sydney". */
export const zonePlace = (zone: string) =>
  zone.split('/').slice(1).join(' / ').replaceAll('_', ' ') || zone;
