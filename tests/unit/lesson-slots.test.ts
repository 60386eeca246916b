// The free slots of a private lesson: weekly hours in the instructor's zone, date overrides,
// buffers around bookings, notice and window, and Sydney's clock changes (seen from Perth too).
import { describe, expect, it } from 'vitest';
import { freeSlots, isFreeSlot, type Interval } from '../../src/contract/lesson-slots';
import {
  availabilitySchema,
  bookLessonRequestSchema,
  lessonTypeInputSchema,
  slotQuerySchema,
  type Availability,
} from '../../src/contract/private-lessons';
import { localParts } from '../../src/contract/time-zones';

const SYDNEY = 'Australia/Sydney';
const base: Availability = {
  timeZone: SYDNEY,
  weekly: [],
  overrides: [],
  bufferMinutes: 0,
  minNoticeHours: 0,
  bookingWindowDays: 365,
  cancelCutoffHours: 24,
};
const at = (iso: string) => new Date(iso);
const wall = (slot: Interval, zone = SYDNEY) => {
  const p = localParts(slot.start, zone);
  return `${p.month}-${p.day} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};
const FAR_PAST = at('2026-01-01T00:00:00Z');

interface Case {
  name: string;
  availability: Partial<Availability>;
  minutes: number;
  busy?: Interval[];
  now?: Date;
  from: string;
  to: string;
  /** Starts as the instructor's wall clock ("month-day hh:mm"). */
  expected: string[];
  /** Real instants of the starts, where the wall clock repeats. */
  instants?: string[];
}

const cases: Case[] = [
  {
    name: 'a Monday morning in 30-minute steps, a lesson fitting the range',
    availability: { weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] },
    minutes: 60,
    from: '2026-06-01T00:00:00+10:00',
    to: '2026-06-02T00:00:00+10:00',
    expected: ['6-1 09:00', '6-1 09:30', '6-1 10:00', '6-1 10:30', '6-1 11:00'],
  },
  {
    name: 'overlapping weekly ranges are one; a short lesson steps by its own length',
    availability: {
      weekly: [
        { weekday: 1, start: '09:00', end: '09:45' },
        { weekday: 1, start: '09:15', end: '10:00' },
      ],
    },
    minutes: 15,
    from: '2026-06-01T00:00:00+10:00',
    to: '2026-06-02T00:00:00+10:00',
    expected: ['6-1 09:00', '6-1 09:15', '6-1 09:30', '6-1 09:45'],
  },
  {
    name: 'clocks go back (5 April 2026, 03:00 → 02:00): the repeated hour is offered twice',
    availability: { weekly: [{ weekday: 7, start: '01:00', end: '04:00' }] },
    minutes: 60,
    from: '2026-04-05T00:00:00+11:00',
    to: '2026-04-06T00:00:00+10:00',
    expected: [
      '4-5 01:00',
      '4-5 01:30',
      '4-5 02:00',
      '4-5 02:30',
      '4-5 02:00',
      '4-5 02:30',
      '4-5 03:00',
    ],
    instants: [
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T14:30:00.000Z',
      '2026-04-04T15:00:00.000Z',
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:00:00.000Z',
      '2026-04-04T16:30:00.000Z',
      '2026-04-04T17:00:00.000Z',
    ],
  },
  {
    name: 'clocks go forward (4 October 2026, 02:00 → 03:00): the skipped hour is never offered',
    availability: { weekly: [{ weekday: 7, start: '01:00', end: '04:00' }] },
    minutes: 60,
    from: '2026-10-04T00:00:00+10:00',
    to: '2026-10-05T00:00:00+11:00',
    expected: ['10-4 01:00', '10-4 01:30', '10-4 03:00'],
    instants: ['2026-10-03T15:00:00.000Z', '2026-10-03T15:30:00.000Z', '2026-10-03T16:00:00.000Z'],
  },
  {
    name: 'a Sunday 09:00 stays 09:00 in Sydney on both sides of April’s change',
    availability: { weekly: [{ weekday: 7, start: '09:00', end: '10:00' }] },
    minutes: 60,
    from: '2026-03-29T00:00:00+11:00',
    to: '2026-04-06T00:00:00+10:00',
    expected: ['3-29 09:00', '4-5 09:00'],
    instants: ['2026-03-28T22:00:00.000Z', '2026-04-04T23:00:00.000Z'],
  },
  {
    name: 'a 15-minute buffer keeps lessons clear of a booking on both sides',
    availability: { weekly: [{ weekday: 1, start: '09:00', end: '13:00' }], bufferMinutes: 15 },
    minutes: 60,
    busy: [{ start: at('2026-06-01T10:00:00+10:00'), end: at('2026-06-01T11:00:00+10:00') }],
    from: '2026-06-01T00:00:00+10:00',
    to: '2026-06-02T00:00:00+10:00',
    expected: ['6-1 11:30', '6-1 12:00'],
  },
  {
    name: 'without a buffer, lessons meet a booking end to end',
    availability: { weekly: [{ weekday: 1, start: '09:00', end: '13:00' }] },
    minutes: 60,
    busy: [{ start: at('2026-06-01T10:00:00+10:00'), end: at('2026-06-01T11:00:00+10:00') }],
    from: '2026-06-01T00:00:00+10:00',
    to: '2026-06-02T00:00:00+10:00',
    expected: ['6-1 09:00', '6-1 11:00', '6-1 11:30', '6-1 12:00'],
  },
  {
    name: 'a date marked unavailable all day, and a date with its own hours',
    availability: {
      weekly: [{ weekday: 1, start: '09:00', end: '10:00' }],
      overrides: [
        { date: '2026-06-01', ranges: [] },
        { date: '2026-06-03', ranges: [{ start: '18:00', end: '19:00' }] },
      ],
    },
    minutes: 60,
    from: '2026-06-01T00:00:00+10:00',
    to: '2026-06-09T00:00:00+10:00',
    expected: ['6-3 18:00', '6-8 09:00'],
  },
  {
    name: 'minimum notice and the booking window bound the slots',
    availability: {
      weekly: [{ weekday: 1, start: '09:00', end: '13:00' }],
      minNoticeHours: 2,
      bookingWindowDays: 7,
    },
    minutes: 60,
    now: at('2026-06-01T09:10:00+10:00'),
    from: '2026-06-01T00:00:00+10:00',
    to: '2026-06-16T00:00:00+10:00',
    expected: ['6-1 11:30', '6-1 12:00', '6-8 09:00'],
  },
];

describe('free slots', () => {
  it.each(cases)('$name', (item) => {
    const slots = freeSlots({
      availability: { ...base, ...item.availability },
      minutes: item.minutes,
      busy: item.busy ?? [],
      now: item.now ?? FAR_PAST,
      from: at(item.from),
      to: at(item.to),
    });
    expect(slots.map((slot) => wall(slot))).toEqual(item.expected);
    if (item.instants) expect(slots.map((slot) => slot.start.toISOString())).toEqual(item.instants);
    for (const slot of slots)
      expect(slot.end.getTime() - slot.start.getTime()).toBe(item.minutes * 60_000);
  });

  it('a Sydney lesson seen from Perth moves by an hour across the change, not in Sydney', () => {
    const slots = freeSlots({
      availability: { ...base, weekly: [{ weekday: 7, start: '09:00', end: '10:00' }] },
      minutes: 60,
      busy: [],
      now: FAR_PAST,
      from: at('2026-03-29T00:00:00+11:00'),
      to: at('2026-04-06T00:00:00+10:00'),
    });
    expect(slots.map((slot) => wall(slot, 'Australia/Perth'))).toEqual(['3-29 06:00', '4-5 07:00']);
  });

  it('books only a slot’s exact start', () => {
    const query = {
      availability: { ...base, weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] },
      minutes: 60,
      busy: [],
      now: FAR_PAST,
    };
    expect(isFreeSlot(query, at('2026-06-01T09:30:00+10:00'))).toBe(true);
    expect(isFreeSlot(query, at('2026-06-01T09:10:00+10:00'))).toBe(false);
    expect(isFreeSlot(query, at('2026-06-01T11:30:00+10:00'))).toBe(false);
  });
});

describe('lesson shapes', () => {
  const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error!.issues[0]!.message;

  it.each([
    [{ ...base, timeZone: 'Mars/Olympus' }, 'must be a time zone such as Australia/Sydney.'],
    [
      { ...base, weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] },
      'weekday must be 1 to 7.',
    ],
    [
      { ...base, weekly: [{ weekday: 1, start: '10:00', end: '09:00' }] },
      'A time range must end after it starts.',
    ],
    [
      { ...base, weekly: [{ weekday: 1, start: '9:00', end: '10:00' }] },
      'must be a time of day such as 09:30 (24:00 ends the day).',
    ],
    [
      { ...base, overrides: [{ date: '2026-02-30x', ranges: [] }] },
      'must be a date such as 2026-12-24.',
    ],
    [
      {
        ...base,
        overrides: [
          { date: '2026-06-01', ranges: [] },
          { date: '2026-06-01', ranges: [] },
        ],
      },
      'Each date may be listed once.',
    ],
    [{ ...base, bufferMinutes: -5 }, 'The buffer must be 0 to 240.'],
    [{ ...base, bookingWindowDays: 0 }, 'The booking window must be 1 to 365.'],
  ])('refuses availability %#', (input, message) => {
    expect(refusal(availabilitySchema.safeParse(input))).toBe(message);
  });

  it('accepts a day ending at 24:00 and a lesson at the dancer’s studio', () => {
    expect(
      availabilitySchema.safeParse({
        ...base,
        weekly: [{ weekday: 5, start: '18:00', end: '24:00' }],
      }).success,
    ).toBe(true);
    const lesson = {
      name: ' Zouk 1:1 ',
      minutes: 60,
      format: 'single',
      price: 90,
      currency: 'AUD',
      place: null,
      active: true,
    };
    expect(lessonTypeInputSchema.parse(lesson).name).toBe('Zouk 1:1');
    expect(refusal(lessonTypeInputSchema.safeParse({ ...lesson, minutes: 50 }))).toBe(
      'The length must be a multiple of 15 minutes.',
    );
    expect(refusal(lessonTypeInputSchema.safeParse({ ...lesson, place: '  ' }))).toBe(
      'Name the place, or choose "at your studio".',
    );
  });

  it('caps the slot range and checks a booking request', () => {
    expect(
      slotQuerySchema.safeParse({ from: '2026-06-01T00:00:00Z', to: '2026-07-15T00:00:00Z' })
        .success,
    ).toBe(false);
    expect(
      slotQuerySchema.safeParse({ from: '2026-06-01T00:00:00Z', to: '2026-06-30T00:00:00Z' })
        .success,
    ).toBe(true);
    expect(
      bookLessonRequestSchema.safeParse({ start: 'soon', transactionId: 'abcdefgh' }).success,
    ).toBe(false);
  });
});
