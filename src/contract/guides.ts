// Local guides: an aficionado's public guide profile (/guides/{slug}), the list at /guides, the
// messages visiting dancers send a guide through the site, and the limits both sides check.
import * as z from 'zod/mini';
import { stylesText } from './dance-style-names';
import { INSTRUCTOR_STYLES, slugSchema } from './instructors';
import { lazySchema } from './lazy-schema';
import { queryNumber } from './query-numbers';
import { multiLineText } from './storable-text';
import { typedLine } from './typed-text';

export const GUIDE_LIMITS = {
  name: 80,
  city: 60,
  styles: 10,
  languages: 10,
  language: 40,
  askMeAbout: 300,
  bio: 1000,
  subject: 150,
  body: 3000,
  reportReason: 500,
  applicationReason: 1000,
} as const;
export const GUIDES_PAGE_SIZE = 20;
/** Messages one dancer may send to guides in a day, and one guide may receive. */
export const GUIDE_MESSAGES_PER_SENDER_PER_DAY = 5;
export const GUIDE_MESSAGES_PER_GUIDE_PER_DAY = 20;
export const GUIDE_MESSAGE_RATE_LIMITED =
  'You have sent as many messages to guides as a day allows. Please try again tomorrow.';
export const GUIDE_INBOX_FULL =
  'This guide has received as many messages as a day allows. Please try again tomorrow.';
export const GUIDE_MESSAGE_KEY_REUSED = 'This key was already used for another message.';

export const guidePath = (slug: string) => `/guides/${slug}`;

const line = (field: string, max: number, required = false) =>
  z
    .string(`${field} must be text.`)
    .check(
      ...typedLine(required ? `${field} is required.` : undefined),
      ...(required ? [z.minLength(1, `${field} is required.`)] : []),
      z.maxLength(max, `${field} must be at most ${max} characters.`),
    );
const text = (field: string, max: number, required = false) =>
  z
    .string(`${field} must be text.`)
    .check(
      z.overwrite(multiLineText),
      ...(required ? [z.minLength(1, `${field} is required.`)] : []),
      z.maxLength(max, `${field} must be at most ${max} characters.`),
    );
const styles = () =>
  z._default(
    z.pipe(
      z
        .array(z.enum(INSTRUCTOR_STYLES, 'Choose dance styles from the list.'))
        .check(z.maxLength(GUIDE_LIMITS.styles, `At most ${GUIDE_LIMITS.styles} styles.`)),
      z.transform((chosen: Array<(typeof INSTRUCTOR_STYLES)[number]>) => [...new Set(chosen)]),
    ),
    [],
  );

/** PUT /api/v2/guide/profile: an aficionado's guide profile, made or changed. */
export const guideProfileInputSchema = lazySchema(() =>
  z.object({
    /** Chosen; without one, made from the name (and kept on later saves). */
    slug: z.optional(z.nullable(slugSchema)),
    name: line('Name', GUIDE_LIMITS.name, true),
    city: line('City', GUIDE_LIMITS.city, true),
    danceStyles: styles(),
    languages: z._default(
      z.pipe(
        z
          .array(line('A language', GUIDE_LIMITS.language))
          .check(z.maxLength(GUIDE_LIMITS.languages, 'At most 10 languages can be listed.')),
        // Blank entries dropped, repeats (whatever their case) named once.
        z.transform((items: string[]) =>
          items.filter(
            (item, at) =>
              item && items.findIndex((one) => one.toLowerCase() === item.toLowerCase()) === at,
          ),
        ),
      ),
      [],
    ),
    askMeAbout: z._default(text('"Ask me about"', GUIDE_LIMITS.askMeAbout), ''),
    bio: z._default(text('The bio', GUIDE_LIMITS.bio), ''),
  }),
);
export type GuideProfileInput = z.input<typeof guideProfileInputSchema>;

export const guideProfileSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    city: z.string(),
    danceStyles: z.array(z.string()),
    languages: z.array(z.string()),
    askMeAbout: z.string(),
    bio: z.string(),
  }),
);
export type GuideProfile = z.infer<typeof guideProfileSchema>;

/** GET /api/v2/guide/profile: the signed-in account's guide profile (null: none yet). */
export const ownGuideResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({ isGuide: z.boolean(), profile: z.nullable(guideProfileSchema) }),
  }),
);
export type OwnGuide = z.infer<typeof ownGuideResponseSchema>['data'];

/** An event a guide picked, as the profile shows it. */
export const guidePickSchema = lazySchema(() =>
  z.object({
    eventId: z.string(),
    title: z.string(),
    startDateTime: z.string(),
    timeZone: z.string(),
    location: z.string(),
  }),
);
export type GuidePick = z.infer<typeof guidePickSchema>;

