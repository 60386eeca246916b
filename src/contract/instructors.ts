// Instructor profiles (public at /i/{slug}), the list at /instructors, and the sessions a school
// names an instructor on, which show on the profile once the instructor confirms them. The slug
// rule and every limit live here, so the account page refuses what the server would.
import * as z from 'zod/mini';
import { typedLine } from './typed-text';
import { DANCE_STYLES, type DanceStyle } from './events';
import { lazySchema } from './lazy-schema';
import { queryNumber } from './query-numbers';

export const INSTRUCTOR_LIMITS = {
  name: 80,
  bio: 2000,
  styles: 10,
  cities: 10,
  city: 60,
  languages: 10,
  language: 40,
  links: 8,
  linkLabel: 40,
  linkUrl: 500,
} as const;
export const INSTRUCTORS_PAGE_SIZE = 20;
/** 3–40 lower-case letters, digits and single inner hyphens. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,38}[a-z0-9]$/;
export const SLUG_MESSAGE =
  'The profile address must be 3–40 lower-case letters, digits or hyphens, starting and ending with a letter or digit.';

/** The dance styles a profile may name: the project's style list (less its "other"). */
export const INSTRUCTOR_STYLES = DANCE_STYLES.filter((style) => style !== 'other') as [
  DanceStyle,
  ...DanceStyle[],
];

export const instructorPath = (slug: string) => `/i/${slug}`;

/**
 * The slug in a profile's address as typed or pasted ("http://host/i/ana-souza?x#y", "/i/Ana"),
 * or the words themselves (trimmed) when they are no address.
 */
export function profileSearchWords(typed: string): string {
  const words = typed.trim();
  const address = /\/i\/([^/?#\s]+)/.exec(words);
  return address ? address[1]!.toLowerCase() : words;
}

/** A slug made from a name: "Ana Lúcia Souza" → "ana-lucia-souza" (at least 3 characters). */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `${slug || 'instructor'}-dance`.replace(/^-/, '');
}

const trimmed = (field: string, max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max, `${field} must be at most ${max} characters.`)),
    z.transform((value: string) => value.trim()),
  );
/** Each entry once, whatever its case: the first spelling is the one kept. */
const onceEach = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
const listOf = (field: string, itemMax: number, max: number) =>
  z._default(
    z.pipe(
      z
        .array(trimmed(field, itemMax))
        .check(z.maxLength(max, `At most ${max} ${field.toLowerCase()} can be listed.`)),
      // Blank entries dropped, repeats named once ("Sydney, sydney": the first spelling kept).
      z.transform((items: string[]) => onceEach(items.filter(Boolean))),
    ),
    [],
  );

export const slugSchema = lazySchema(() =>
  z.pipe(
    z.string().check(z.maxLength(40, SLUG_MESSAGE)),
    z.pipe(
      z.transform((value: string) => value.trim().toLowerCase()),
      z.string().check(z.regex(SLUG_PATTERN, SLUG_MESSAGE)),
    ),
  ),
);

export const instructorLinkSchema = lazySchema(() =>
  z.object({
    label: z._default(trimmed('A link label', INSTRUCTOR_LIMITS.linkLabel), ''),
    url: z
      .url({ protocol: /^https?$/, message: 'A link must be an http or https address.' })
      .check(z.maxLength(INSTRUCTOR_LIMITS.linkUrl, 'A link must be at most 500 characters.')),
  }),
);
export type InstructorLink = z.infer<typeof instructorLinkSchema>;

/** PUT /api/v2/instructor/profile: becomes an instructor, or changes the profile. */
export const instructorProfileInputSchema = lazySchema(() =>
  z.object({
    /** Chosen; without one, made from the name (and kept on later saves). */
    slug: z.optional(z.nullable(slugSchema)),
    name: z.pipe(
      trimmed('name', INSTRUCTOR_LIMITS.name),
      z.string().check(...typedLine('name is required.'), z.minLength(1, 'name is required.')),
    ),
    danceStyles: z._default(
      z.pipe(
        z
          .array(z.enum(INSTRUCTOR_STYLES, 'Choose dance styles from the list.'))
          .check(z.maxLength(INSTRUCTOR_LIMITS.styles)),
        z.transform((styles: Array<(typeof INSTRUCTOR_STYLES)[number]>) => [...new Set(styles)]),
      ),
      [],
    ),
    cities: listOf('Cities', INSTRUCTOR_LIMITS.city, INSTRUCTOR_LIMITS.cities),
    /** Plain text: shown as written, never as HTML. */
    bio: z._default(
      z
        .string()
        .check(z.maxLength(INSTRUCTOR_LIMITS.bio, 'The bio must be at most 2000 characters.')),
      '',
    ),
    languages: listOf('Languages', INSTRUCTOR_LIMITS.language, INSTRUCTOR_LIMITS.languages),
    links: z._default(
      z
        .array(instructorLinkSchema)
        .check(z.maxLength(INSTRUCTOR_LIMITS.links, 'At most 8 links can be listed.')),
      [],
    ),
  }),
);
export type InstructorProfileInput = z.input<typeof instructorProfileInputSchema>;

