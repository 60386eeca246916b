// A buyer's change is recorded once per order and client key (ticket_changes): the same change
// sent again — a double click, a retry after a lost answer, two at once — answers the first; the
// same key for another change is refused.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { TicketChangeTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const KEY_REUSED = 'This key was already used for another change.';
export const CHANGE_KEY_INDEX = 'ticket_changes_client_key';

type Kind = TicketChangeTable['kind'];

/** What was asked, so the same key sent for another change is told apart from a retry. */
export const fingerprintOf = (kind: Kind, ticketId: string, asked: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([kind, ticketId, asked]))
    .digest('hex');

/** The change made under this key (undefined: none yet), or 409 when it was another change. */
export async function earlierChange(
  db: Db,
  orderId: string,
  clientKey: string,
  fingerprint: string,
) {
  const row = await db
    .selectFrom('ticket_changes')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  if (row && row.fingerprint !== fingerprint)
    throw new AppError(409, 'CONFLICT', KEY_REUSED, { field: 'clientKey' });
  return row;
}

export interface NewChange {
  orderId: string;
  ticketId: string;
  accountId: string;
  kind: Kind;
  clientKey: string;
  fingerprint: string;
  newTicketId?: string;
  toName?: string;
  toEmail?: string;
  refundCents?: number;
  message?: string;
}

export async function recordChange(db: Db, change: NewChange): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('ticket_changes')
    .values({
      id,
      order_id: change.orderId,
      ticket_id: change.ticketId,
      account_id: change.accountId,
      kind: change.kind,
      client_key: change.clientKey,
      fingerprint: change.fingerprint,
      new_ticket_id: change.newTicketId ?? null,
      to_name: change.toName ?? null,
      to_email: change.toEmail ?? null,
      refund_cents: change.refundCents ?? 0,
      message: change.message ?? '',
    })
    .execute();
  return id;
}
