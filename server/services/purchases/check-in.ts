// Check-in at the door by the event's QR (self check-in). A signed-in dancer scans it while the
// door is open (check-in-window.ts): one ticket is admitted per person — with one ticket left it is
// admitted at once; holding several, the dancer is asked how many of them are coming in, and that
// many are admitted. A check-in is keyed by its ticket, so however many scans arrive together each
// ticket is admitted exactly once; void (refunded) tickets admit nobody; a later scan says when.
import type { CheckInResult } from '../../../src/contract/check-in';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { admitTickets } from '../check-ins/check-in-writer';
import type { CheckInCodes } from '../ticketing/check-in-codes';
import { assertCheckInOpen, eventTimesOf } from './check-in-window';

export const INVALID_CHECK_IN_CODE = 'This check-in code is not valid.';

async function ticketsOf(db: Db, accountId: string, eventId: string) {
  return (
    db
      .selectFrom('tickets')
      .leftJoin('check_ins', 'check_ins.ticket_id', 'tickets.id')
      .select(['tickets.id', 'check_ins.checked_in_at'])
      .where('tickets.account_id', '=', accountId)
      .where('tickets.event_id', '=', eventId)
      // A refunded (void) ticket admits nobody.
      .where('tickets.voided_at', 'is', null)
      .orderBy('tickets.created_at')
      .orderBy('tickets.id')
      .execute()
  );
}

export async function checkInWithEventCode(
  db: Db,
  codes: CheckInCodes,
  accountId: string,
  token: string,
  count?: number,
): Promise<CheckInResult> {
  const eventId = codes.eventOf(token);
  const event = eventId
    ? await db
        .selectFrom('events')
        .select(['id', 'title', 'starts_at', 'ends_at', 'time_zone', 'check_in_opens_minutes'])
        .where('id', '=', eventId)
        .executeTakeFirst()
    : undefined;
  if (!event) throw notFound(INVALID_CHECK_IN_CODE);
  const base = { eventId: event.id, eventTitle: event.title };
  const tickets = await ticketsOf(db, accountId, event.id);
  if (tickets.length === 0)
    return { ...base, status: 'no-ticket', checkedInAt: null, admitted: 0, remaining: 0 };
  assertCheckInOpen(eventTimesOf(event));
  const waiting = tickets.filter((ticket) => !ticket.checked_in_at);
  if (waiting.length > 1 && count === undefined)
    return {
      ...base,
      status: 'choose-count',
      checkedInAt: null,
      admitted: 0,
      remaining: waiting.length,
    };
  const admitted = (
    await admitTickets(
      db,
      waiting.slice(0, count ?? 1).map((ticket) => ticket.id),
      { kind: 'self', accountId },
    )
  ).length;
  const after = await ticketsOf(db, accountId, event.id);
  const first = after
    .map((ticket) => ticket.checked_in_at)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    ...base,
    status: admitted > 0 ? 'checked-in' : 'already-checked-in',
    // When this buyer first checked in for the event (what a later scan reports).
    checkedInAt: first ? new Date(first).toISOString() : null,
    admitted,
    remaining: after.filter((ticket) => !ticket.checked_in_at).length,
  };
}
