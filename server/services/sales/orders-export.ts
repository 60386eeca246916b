// An event's orders as CSV for a spreadsheet or an accounting import: one row per order line
// (each ticket type and add-on of each order), dated in the event's zone. What belongs to the whole
// order — discount and code, booking fee, total, refunded, GST — is on its first line only, so each
// column adds up to the event's figures. GST columns appear when the school is registered for GST
// (or an order's invoice carried GST).
import { isDoorComp } from '../../../src/contract/door-sales';
import { gstOfInclusive } from '../../../src/contract/tax';
import { orderNumber } from '../../../src/contract/order-number';
import { ordersFileNameOf } from '../../../src/contract/sales-reports';
import type { Db } from '../../db/database';
import { csvAmount, csvCount, csvText, type CsvValue } from '../../lib/csv';
import { attendeesFileName } from '../purchases/attendees';
import { COMP_PROVIDER } from '../comps/comp-read';
import {
  exportLinesOf,
  exportOrdersOf,
  type ExportLine,
  type ExportOrder,
} from './orders-export-read';
import { salesEventOf } from './sales-event';

const HEADER = [
  'Order number',
  'Order id',
  'Date',
  'Time',
  'Time zone',
  'Buyer',
  'E-mail',
  'Kind',
  'Item',
  'Quantity',
  'Refunded quantity',
  'Unit price',
  'Line total',
  'Currency',
  'Discount',
  'Code',
  'Booking fee',
  'Order total',
  'Refunded',
];
const GST_HEADER = ['GST', 'GST refunded'];
const PAYMENT_HEADER = ['Payment method', 'Payment provider', 'Status'];

const STATUS = { paid: 'paid', partially_refunded: 'partly refunded', refunded: 'refunded' };

function statusOf(order: ExportOrder): string {
  // A comp given from Sales, or at the door (a door sale whose method is comp).
  if (order.payment_provider === COMP_PROVIDER || isDoorComp(order))
    return order.comp_revoked_at ? 'comp revoked' : 'comp';
  return STATUS[order.status];
}

/** The order's GST: its invoice's, or, not yet invoiced, as the school's registration stands. */
function gstOf(order: ExportOrder, registeredNow: boolean): number {
  if (order.invoice_gst_cents !== null) return order.invoice_gst_cents;
  return registeredNow && order.payment_provider !== 'pass' ? gstOfInclusive(order.total_cents) : 0;
}

export async function ordersCsv(db: Db, organisationId: string, configurationId: string) {
  const event = await salesEventOf(db, organisationId, configurationId);
  const school = await db
    .selectFrom('organisations')
    .select('gst_registered')
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  const orders = await exportOrdersOf(db, configurationId, event.timeZone);
  const lines = await exportLinesOf(
    db,
    orders.map((order) => order.id),
  );
  const withGst =
    school.gst_registered || orders.some((order) => order.invoice_gst_registered === true);
  const rows: CsvValue[][] = [[...HEADER, ...(withGst ? GST_HEADER : []), ...PAYMENT_HEADER]];
  for (const order of orders) {
    const ofOrder: (ExportLine | null)[] = lines.get(order.id) ?? [null];
    ofOrder.forEach((line, index) => {
      const first = index === 0;
      const once = (value: CsvValue): CsvValue => (first ? value : '');
      rows.push([
        orderNumber(order.id),
        order.id,
        order.date,
        order.time,
        event.timeZone,
        order.buyer ?? '',
        order.buyer_email,
        line?.kind ?? '',
        line?.item ?? '',
        line ? csvCount(line.quantity) : '',
        line ? csvCount(line.refundedQuantity) : '',
        line ? csvAmount(line.unitPriceCents) : '',
        line ? csvAmount(line.totalCents) : '',
        order.currency,
        once(csvAmount(order.discount_cents)),
        once(order.code ?? ''),
        once(csvAmount(order.booking_fee_cents)),
        once(csvAmount(order.total_cents)),
        once(csvAmount(order.refunded_cents)),
        ...(withGst
          ? [
              once(csvAmount(gstOf(order, school.gst_registered))),
              once(csvAmount(Number(order.refunded_gst_cents ?? 0))),
            ]
          : []),
        order.payment_method,
        order.payment_provider,
        statusOf(order),
      ]);
    });
  }
  return {
    csv: csvText(rows),
    fileName: ordersFileNameOf(attendeesFileName(event.title, event.localDate)),
  };
}
