// The attendee list as a CSV file for a spreadsheet: one row per valid ticket with the holder's
// name and address, order number, ticket type, role, price, promo code, comp (with its note) and
// check-in, saved under a name that says which event and when. A festival's or a course's list
// also names each ticket's sessions and those it came to, and may be one session's only.
import { orderNumber } from '../../../src/contract/order-number';
import type { Db } from '../../db/database';
import { eventSlug } from '../../../src/contract/event-page';
import { AppError } from '../../lib/app-error';
import { attendeesOf } from './attendees';
import { compLabel } from '../../../src/contract/comps';

/** A CSV cell; one a spreadsheet would read as a formula starts with an apostrophe instead. */
function csvCell(raw: string): string {
  const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The attendee list as CSV (a header row, then one row per valid ticket), and its file name. */
export async function attendeesCsv(
  db: Db,
  organisationId: string,
  configurationId: string,
  sessionId?: string,
) {
  const list = await attendeesOf(db, organisationId, configurationId);
  const { currency, sessions } = list;
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
      attendee.withPass ? 'class pass' : attendee.price.toFixed(2),
      currency,
      attendee.promoCode ?? '',
      attendee.addOns,
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
    csv: `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`,
  };
}
