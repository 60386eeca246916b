// A festival's schedule images (spec §2 Timetables): the school uploads a picture of its schedule
// for each day, Thursday to Sunday, shown on the event page's timetable under that day.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const SCHEDULE_DAYS = ['thursday', 'friday', 'saturday', 'sunday'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

export const SCHEDULE_DAY_LABELS: Record<ScheduleDay, string> = {
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The schedule day of a weekday number (0 Sunday … 6 Saturday), or null for Monday to Wednesday. */
export function scheduleDayOfWeekday(weekday: number): ScheduleDay | null {
  return ({ 4: 'thursday', 5: 'friday', 6: 'saturday', 0: 'sunday' } as const)[weekday] ?? null;
}

export const scheduleImageSchema = lazySchema(() =>
  z.object({ day: z.enum(SCHEDULE_DAYS), imageKey: z.string() }),
);
export type ScheduleImage = z.infer<typeof scheduleImageSchema>;
export const scheduleImagesResponseSchema = lazySchema(() =>
  z.object({ data: z.array(scheduleImageSchema) }),
);

export const scheduleImageParamsSchema = lazySchema(() =>
  z.object({
    id: z.uuid('id must be a configuration id.'),
    day: z.enum(SCHEDULE_DAYS, 'day must be thursday, friday, saturday or sunday.'),
  }),
);

export const scheduleImageRequestSchema = lazySchema(() =>
  z.object({
    /** A data URL or bare base64 (JPEG, PNG, GIF or WebP, ≤ 10 MB); null removes the image. */
    imageBase64: z.nullable(
      z.string().check(z.maxLength(Math.ceil((10 * 1024 * 1024 * 4) / 3) + 100)),
    ),
  }),
);

/** The schedule day of a timetable day ("YYYY-MM-DD"). */
export const scheduleDayOf = (date: string): ScheduleDay | null =>
  scheduleDayOfWeekday(new Date(`${date}T12:00:00Z`).getUTCDay());

/**
 * Where each schedule image shows: under the timetable's day of that weekday (its first), or, for
 * a weekday the timetable has no day of, after it.
 */
export function placeScheduleImages(images: ScheduleImage[], days: string[]) {
  const under = new Map<string, ScheduleImage>();
  const after: ScheduleImage[] = [];
  for (const image of images) {
    const day = days.find((date) => scheduleDayOf(date) === image.day);
    if (day && !under.has(day)) under.set(day, image);
    else after.push(image);
  }
  return { under, after };
}
