// A guide's answer as the dancer who received it sees it: read on the site (linked from the
// answer's e-mail) and reported to the site's administrators, as a guide reports a message. Only
// the dancer who wrote the message the answer is for may open or report it; for anyone else the
// answer does not exist (404). Also the reported answers of the administrators' review queue.
import type { ReportedAnswer } from '../../../src/contract/guide-applications';
import type { GuideAnswer } from '../../../src/contract/guides';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';

const ANSWER_NOT_FOUND = 'No answer to you has this id.';

async function answerFor(db: Db, accountId: string, answerId: string): Promise<GuideAnswer> {
  const row = await db
    .selectFrom('guide_answers')
    .innerJoin('guide_messages', 'guide_messages.id', 'guide_answers.message_id')
    .innerJoin('guides', 'guides.id', 'guide_messages.guide_id')
    .select([
      'guide_answers.id',
      'guide_answers.body',
      'guide_answers.created_at',
      'guide_answers.reported_at',
      'guide_messages.subject',
      'guides.name',
      'guides.slug',
    ])
    .where('guide_answers.id', '=', answerId)
    .where('guide_messages.sender_account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound(ANSWER_NOT_FOUND);
  return {
    id: row.id,
    guideName: row.name,
    guideSlug: row.slug,
    subject: row.subject,
    body: row.body,
    sentAt: row.created_at.toISOString(),
    reported: row.reported_at !== null,
  };
}

export const ownGuideAnswer = answerFor;

/** The dancer reports a guide's answer; reporting again keeps the first report's time and reason. */
export async function reportGuideAnswer(
  db: Db,
  accountId: string,
  answerId: string,
  reason: string,
): Promise<GuideAnswer> {
  await answerFor(db, accountId, answerId);
  await db
    .updateTable('guide_answers')
    .set({ reported_at: new Date(), report_reason: reason })
    .where('id', '=', answerId)
    .where('reported_at', 'is', null)
    .execute();
  return answerFor(db, accountId, answerId);
}

/** Reported answers for the review queue, newest report first, with the guide's e-mail address
 * (the administrators act on the guide's account). Only for a site administrator's queue. */
export async function reportedAnswers(db: Db): Promise<ReportedAnswer[]> {
  const rows = await db
    .selectFrom('guide_answers')
    .innerJoin('guide_messages', 'guide_messages.id', 'guide_answers.message_id')
    .innerJoin('guides', 'guides.id', 'guide_messages.guide_id')
    .innerJoin('accounts', 'accounts.id', 'guides.account_id')
    .select([
      'guide_answers.id',
      'guide_answers.body',
      'guide_answers.created_at',
      'guide_answers.reported_at',
      'guide_answers.report_reason',
      'guide_messages.subject',
      'guide_messages.sender_first_name',
      'guides.slug',
      'guides.name',
      'accounts.email',
    ])
    .where('guide_answers.reported_at', 'is not', null)
    .orderBy('guide_answers.reported_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    guideSlug: row.slug,
    guideName: row.name,
    guideEmail: row.email,
    senderFirstName: row.sender_first_name,
    subject: row.subject,
    body: row.body,
    sentAt: row.created_at.toISOString(),
    reportedAt: row.reported_at!.toISOString(),
    reason: row.report_reason ?? '',
  }));
}
