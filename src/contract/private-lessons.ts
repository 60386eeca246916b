// Private lessons an instructor offers from their profile: the lesson types (length, single or
// couple, price, a place or "at your studio"), the weekly availability with its date overrides and
// booking rules (buffer, minimum notice, booking window, cancel cut-off) in the instructor's own
// time zone, and the requests that read slots and book one. The free slots themselves are computed
// by lesson-slots.ts, the one rule the account page, the public page and the server all use.
import * as z from 'zod/mini';
import { canonicalTimeZone, isTimeZone } from './date-formats';
import { lazySchema } from './lazy-schema';
import { plannedInstantSchema } from './instants';
import { CURRENCIES, priceSchema } from './ticketing';

export const LESSON_LIMITS = {
  lessonTypes: 20,
  name: 80,
  place: 200,
  minMinutes: 15,
  maxMinutes: 480,
  weeklyRanges: 50,
  overrides: 200,
  rangesPerDay: 6,
  bufferMinutes: 240,
  noticeHours: 720,
  windowDays: 365,
  cutoffHours: 720,
} as const;
/** The longest stretch of slots one request reads. */
export const MAX_SLOT_RANGE_DAYS = 31;
/** Slots start this often from the start of each available range (or every lesson, if shorter). */
export const SLOT_STEP_MINUTES = 30;
/** How long a slot is held for a payment before anyone else may take it. */
export const LESSON_HOLD_MINUTES = 15;

export const LESSON_FORMATS = ['single', 'couple'] as const;
export type LessonFormat = (typeof LESSON_FORMATS)[number];

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOfDay = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const timeSchema = lazySchema(() =>
  z.string().check(z.regex(HHMM, 'must be a time of day such as 09:30 (24:00 ends the day).')),
);

/** A stretch of one day, in the instructor's wall-clock time: 09:00–12:30. */
export const timeRangeSchema = lazySchema(() =>
  z
    .object({ start: timeSchema, end: timeSchema })
    .check(
      z.refine(
        (range) => minutesOfDay(range.start) < minutesOfDay(range.end),
        'A time range must end after it starts.',
      ),
    ),
);
export type TimeRange = z.output<typeof timeRangeSchema>;

/** Weekdays 1 (Monday) to 7 (Sunday), as ISO 8601 numbers them. */
export const weeklyRangeSchema = lazySchema(() =>
  z
    .object({
      weekday: z
        .number()
        .check(
          z.int('weekday must be 1 to 7.'),
          z.gte(1, 'weekday must be 1 to 7.'),
          z.lte(7, 'weekday must be 1 to 7.'),
        ),
      start: timeSchema,
      end: timeSchema,
    })
    .check(
      z.refine(
        (range) => minutesOfDay(range.start) < minutesOfDay(range.end),
        'A time range must end after it starts.',
      ),
    ),
);
export type WeeklyRange = z.output<typeof weeklyRangeSchema>;

const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** A day the calendar has (not 30 February), in a year a lesson could be booked for. */
function isLessonDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2200 && date.getUTCDate() === day;
}

/** One date's own hours instead of its weekday's; no ranges: unavailable all day. */
export const dateOverrideSchema = lazySchema(() =>
  z.object({
    date: z.string().check(z.refine(isLessonDate, 'must be a date such as 2026-12-24.')),
    ranges: z
      .array(timeRangeSchema)
      .check(
        z.maxLength(
          LESSON_LIMITS.rangesPerDay,
          `A date has at most ${LESSON_LIMITS.rangesPerDay} time ranges.`,
        ),
      ),
  }),
);
export type DateOverride = z.output<typeof dateOverrideSchema>;

const wholeBetween = (field: string, min: number, max: number) =>
  z
    .number()
    .check(
      z.int(`${field} must be a whole number.`),
      z.gte(min, `${field} must be ${min} to ${max}.`),
      z.lte(max, `${field} must be ${min} to ${max}.`),
    );

