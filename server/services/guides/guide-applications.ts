// Becoming a local guide on the web: an account applies (city, styles, why), one application
// waiting at a time; the site's administrators see the queue with the reported guide messages and
// answers, and approve or decline each application once. Approval makes the account an
// aficionado; either answer is e-mailed to the applicant.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod/mini';
import type {
  GuideApplication,
  guideApplicationInputSchema,
  GuideReview,
} from '../../../src/contract/guide-applications';
import type { Db } from '../../db/database';
import type { GuideApplicationTable } from '../../db/schema-guides';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import { requireSiteAdmin } from '../site-admin/site-admins';
import { reportedAnswers } from './guide-answers';

type ApplicationInput = z.output<typeof guideApplicationInputSchema>;

const applicationOf = (row: Selectable<GuideApplicationTable>): GuideApplication => ({
  id: row.id,
  city: row.city,
  danceStyles: row.dance_styles,
  reason: row.reason,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export async function ownApplication(db: Db, accountId: string): Promise<GuideApplication | null> {
  const row = await db
    .selectFrom('guide_applications')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? applicationOf(row) : null;
}

/** Sends an application; refused (409) for a guide already, or while one waits for review. */
export async function applyToBeGuide(
  db: Db,
  accountId: string,
  input: ApplicationInput,
): Promise<GuideApplication> {
  const account = await db
    .selectFrom('accounts')
    .select('is_dance_aficionado')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (account.is_dance_aficionado)
    throw new AppError(409, 'CONFLICT', 'You are a local guide already.');
  try {
    const row = await db
      .insertInto('guide_applications')
      .values({
        id: randomUUID(),
        account_id: accountId,
        city: input.city,
        dance_styles: input.danceStyles,
        reason: input.reason,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return applicationOf(row);
  } catch (error) {
    if (!isUniqueViolation(error, 'guide_applications_pending_key')) throw error;
    throw new AppError(409, 'CONFLICT', 'Your application is waiting for review already.');
  }
}

/** The review queue: pending applications (oldest first), reported messages and reported answers
 * (newest first). */
export async function guideReview(db: Db, adminId: string): Promise<GuideReview> {
  await requireSiteAdmin(db, adminId);
  const [applications, reports, answerReports] = await Promise.all([
    db
      .selectFrom('guide_applications')
      .innerJoin('accounts', 'accounts.id', 'guide_applications.account_id')
      .selectAll('guide_applications')
      .select(['accounts.name as applicant_name', 'accounts.email as applicant_email'])
      .where('guide_applications.status', '=', 'pending')
      .orderBy('guide_applications.created_at')
      .orderBy('guide_applications.id')
      .limit(200)
      .execute(),
    db
      .selectFrom('guide_messages')
      .innerJoin('guides', 'guides.id', 'guide_messages.guide_id')
      .leftJoin('accounts', 'accounts.id', 'guide_messages.sender_account_id')
      .select([
        'guide_messages.id',
        'guide_messages.sender_first_name',
        'guide_messages.subject',
        'guide_messages.body',
        'guide_messages.created_at',
        'guide_messages.reported_at',
        'guide_messages.report_reason',
        'guides.slug',
        'guides.name',
        'accounts.email',
      ])
      .where('guide_messages.reported_at', 'is not', null)
      .orderBy('guide_messages.reported_at', 'desc')
      .limit(200)
      .execute(),
    reportedAnswers(db),
  ]);
  return {
    applications: applications.map((row) => ({
      ...applicationOf(row),
      applicantName: row.applicant_name,
      applicantEmail: row.applicant_email,
    })),
    reports: reports.map((row) => ({
      id: row.id,
      guideSlug: row.slug,
      guideName: row.name,
      senderFirstName: row.sender_first_name,
      senderEmail: row.email,
      subject: row.subject,
      body: row.body,
      sentAt: row.created_at.toISOString(),
      reportedAt: row.reported_at!.toISOString(),
      reason: row.report_reason ?? '',
    })),
    answerReports,
  };
}

/** Approves or declines a pending application, once (a second answer is refused with 409); on
 * approval the account becomes an aficionado in the same transaction. The applicant is e-mailed. */
export async function decideApplication(
  ctx: Pick<ServiceContext, 'mailer' | 'config'>,
  db: Db,
  adminId: string,
  applicationId: string,
  decision: 'approve' | 'decline',
): Promise<GuideApplication> {
  await requireSiteAdmin(db, adminId);
  const link = await siteLinkIn(ctx.config, db, '/account/guide');
  const { row, mailId } = await db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('guide_applications')
      .set({
        status: decision === 'approve' ? 'approved' : 'declined',
        decided_at: new Date(),
        decided_by_account_id: adminId,
      })
      .where('id', '=', applicationId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!decided) {
      const exists = await trx
        .selectFrom('guide_applications')
        .select('id')
        .where('id', '=', applicationId)
        .executeTakeFirst();
      if (!exists) throw notFound('No application has this id.');
      throw new AppError(409, 'CONFLICT', 'This application was answered already.');
    }
    if (decision === 'approve')
      await trx
        .updateTable('accounts')
        .set({ is_dance_aficionado: true })
        .where('id', '=', decided.account_id)
        .execute();
    const applicant = await trx
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', decided.account_id)
      .executeTakeFirstOrThrow();
    const mail =
      decision === 'approve'
        ? {
            subject: 'You are a local guide on Floorcraft',
            text: [
              `Welcome aboard: your application to be a local guide in ${decided.city} is approved.`,
              '',
              'Fill in your guide profile so visiting dancers can find you and write to you:',
              link,
            ].join('\n'),
          }
        : {
            subject: 'Your local guide application on Floorcraft',
            text: [
              `Thank you for applying to be a local guide in ${decided.city}. We are not able to approve it at this time.`,
              '',
              'You may apply again later from your account:',
              link,
            ].join('\n'),
          };
    const mailId = await ctx.mailer.write(
      trx,
      ctx.mailer.outboxRow({ to: applicant.email, ...mail }),
    );
    return { row: decided, mailId };
  });
  await ctx.mailer.deliver(db, mailId);
  return applicationOf(row);
}
