// Check-in at the door. A dancer scans the event's QR: every ticket of theirs for that event is
// admitted, once — a check-in is keyed by its ticket, so however many scans arrive together, each
// ticket is checked in exactly once; a later scan says when.
import type { CheckInResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { CheckInCodes } from '../ticketing/check-in-codes';

export const INVALID_CHECK_IN_CODE = 'This check-in code is not valid.';

async function admit(db: Db, ticketIds: string[]): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const inserted = await db
    .insertInto('check_ins')
    .values(ticketIds.map((ticket_id) => ({ ticket_id })))
    .onConflict((conflict) => conflict.column('ticket_id').doNothing())
    .returning('ticket_id')
    .execute();
  return inserted.length;
}

export async function checkInWithEventCode(
  db: Db,
  codes: CheckInCodes,
  accountId: string,
  token: string,
): Promise<CheckInResult> {
  const eventId = codes.eventOf(token);
  const event = eventId
    ? await db
        .selectFrom('events')
        .select(['id', 'title'])
        .where('id', '=', eventId)
        .executeTakeFirst()
    : undefined;
  if (!event) throw notFound(INVALID_CHECK_IN_CODE);
  const tickets = await db
    .selectFrom('tickets')
    .leftJoin('check_ins', 'check_ins.ticket_id', 'tickets.id')
    .select(['tickets.id', 'check_ins.checked_in_at'])
    .where('tickets.account_id', '=', accountId)
    .where('tickets.event_id', '=', event.id)
    // A refunded (void) ticket admits nobody.
    .where('tickets.voided_at', 'is', null)
    .execute();
  const base = { eventId: event.id, eventTitle: event.title };
  if (tickets.length === 0) return { ...base, status: 'no-ticket', checkedInAt: null, admitted: 0 };
  const admitted = await admit(
    db,
    tickets.filter((ticket) => !ticket.checked_in_at).map((ticket) => ticket.id),
  );
  const earliest = await db
    .selectFrom('check_ins')
    .innerJoin('tickets', 'tickets.id', 'check_ins.ticket_id')
    .select((eb) => eb.fn.min('check_ins.checked_in_at').as('first'))
    .where('tickets.account_id', '=', accountId)
    .where('tickets.event_id', '=', event.id)
    .executeTakeFirstOrThrow();
  // When this buyer first checked in for the event (what a second scan reports).
  const checkedInAt = earliest.first
    ? new Date(earliest.first as Date | string).toISOString()
    : null;
  return {
    ...base,
    status: admitted > 0 ? 'checked-in' : 'already-checked-in',
    checkedInAt,
    admitted,
  };
}
