// Tells the school's members that a buyer asked for a refund the policy does not give: written to
// the outbox in the request's transaction, so the request and its e-mails exist together.
import type { Db } from '../../db/database';
import type { Mailer } from '../mailer';

/** At most this many members are written to; a school larger than that reads Sales. */
const MEMBERS_TOLD = 10;

export async function enqueueRefundAskMails(
  trx: Db,
  mailer: Pick<Mailer, 'enqueue'>,
  ask: { configurationId: string; ticketCode: string; buyerEmail: string; message: string },
): Promise<string[]> {
  const found = await trx
    .selectFrom('ticket_configurations as c')
    .leftJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.organisation_id', 'e.title'])
    .where('c.id', '=', ask.configurationId)
    .executeTakeFirst();
  if (!found) return [];
  const members = await trx
    .selectFrom('accounts')
    .select('email')
    .where('organisation_id', '=', found.organisation_id)
    .orderBy('created_at')
    .limit(MEMBERS_TOLD)
    .execute();
  const title = found.title ?? 'your event';
  const ids: string[] = [];
  for (const member of members)
    ids.push(
      await mailer.enqueue(trx, {
        to: member.email,
        subject: `Refund requested: ${title}`,
        text: [
          `${ask.buyerEmail} asked for a refund of ticket ${ask.ticketCode} for ${title}.`,
          ...(ask.message.trim() ? ['', 'Their message:', ask.message.trim()] : []),
          '',
          'The refund policy gives nothing back for it now. You can refund it, or not, from the event’s Sales on your dashboard, where the request is listed.',
        ].join('\n'),
      }),
    );
  return ids;
}