export const availabilitySchema = lazySchema(() =>
  z.object({
    timeZone: z
      .string()
      .check(
        z.refine(isTimeZone, 'must be a time zone such as Australia/Sydney.'),
        // Kept as its standard name ("australia/sydney" is Australia/Sydney on every page and mail).
        z.overwrite((zone) => canonicalTimeZone(zone) ?? zone),
      ),
    weekly: z
      .array(weeklyRangeSchema)
      .check(
        z.maxLength(
          LESSON_LIMITS.weeklyRanges,
          `At most ${LESSON_LIMITS.weeklyRanges} weekly time ranges.`,
        ),
      ),
    overrides: z.array(dateOverrideSchema).check(
      z.maxLength(LESSON_LIMITS.overrides, `At most ${LESSON_LIMITS.overrides} dates.`),
      z.refine(
        (list) => new Set(list.map((item) => item.date)).size === list.length,
        'Each date may be listed once.',
      ),
    ),
    bufferMinutes: wholeBetween('The buffer', 0, LESSON_LIMITS.bufferMinutes),
    minNoticeHours: wholeBetween('The minimum notice', 0, LESSON_LIMITS.noticeHours),
    bookingWindowDays: wholeBetween('The booking window', 1, LESSON_LIMITS.windowDays),
    cancelCutoffHours: wholeBetween('The cancel cut-off', 0, LESSON_LIMITS.cutoffHours),
  }),
);
export type Availability = z.output<typeof availabilitySchema>;

export const lessonTypeInputSchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'A lesson needs a name.'),
        z.maxLength(
          LESSON_LIMITS.name,
          `The name must be at most ${LESSON_LIMITS.name} characters.`,
        ),
      ),
    minutes: wholeBetween('The length', LESSON_LIMITS.minMinutes, LESSON_LIMITS.maxMinutes).check(
      z.refine((minutes) => minutes % 15 === 0, 'The length must be a multiple of 15 minutes.'),
    ),
    format: z.enum(LESSON_FORMATS),
    price: priceSchema,
    currency: z.enum(CURRENCIES),
    /** Where the lesson is; null: "at your studio", the dancer's place. */
    place: z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Name the place, or choose "at your studio".'),
          z.maxLength(
            LESSON_LIMITS.place,
            `The place must be at most ${LESSON_LIMITS.place} characters.`,
          ),
        ),
    ),
    active: z.boolean(),
  }),
);
export type LessonTypeInput = z.output<typeof lessonTypeInputSchema>;
export interface LessonType extends Omit<LessonTypeInput, 'price'> {
  id: string;
  priceCents: number;
}

/** `?from&to`: ISO instants, to after from, at most MAX_SLOT_RANGE_DAYS apart. */
export const slotQuerySchema = lazySchema(() =>
  z.object({ from: plannedInstantSchema, to: plannedInstantSchema }).check(
    z.refine(
      (query) => {
        const span = Date.parse(query.to) - Date.parse(query.from);
        return span > 0 && span <= MAX_SLOT_RANGE_DAYS * 86_400_000;
      },
      {
        message: `to must be after from, and at most ${MAX_SLOT_RANGE_DAYS} days later.`,
        path: ['to'],
      },
    ),
  ),
);

export const bookLessonRequestSchema = lazySchema(() =>
  z.object({
    start: plannedInstantSchema,
    /** Client-generated, once per attempt: a retry answers the same booking. */
    transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  }),
);

export const LESSON_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** A booked lesson, as the dancer and the instructor see it. */
export interface LessonBooking {
  id: string;
  status: LessonStatus;
  start: string;
  end: string;
  timeZone: string;
  lessonName: string;
  minutes: number;
  format: LessonFormat;
  place: string | null;
  priceCents: number;
  currency: string;
  instructor: { slug: string; name: string };
  dancer: { name: string; email: string } | null;
  /** The last moment the dancer may cancel; null once it has passed or the lesson is not live. */
  cancelUntil: string | null;
}

/** What the public page shows to book: the instructor's zone and the lessons on offer. */
export interface LessonOffer {
  timeZone: string;
  cancelCutoffHours: number;
  lessonTypes: LessonType[];
}
