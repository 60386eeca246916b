// The attendee list as a CSV file for a spreadsheet: one row per valid ticket with the holder's
// name and address, order number, ticket type, role, price, promo code, comp (with its note) and
// check-in, saved under a name that says which event and when. A festival's or a course's list
// also names each ticket's sessions and those it came to, and may be one session's only. A
// teacher's holds the sessions they teach, without prices.
import { orderNumber } from '../../../src/contract/order-number';
import type { Db } from '../../db/database';
import { eventSlug } from '../../../src/contract/event-page';
import { AppError } from '../../lib/app-error';
import { attendeesOf } from './attendees';
import { compLabel } from '../../../src/contract/comps';
import { csvText } from '../../lib/csv';
import { scopedAttendees } from '../team/taught-sessions';

/** The attendee list as CSV (a header row, then one row per valid ticket), and its file name. */
export async function attendeesCsv(
  db: Db,
  organisationId: string,
  configurationId: string,
  sessionId?: string,
  scope: string[] | null = null,
) {
  const list = scopedAttendees(await attendeesOf(db, organisationId, configurationId), scope);
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
      attendee.checkedInAt ?? '',
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
