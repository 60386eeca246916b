// The attendee list as a CSV file for a spreadsheet: one row per valid ticket with the holder's
// name and address, order number, ticket type, role, price and check-in, saved under a name that
// says which event and when.
import { orderNumber } from '../../../src/contract/order-number';
import type { Db } from '../../db/database';
import { attendeesOf } from './attendees';

/** A CSV cell; one a spreadsheet would read as a formula starts with an apostrophe instead. */
function csvCell(raw: string): string {
  const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The attendee list as CSV (a header row, then one row per valid ticket), and its file name. */
export async function attendeesCsv(db: Db, organisationId: string, configurationId: string) {
  const { attendees, currency, exportFileName } = await attendeesOf(
    db,
    organisationId,
    configurationId,
  );
  const rows = [
    [
      'Name',
      'E-mail',
      'Order number',
      'Ticket type',
      'Role',
      'Price',
      'Currency',
      'Code',
      'Checked in at',
      'Checked in by',
    ],
    ...attendees.map((attendee) => [
      attendee.name ?? '',
      attendee.email,
      orderNumber(attendee.orderId),
      attendee.ticketType,
      attendee.role ?? '',
      attendee.withPass ? 'class pass' : attendee.price.toFixed(2),
      currency,
      attendee.code,
      attendee.checkedInAt ?? '',
      attendee.checkedInAt ? (attendee.checkedInBy ?? 'self check-in') : '',
    ]),
  ];
  return {
    fileName: exportFileName,
    csv: `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`,
  };
}
