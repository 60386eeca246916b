// Asking the school for a refund when the policy gives nothing back: one request per ticket,
// recorded under the buyer's key (a retry answers the first), listed in the school's Sales with
// the buyer, the ticket and their message, and e-mailed to the school's members; the school
// decides and refunds from Orders as usual.
import { refundPercentAt } from '../../../src/contract/ticket-changes';
import type { RefundAskListing } from '../../../src/contract/ticket-changes';
import { withRoleName } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { ownConfigurationRow } from '../ticketing/configurations';
import type { ServiceContext } from '../context';
import { changeRefusal, lockedTicket, soldAtDoor } from './buyer-ticket';
import { enqueueRefundAskMails } from './refund-ask-mail';
import { CHANGE_KEY_INDEX, earlierChange, fingerprintOf, recordChange } from './change-keys';

export const ALREADY_ASKED = 'You already asked the school for a refund of this ticket.';
export const CANCEL_INSTEAD =
  'The refund policy gives money back for this ticket now: cancel it instead.';

const answerOf = (row: { id: string; created_at: Date }) => ({
  id: row.id,
  requestedAt: row.created_at.toISOString(),
});

export async function askRefund(
  ctx: Pick<ServiceContext, 'mailer'>,
  db: Db,
  accountId: string,
  orderId: string,
  ticketId: string,
  input: { clientKey: string; message: string },
) {
  const fingerprint = fingerprintOf('refund_request', ticketId, input.message);
  const earlier = await earlierChange(db, orderId, input.clientKey, fingerprint);
  if (earlier) return answerOf(earlier);
  try {
    const { id, mails } = await db.transaction().execute(async (trx) => {
      const { order, ticket } = await lockedTicket(
        trx,
        accountId,
        orderId,
        ticketId,
        changeRefusal,
      );
      const first = await earlierChange(trx, orderId, input.clientKey, fingerprint);
      if (first) return { id: first.id, mails: [] };
      const asked = await trx
        .selectFrom('ticket_changes')
        .select('id')
        .where('ticket_id', '=', ticketId)
        .where('kind', '=', 'refund_request')
        .executeTakeFirst();
      if (asked) throw new AppError(409, 'CONFLICT', ALREADY_ASKED);
      if (
        !soldAtDoor(order) &&
        refundPercentAt(order.refund_rules, order.starts_at!, new Date()).percent > 0
      )
        throw new AppError(409, 'CONFLICT', CANCEL_INSTEAD);
      const recorded = await recordChange(trx, {
        orderId,
        ticketId,
        accountId,
        kind: 'refund_request',
        clientKey: input.clientKey,
        fingerprint,
        message: input.message,
      });
      const told = await enqueueRefundAskMails(trx, ctx.mailer, {
        configurationId: order.configuration_id,
        ticketCode: ticket.code,
        buyerEmail: order.buyer_email,
        message: input.message,
      });
      return { id: recorded, mails: told };
    });
    for (const mail of mails) await ctx.mailer.deliver(db, mail);
    const row = await db
      .selectFrom('ticket_changes')
      .select(['id', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return answerOf(row);
  } catch (error) {
    if (isUniqueViolation(error, CHANGE_KEY_INDEX)) {
      const first = await earlierChange(db, orderId, input.clientKey, fingerprint);
      if (first) return answerOf(first);
    }
    if (isUniqueViolation(error, 'ticket_changes_one_request'))
      throw new AppError(409, 'CONFLICT', ALREADY_ASKED);
    throw error;
  }
}

/** The refunds asked for an event, newest first, for a member of its school (404 otherwise). */
export async function refundAsksOf(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<RefundAskListing[]> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const rows = await db
    .selectFrom('ticket_changes as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('tickets as t', 't.id', 'r.ticket_id')
    .innerJoin('ticket_types as y', 'y.id', 't.ticket_type_id')
    .select([
      'r.id',
      'r.order_id',
      'r.ticket_id',
      'r.message',
      'r.created_at',
      't.code',
      't.voided_at',
      't.role_name',
      'y.name as type_name',
      'o.buyer_email',
    ])
    .where('o.configuration_id', '=', configurationId)
    .where('r.kind', '=', 'refund_request')
    .orderBy('r.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    ticketId: row.ticket_id,
    code: row.code,
    ticketTypeName: withRoleName(row.type_name, row.role_name),
    buyerEmail: row.buyer_email,
    message: row.message,
    requestedAt: row.created_at.toISOString(),
    settled: row.voided_at !== null,
  }));
}
