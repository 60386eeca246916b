// Tells the school's members who handle sales that a buyer asked for a refund the policy does not give: written to
// the outbox in the request's transaction, so the request and its e-mails exist together.
import { rolesFor } from '../../../src/contract/team-roles';
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
  // The members whose role covers sales (they read and answer the request there), not every
  // account of the school: a teacher or a door helper must not read a buyer's address and words.
  const members = await trx
    .selectFrom('organisation_members as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select('a.email')
    .where('m.organisation_id', '=', found.organisation_id)
    .where('m.role', 'in', [...rolesFor.sales])
    .orderBy('m.joined_at')
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