/** GET /api/v2/guides/{slug or id}: the public page. */
export const guidePageSchema = lazySchema(() =>
  z.object({ profile: guideProfileSchema, picks: z.array(guidePickSchema) }),
);
export type GuidePage = z.infer<typeof guidePageSchema>;
export const guidePageResponseSchema = lazySchema(() => z.object({ data: guidePageSchema }));

/** GET /api/v2/guides?city=&style=&page=: the list, by name. */
export const guideListQuerySchema = lazySchema(() =>
  z.object({
    style: z.optional(z.enum(INSTRUCTOR_STYLES, 'style is not a known dance style.')),
    city: z.optional(line('city', GUIDE_LIMITS.city)),
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
export type GuideListQuery = z.input<typeof guideListQuerySchema>;

export const guideSummarySchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    city: z.string(),
    danceStyles: z.array(z.string()),
    languages: z.array(z.string()),
  }),
);
export type GuideSummary = z.infer<typeof guideSummarySchema>;
export const guideListResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      guides: z.array(guideSummarySchema),
      page: z.number(),
      pageSize: z.number(),
      total: z.number(),
    }),
  }),
);

/** POST /api/v2/guides/{slug or id}/messages: a signed-in dancer writes to a guide. The client
 * makes `clientKey` once per message: the same message sent again is stored and e-mailed once. */
export const guideMessageInputSchema = lazySchema(() =>
  z.object({
    subject: line('The subject', GUIDE_LIMITS.subject, true),
    body: text('The message', GUIDE_LIMITS.body, true),
    clientKey: z
      .string('clientKey is required.')
      .check(
        z.minLength(8, 'clientKey must be at least 8 characters.'),
        z.maxLength(100, 'clientKey is at most 100 characters.'),
      ),
  }),
);
export type GuideMessageInput = z.input<typeof guideMessageInputSchema>;

/** A message as the guide reads it: who wrote (first name only), never their address. */
export const guideMessageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    senderFirstName: z.string(),
    subject: z.string(),
    body: z.string(),
    sentAt: z.string(),
    reported: z.boolean(),
  }),
);
export type GuideMessage = z.infer<typeof guideMessageSchema>;
export const guideMessagesResponseSchema = lazySchema(() =>
  z.object({ data: z.array(guideMessageSchema) }),
);

/** POST /api/v2/guide/messages/{id}/report: the guide reports a message to the site. */
export const guideReportInputSchema = lazySchema(() =>
  z.object({ reason: z._default(text('The reason', GUIDE_LIMITS.reportReason), '') }),
);

/** Events a guide may pick at once, and how far ahead the calendar offers them. */
export const MAX_GUIDE_PICKS = 20;
export const GUIDE_PICK_DAYS = 7;

/** PUT /api/v2/guide/picks: the events the guide picks (the whole list; empty clears it). */
export const guidePicksInputSchema = lazySchema(() =>
  z.object({
    eventIds: z.pipe(
      z
        .array(z.uuid('Each pick must be an event id.'))
        .check(z.maxLength(MAX_GUIDE_PICKS, `At most ${MAX_GUIDE_PICKS} events can be picked.`)),
      z.transform((ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ),
  }),
);

/** GET /api/v2/guide/picks: this week's events in the guide's city, each marked picked or not. */
export const pickCandidatesResponseSchema = lazySchema(() =>
  z.object({ data: z.array(z.extend(guidePickSchema, { picked: z.boolean() })) }),
);
export type PickCandidate = z.infer<typeof pickCandidatesResponseSchema>['data'][number];

/** POST /api/v2/guide/messages/{id}/answer: the guide answers the dancer through the site. */
export const guideAnswerInputSchema = lazySchema(() =>
  z.object({ body: text('The answer', GUIDE_LIMITS.body, true) }),
);

/** A guide's answer as the dancer who received it reads it (GET /api/v2/guide-answers/{id}). */
export const guideAnswerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    guideName: z.string(),
    guideSlug: z.string(),
    subject: z.string(),
    body: z.string(),
    sentAt: z.string(),
    reported: z.boolean(),
  }),
);
export type GuideAnswer = z.infer<typeof guideAnswerSchema>;
export const guideAnswerResponseSchema = lazySchema(() => z.object({ data: guideAnswerSchema }));
export const guideAnswerPath = (id: string) => `/account/guide-answers/${id}`;

/** "Local dance guide in Sydney: bachata, salsa. Ask me about …" — a page's description. */
export function guideSummary(profile: GuideProfile): string {
  const styles = profile.danceStyles.length ? ` for ${stylesText(profile.danceStyles)}` : '';
  const about = (profile.askMeAbout || profile.bio).replace(/\s+/g, ' ').trim();
  const body = about.length > 160 ? `${about.slice(0, 157)}…` : about;
  const lead = `Local dance guide in ${profile.city}${styles}.`;
  return body ? `${lead} ${body}` : lead;
}
