// The attendee list as a CSV file for a spreadsheet: one row per valid ticket with the holder's
// name and address, order number, ticket type, role, price, promo code, comp (with its note) and
// check-in, saved under a name that says which event and when. A festival's or a course's list
// also names each ticket's sessions and those it came to, and may be one session's only. A
// teacher's holds the sessions they teach, without prices. Check-in times are the event's wall
// clock with its offset ("2031-03-07T20:15:00+11:00"), as every time in Sales is the event's.
import { orderNumber } from '../../../src/contract/order-number';
import type { Db } from '../../db/database';
import { eventSlug } from '../../../src/contract/event-page';
import { AppError } from '../../lib/app-error';
import { attendeesOf } from './attendees';
import { compLabel } from '../../../src/contract/comps';
import { csvText } from '../../lib/csv';
import { scopedAttendees } from '../team/taught-sessions';
import { isoWithOffset } from '../../../src/contract/time-zones';

/** The event's zone (UTC for a configuration with no event yet, which has no check-ins either). */
async function timeZoneOf(db: Db, configurationId: string): Promise<string> {
  const row = await db
    .selectFrom('ticket_configurations as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select('e.time_zone')
    .where('c.id', '=', configurationId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** The attendee list as CSV (a header row, then one row per valid ticket), and its file name. */
export async function attendeesCsv(
  db: Db,
  organisationId: string,
  configurationId: string,
  sessionId?: string,
  scope: string[] | null = null,
) {
  const list = scopedAttendees(await attendeesOf(db, organisationId, configurationId), scope);
  const timeZone = await timeZoneOf(db, configurationId);
  const checkedInAt = (at: string | null) => (at ? isoWithOffset(new Date(at), timeZone) : '');
  const { currency, sessions, questions } = list;
  const session = sessionId ? sessions.find((candidate) => candidate.id === sessionId) : undefined;
  if (sessionId && !session)
    throw new AppError(404, 'NOT_FOUND', 'This session is not one of this event’s.', {
      field: 'session',
    });
  const attendees = session
    ? list.attendees.filter((attendee) => attendee.sessionIds.includes(session.id))
    : list.attendees;
  const names = new Map(sessions.map((one) => [one.id, one.name]));
  const sessionCells = (ids: string[]) => ids.map((id) => names.get(id) ?? '').join('; ');
  const exportFileName = session
    ? list.exportFileName.replace(/-attendees\.csv$/, `-${eventSlug(session.name)}-attendees.csv`)
    : list.exportFileName;
  const rows = [
    [
      'Name',
      'E-mail',
      'Order number',
      'Ticket type',
      'Role',
      'Price',
      'Currency',
      'Promo code',
      'Add-ons',
      ...questions.map((question) => question.label),
      'Comp',
      'Code',
      'Checked in at',
      'Checked in by',
      ...(sessions.length > 0 ? ['Sessions', 'Came to'] : []),
    ],
    ...attendees.map((attendee) => [
      attendee.name ?? '',
      attendee.email,
      orderNumber(attendee.orderId),
      attendee.ticketType,
      attendee.role ?? '',
      attendee.withPass ? 'class pass' : list.taughtOnly ? '' : attendee.price.toFixed(2),
      currency,
      attendee.promoCode ?? '',
      attendee.addOns,
      ...questions.map(
        (question) =>
          attendee.answers.find((line) => line.questionId === question.id)?.answer ?? '',
      ),
      attendee.comp ? compLabel(attendee.compNote) : '',
      attendee.code,
      checkedInAt(attendee.checkedInAt),
      attendee.checkedInAt ? (attendee.checkedInBy ?? 'self check-in') : '',
      ...(sessions.length > 0
        ? [sessionCells(attendee.sessionIds), sessionCells(attendee.admittedTo)]
        : []),
    ]),
  ];
  return {
    fileName: exportFileName,
    csv: csvText(rows),
  };
}
