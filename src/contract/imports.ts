// Calendar-file imports (spec §7 Events and calendar): the duplicate check, the import, updates of
// events already imported, and the image upload status.
import * as z from 'zod/mini';
import { typedLine } from './typed-text';
import { lazySchema } from './lazy-schema';
import { ownershipInfoSchema } from './ticketing';

/** Spec §7 upload-status polling; the server's own bounds on one request. */
export const MAX_EVENTS_PER_IMPORT = 500;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

const text = (max: number) => z.string().check(z.maxLength(max));
const isoInstant = lazySchema(() =>
  z.iso.datetime({ offset: true, message: 'must be an ISO date and time.' }),
);

export const importEventSchema = lazySchema(() =>
  z
    .object({
      title: z
        .string()
        .check(
          ...typedLine('title is required.'),
          z.minLength(1, 'title is required.'),
          z.maxLength(300),
        ),
      description: z._default(text(20_000), ''),
      startDateTime: isoInstant,
      endDateTime: isoInstant,
      timeZone: z.optional(text(64)),
      location: z.object({
        description: text(500),
        rawLocation: z.optional(z.nullable(text(500))),
        isVenueOnly: z._default(z.boolean(), false),
        latitude: z.optional(z.nullable(z.number().check(z.gte(-90), z.lte(90)))),
        longitude: z.optional(z.nullable(z.number().check(z.gte(-180), z.lte(180)))),
      }),
      danceStyles: z._default(z.array(text(40)).check(z.maxLength(15)), []),
      facebookUrl: z.optional(z.nullable(z.url({ protocol: /^https?$/ }))),
      facebookEventId: z.optional(
        z.nullable(z.string().check(z.regex(/^\d{1,30}$/, 'facebookEventId must be digits.'))),
      ),
      icalUID: z.optional(z.nullable(text(500))),
      /** A data URL or bare base64 of the compressed image (JPEG, PNG, GIF or WebP, ≤ 10 MB). */
      base64Image: z.optional(
        z.nullable(z.string().check(z.maxLength(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100))),
      ),
    })
    .check(
      z.refine((event) => Date.parse(event.endDateTime) >= Date.parse(event.startDateTime), {
        message: 'endDateTime must not be before startDateTime.',
        path: ['endDateTime'],
      }),
    ),
);
export type ImportEvent = z.input<typeof importEventSchema>;

export const icalImportRequestSchema = lazySchema(() =>
  z.object({
    events: z
      .array(importEventSchema)
      .check(z.minLength(1, 'No events to upload'), z.maxLength(MAX_EVENTS_PER_IMPORT)),
  }),
);

export const importResultSchema = lazySchema(() =>
  z.object({
    index: z.number(),
    success: z.boolean(),
    eventId: z.nullable(z.string()),
    title: z.string(),
    message: z.nullable(z.string()),
    imageUploadStatus: z.enum(['none', 'uploading', 'completed', 'failed']),
  }),
);
export type ImportResult = z.infer<typeof importResultSchema>;

export const importResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(importResultSchema),
    message: z.string(),
    details: z.object({ successfulEvents: z.number(), failedEvents: z.number() }),
  }),
);
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** What a batch answer says (spec §7/§8): the server's words, shown by the uploads page. */
export const BATCH_MESSAGES = {
  done: (count: number, kind: 'import' | 'update') =>
    `${count} event${count === 1 ? '' : 's'} ${kind === 'import' ? 'imported' : 'updated'}.`,
  someFailed: { import: 'Some events failed to import.', update: 'Some events failed to update.' },
  allFailed: { import: 'All event imports failed', update: 'All event updates failed' },
} as const;

export const conflictActions = ['overwrite', 'update'] as const;

export const icalUpdateRequestSchema = lazySchema(() =>
  z.object({
    events: z
      .array(
        z.extend(importEventSchema, {
          existingEventId: z.uuid('existingEventId must be an event id.'),
          conflictAction: z.enum(conflictActions),
        }),
      )
      .check(z.minLength(1, 'No events to upload'), z.maxLength(MAX_EVENTS_PER_IMPORT)),
  }),
);
export type UpdateEvent = z.input<typeof icalUpdateRequestSchema>['events'][number];

export const duplicateCheckRequestSchema = lazySchema(() =>
  z.object({
    eventChecks: z
      .array(
        z.object({
          title: text(300),
          date: isoInstant,
          facebookId: z.optional(z.nullable(text(30))),
          icalUID: z.optional(z.nullable(text(500))),
        }),
      )
      .check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_IMPORT)),
    currentUserOrgId: z.optional(z.nullable(z.string())),
  }),
);

/** An import's ownership: the wizard's, less the event it names (the duplicate carries that). */
const importOwnershipSchema = lazySchema(() =>
  z.omit(ownershipInfoSchema, { eventId: true, eventTitle: true }),
);

export const existingEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    eventStartDateTime: z.string(),
    eventLocation: z.object({ description: z.string() }),
    eventImageKey: z.nullable(z.string()),
    importSource: z.string(),
    icalUID: z.nullable(z.string()),
    facebookEventId: z.nullable(z.string()),
    isEventOwner: z.boolean(),
    updatedAt: z.string(),
    createdAt: z.string(),
    importHistory: z.array(z.object({ id: z.string(), importDate: z.string() })),
  }),
);
export type ExistingEvent = z.infer<typeof existingEventSchema>;

export const duplicateResultSchema = lazySchema(() =>
  z.object({
    isDuplicate: z.boolean(),
    /** same-uid: the same calendar entry; same-facebook-event: the same Facebook event; potential: same title, day and place. */
    matchType: z.nullable(z.enum(['same-uid', 'same-facebook-event', 'potential'])),
    existingEvent: z.nullable(existingEventSchema),
    ownershipInfo: z.nullable(importOwnershipSchema),
  }),
);
export type DuplicateResult = z.infer<typeof duplicateResultSchema>;

export const duplicateCheckResponseSchema = lazySchema(() =>
  z.object({
    duplicateResults: z.array(duplicateResultSchema),
  }),
);

export const uploadStatusQuerySchema = lazySchema(() =>
  z.object({
    eventIds: z
      .string()
      .check(z.minLength(1, 'eventIds is required.'), z.maxLength(MAX_EVENTS_PER_IMPORT * 40)),
  }),
);

export const uploadStatusResponseSchema = lazySchema(() =>
  z.object({
    statuses: z.array(
      z.object({
        eventId: z.string(),
        imageUploadStatus: z.enum(['none', 'uploading', 'completed', 'failed']),
        imageUploadError: z.nullable(z.string()),
      }),
    ),
  }),
);