/** A profile photo's most bytes: the web sends it as a JPEG of at most 1200 px a side. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** Photo uploads one account may make an hour. */
export const PHOTO_UPLOADS_PER_HOUR = 20;
/** The photo as base64 text (a data URL's prefix included) is at most this long. */
export const MAX_PHOTO_TEXT = Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 100;

/** PUT /api/v2/instructor/photo: a data URL or bare base64 (≤ MAX_PHOTO_BYTES); null removes the photo. */
export const instructorPhotoRequestSchema = lazySchema(() =>
  z.object({
    imageBase64: z.nullable(
      z.string().check(z.maxLength(MAX_PHOTO_TEXT, 'A photo can be at most 2 MB.')),
    ),
  }),
);

export const instructorProfileSchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    imageKey: z.nullable(z.string()),
    danceStyles: z.array(z.string()),
    cities: z.array(z.string()),
    bio: z.string(),
    languages: z.array(z.string()),
    links: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
);
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;

/** GET /api/v2/instructor/profile: the signed-in account's profile, or null. */
export const ownProfileResponseSchema = lazySchema(() =>
  z.object({ data: z.nullable(instructorProfileSchema) }),
);

/** A confirmed session as the profile lists it. */
export const taughtSessionSchema = lazySchema(() =>
  z.object({
    sessionName: z.string(),
    eventId: z.string(),
    eventTitle: z.string(),
    school: z.string(),
    startDateTime: z.string(),
    timeZone: z.string(),
    upcoming: z.boolean(),
  }),
);
export type TaughtSession = z.infer<typeof taughtSessionSchema>;

/** GET /api/v2/instructors/{slug}: the public page (upcoming sessions first, soonest first). */
export const instructorPageSchema = lazySchema(() =>
  z.object({
    profile: instructorProfileSchema,
    sessions: z.array(taughtSessionSchema),
  }),
);
export type InstructorPage = z.infer<typeof instructorPageSchema>;
export const instructorPageResponseSchema = lazySchema(() =>
  z.object({ data: instructorPageSchema }),
);

/** GET /api/v2/instructors?style=&city=&q=&page=: the list, by name. */
export const instructorListQuerySchema = lazySchema(() =>
  z.object({
    style: z.optional(z.enum(INSTRUCTOR_STYLES, 'style is not a known dance style.')),
    city: z.optional(trimmed('city', INSTRUCTOR_LIMITS.city)),
    q: z.optional(trimmed('q', 80)),
    page: z._default(
      queryNumber(
        'page must be a whole number.',
        z.int('page must be a whole number.'),
        z.gte(1, 'page must be from 1 to 10000.'),
        z.lte(10_000, 'page must be from 1 to 10000.'),
      ),
      1,
    ),
  }),
);
export type InstructorListQuery = z.input<typeof instructorListQuerySchema>;

export const instructorSummarySchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    imageKey: z.nullable(z.string()),
    danceStyles: z.array(z.string()),
    cities: z.array(z.string()),
  }),
);
export type InstructorSummary = z.infer<typeof instructorSummarySchema>;

export const instructorListResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      instructors: z.array(instructorSummarySchema),
      page: z.number(),
      pageSize: z.number(),
      total: z.number(),
    }),
  }),
);

export const NAMING_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type NamingStatus = (typeof NAMING_STATUSES)[number];

/** A school's naming as the named instructor sees it (their account's list). */
export const namingSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(NAMING_STATUSES),
    school: z.string(),
    sessionName: z.string(),
    eventTitle: z.string(),
    startDateTime: z.nullable(z.string()),
    /** The event's time zone: the session's time is said in it. */
    timeZone: z.string(),
  }),
);
export type Naming = z.infer<typeof namingSchema>;
export const namingsResponseSchema = lazySchema(() => z.object({ data: z.array(namingSchema) }));

/** POST /api/v2/instructor/namings/{id}/answer. */
export const namingAnswerSchema = lazySchema(() =>
  z.object({ answer: z.enum(['confirm', 'decline'], 'answer must be confirm or decline.') }),
);

/** POST /api/v2/ticket/organiser/{configurationId}/instructors: a school names an instructor. */
export const nameInstructorRequestSchema = lazySchema(() =>
  z.object({
    sessionId: z.uuid('sessionId must be a session id.'),
    slug: slugSchema,
  }),
);

/** GET /api/v2/ticket/organiser/{configurationId}/instructors: each session's namings. */
export const sessionNamingsResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(
      z.object({
        sessionId: z.string(),
        sessionName: z.string(),
        teachers: z.string(),
        namings: z.array(
          z.object({
            id: z.string(),
            slug: z.string(),
            name: z.string(),
            status: z.enum(NAMING_STATUSES),
          }),
        ),
      }),
    ),
  }),
);
export type SessionNamings = z.infer<typeof sessionNamingsResponseSchema>['data'];
