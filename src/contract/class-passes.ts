// Class passes (a school's N-class passes for its courses and weekly series, valid for some weeks
// from purchase), a dancer's passes with their credits, and booking a class with one.
import * as z from 'zod/mini';
import { typedLine } from './typed-text';
import { lazySchema } from './lazy-schema';
import { DANCE_ROLES } from './partner-roles';
import { CURRENCIES, priceSchema } from './ticketing';

/** A booking can be cancelled (and its credit comes back) until this long before the class. */
export const PASS_CANCEL_CUTOFF_HOURS = 2;

/** What a pass is, apart from the classes it covers. */
const classPassFieldsSchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .check(
        ...typedLine('Please give the pass a name.'),
        z.minLength(1, 'Please give the pass a name.'),
        z.maxLength(120, 'The name is too long.'),
      ),
    classes: z
      .number()
      .check(
        z.int('The number of classes must be a whole number.'),
        z.gte(1, 'A pass needs at least 1 class.'),
        z.lte(100, 'A pass can hold at most 100 classes.'),
      ),
    validityWeeks: z
      .number()
      .check(
        z.int('The validity must be a whole number of weeks.'),
        z.gte(1, 'A pass is valid for at least 1 week.'),
        z.lte(104, 'A pass is valid for at most 104 weeks.'),
      ),
    price: priceSchema,
    currency: z.enum(CURRENCIES),
  }),
);

/** The courses a pass covers, by id: a course's or a weekly series' id (passCourseSchema.id). */
export const passCourseIdsSchema = lazySchema(() =>
  z
    .array(z.uuid('Each course must be a course id.'))
    .check(
      z.minLength(1, 'Please choose the classes it covers.'),
      z.maxLength(50, 'A pass can cover at most 50 courses.'),
    ),
);

export const classPassInputSchema = lazySchema(() =>
  z.extend(classPassFieldsSchema, { courses: passCourseIdsSchema }),
);
export type ClassPassInput = z.infer<typeof classPassInputSchema>;

export const passCoursesRequestSchema = lazySchema(() =>
  z.object({ courses: passCourseIdsSchema }),
);

/**
 * A course a pass can cover: an event and the copies Duplicate event made of it (a weekly class),
 * or one event whose sessions are its classes (a term course). `id` is the series' id; `title` its
 * latest event's title; `classes` the sessions still to come.
 */
export const passCourseSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    events: z.number(),
    classes: z.number(),
  }),
);
export type PassCourse = z.infer<typeof passCourseSchema>;
export const passCoursesResponseSchema = lazySchema(() =>
  z.object({ data: z.array(passCourseSchema) }),
);

export const classPassSchema = lazySchema(() =>
  z.extend(classPassFieldsSchema, {
    id: z.string(),
    active: z.boolean(),
    /** What it covers, named by each course's current title. */
    courses: z.array(z.object({ id: z.string(), title: z.string() })),
  }),
);
export type ClassPass = z.infer<typeof classPassSchema>;

/** A school's pass with what it sold. */
export const organiserPassSchema = lazySchema(() =>
  z.extend(classPassSchema, {
    sold: z.number(),
    creditsUsed: z.number(),
    creditsLeft: z.number(),
    /** Passes with credits left that end within two weeks. */
    expiringSoon: z.number(),
  }),
);
export const organiserPassesResponseSchema = lazySchema(() =>
  z.object({ data: z.array(organiserPassSchema) }),
);

export const buyPassRequestSchema = lazySchema(() =>
  z.object({
    /** Client-generated, once per attempt: a retry answers the same pass order. */
    transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  }),
);

export const passClassSchema = lazySchema(() =>
  z.object({
    eventId: z.string(),
    /** The class: a session of the event (a course's week, or a one-night event's own). */
    sessionId: z.string(),
    /** The class's name: a course's session by its own name, a one-night class by its title. */
    title: z.string(),
    startDateTime: z.string(),
    timeZone: z.string(),
    /** The roles to choose from when the class balances leads and follows; null: none. */
    roles: z.nullable(z.object({ leadName: z.string(), followName: z.string() })),
    /** This pass's booking of it, if any. */
    bookingId: z.nullable(z.string()),
    /** Until when a booking can be cancelled. */
    cancelUntil: z.string(),
  }),
);

export const myPassSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    status: z.enum(['pending', 'paid', 'refunded']),
    classesTotal: z.number(),
    classesLeft: z.number(),
    validUntil: z.nullable(z.string()),
    checkoutUrl: z.nullable(z.string()),
    classes: z.array(passClassSchema),
  }),
);
export type MyPass = z.infer<typeof myPassSchema>;
export const myPassesResponseSchema = lazySchema(() => z.object({ data: z.array(myPassSchema) }));

export const bookClassRequestSchema = lazySchema(() =>
  z.object({
    eventId: z.uuid('eventId must be an event id.'),
    /** Which class of a course (one of its sessions); an event of one session needs none. */
    sessionId: z.optional(z.uuid('sessionId must be a session id.')),
    role: z.optional(z.enum(DANCE_ROLES, 'role must be lead, follow or solo.')),
  }),
);

export const passOrderAnswerSchema = lazySchema(() =>
  z.object({
    /** demo: the pass is yours at once; stripe: pay at checkoutUrl. */
    mode: z.enum(['demo', 'stripe']),
    passOrderId: z.string(),
    checkoutUrl: z.nullable(z.string()),
  }),
);

/** A dancer's pass as its school sees it. */
export const soldPassSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    status: z.enum(['pending', 'paid', 'refunded']),
    classesTotal: z.number(),
    classesLeft: z.number(),
    validUntil: z.nullable(z.string()),
    price: z.number(),
    currency: z.string(),
    refunded: z.number(),
  }),
);
export type SoldPass = z.infer<typeof soldPassSchema>;
export const soldPassesResponseSchema = lazySchema(() =>
  z.object({ data: z.array(soldPassSchema) }),
);

/** `clientKey`: one per click intent; the same key sent again extends once. */
export const extendPassRequestSchema = lazySchema(() =>
  z.object({
    clientKey: z.string().check(z.minLength(1, 'clientKey is required.'), z.maxLength(100)),
    weeks: z
      .number()
      .check(
        z.int('weeks must be a whole number.'),
        z.gte(1, 'Extend by at least 1 week.'),
        z.lte(52, 'Extend by at most 52 weeks at a time.'),
      ),
  }),
);

/** full: the whole price back; unused: the classes not used, pro rata. */
export const refundPassRequestSchema = lazySchema(() =>
  z.object({
    mode: z.enum(['full', 'unused'], 'mode must be full or unused.'),
  }),
);

/** The unused part of a pass's price, in cents: what a pro-rata refund gives back. */
export const unusedCents = (pass: {
  priceCents: number;
  classesTotal: number;
  classesUsed: number;
}) => Math.round((pass.priceCents * (pass.classesTotal - pass.classesUsed)) / pass.classesTotal);

/** The names of the classes a pass covers, each title once ("Beginner Salsa, Bachata Level 1"). */
export const courseNames = (courses: ReadonlyArray<{ title: string }>) =>
  [...new Set(courses.map((course) => course.title))].join(', ');
