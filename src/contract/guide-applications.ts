// Becoming a local guide: the application an account sends from the web, and the review queue the
// site's administrators work through (approve or decline), with the reported guide messages.
import * as z from 'zod/mini';
import { INSTRUCTOR_STYLES } from './instructors';
import { GUIDE_LIMITS } from './guides';
import { lazySchema } from './lazy-schema';
import { multiLineText } from './storable-text';
import { typedLine } from './typed-text';

export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** POST /api/v2/guide/application. */
export const guideApplicationInputSchema = lazySchema(() =>
  z.object({
    city: z
      .string('City must be text.')
      .check(
        ...typedLine('City is required.'),
        z.minLength(1, 'City is required.'),
        z.maxLength(GUIDE_LIMITS.city, `City must be at most ${GUIDE_LIMITS.city} characters.`),
      ),
    danceStyles: z.pipe(
      z
        .array(z.enum(INSTRUCTOR_STYLES, 'Choose dance styles from the list.'))
        .check(
          z.minLength(1, 'Choose at least one dance style.'),
          z.maxLength(GUIDE_LIMITS.styles, `At most ${GUIDE_LIMITS.styles} styles.`),
        ),
      z.transform((chosen: Array<(typeof INSTRUCTOR_STYLES)[number]>) => [...new Set(chosen)]),
    ),
    reason: z
      .string('Please say why you would like to be a guide.')
      .check(
        z.overwrite(multiLineText),
        z.minLength(1, 'Please say why you would like to be a guide.'),
        z.maxLength(
          GUIDE_LIMITS.applicationReason,
          `Your reason must be at most ${GUIDE_LIMITS.applicationReason} characters.`,
        ),
      ),
  }),
);
export type GuideApplicationInput = z.input<typeof guideApplicationInputSchema>;

export const guideApplicationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    city: z.string(),
    danceStyles: z.array(z.string()),
    reason: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
  }),
);
export type GuideApplication = z.infer<typeof guideApplicationSchema>;

/** GET /api/v2/guide/application: the account's latest application, or null. */
export const ownApplicationResponseSchema = lazySchema(() =>
  z.object({ data: z.nullable(guideApplicationSchema) }),
);

/** An application as the review queue shows it: with who sent it. */
export const queuedApplicationSchema = lazySchema(() =>
  z.extend(guideApplicationSchema, {
    applicantName: z.nullable(z.string()),
    applicantEmail: z.string(),
  }),
);
export type QueuedApplication = z.infer<typeof queuedApplicationSchema>;

/** A reported message as the review queue shows it. */
export const reportedMessageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    guideSlug: z.string(),
    guideName: z.string(),
    senderFirstName: z.string(),
    senderEmail: z.nullable(z.string()),
    subject: z.string(),
    body: z.string(),
    sentAt: z.string(),
    reportedAt: z.string(),
    reason: z.string(),
  }),
);
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

/** A guide's answer its dancer reported, as the review queue shows it (with the guide's address:
 * the administrators act on the guide's account). */
export const reportedAnswerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    guideSlug: z.string(),
    guideName: z.string(),
    guideEmail: z.string(),
    senderFirstName: z.string(),
    subject: z.string(),
    body: z.string(),
    sentAt: z.string(),
    reportedAt: z.string(),
    reason: z.string(),
  }),
);
export type ReportedAnswer = z.infer<typeof reportedAnswerSchema>;

/** GET /api/v2/admin/guide-review: the pending applications (oldest first), the reported messages
 * and the reported answers (newest report first). */
export const guideReviewResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      applications: z.array(queuedApplicationSchema),
      reports: z.array(reportedMessageSchema),
      answerReports: z.array(reportedAnswerSchema),
    }),
  }),
);
export type GuideReview = z.infer<typeof guideReviewResponseSchema>['data'];

/** POST /api/v2/admin/guide-applications/{id}/decision. */
export const applicationDecisionSchema = lazySchema(() =>
  z.object({
    decision: z.enum(['approve', 'decline'], 'decision must be approve or decline.'),
  }),
);
