// The receipt of a door sale whose buyer gave an e-mail address: the same confirmation an online
// order gets (its lines, the total and how it was taken, the tickets' codes, the order link that
// opens without signing in), written to the outbox with the order — and so delivered by the
// durable mail job — with the order's tax invoice (a receipt if the school is not registered for
// GST) attached. A comp took no money, so it has no document, as a class booked with a pass.
import type { DoorSaleMethod } from '../../../src/contract/door-sales';
import type { Db } from '../../db/database';
import { siteLink, targetOf } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import { INVOICE_ATTACHED } from '../purchases/order-issue';
import { confirmationMail } from '../purchases/purchase-mail';
import { issueInvoice } from '../tax/tax-invoices';
import { invoiceAttachment } from '../tax/mail-attachments';

export interface DoorReceipt {
  orderId: string;
  email: string;
  method: DoorSaleMethod;
  amountCents: number;
  currency: string;
  /** The tickets' name, with the role's ("Workshop · Leader"). */
  ticketName: string;
  quantity: number;
  codes: string[];
  event: { title: string; startsAt: Date; timeZone: string; location: string };
}

/** The outbox row of a door sale's receipt, for the statement that writes the order. */
export async function doorReceiptRow(ctx: ServiceContext, db: Db, sale: DoorReceipt) {
  const target = await targetOf(db);
  const access = ctx.orderLinks.tokenFor(sale.orderId, sale.event.startsAt);
  const message = confirmationMail(
    sale.email,
    {
      orderId: sale.orderId,
      total: sale.amountCents / 100,
      currency: sale.currency,
      tickets: sale.codes.map((code) => ({ code, ticketTypeName: sale.ticketName })),
    },
    sale.event,
    {
      // One line for the whole amount: the door may have taken a rounded price for several.
      lines: [
        {
          name: sale.ticketName,
          quantity: sale.quantity,
          priceCents: sale.amountCents / sale.quantity,
        },
      ],
      feeCents: 0,
      orderUrl: siteLink(ctx.config, target, `/orders/${sale.orderId}?access=${access}`),
      guest: true,
      paidWith: { kind: 'door', method: sale.method },
    },
  );
  if (sale.method !== 'comp') {
    message.attachment = invoiceAttachment(sale.orderId);
    message.text += `\n\n${INVOICE_ATTACHED}`;
  }
  return ctx.mailer.outboxRow(message);
}

/** After the order is written: its invoice numbered in the order of sales, the receipt sent now. */
export async function sendDoorReceipt(
  ctx: ServiceContext,
  db: Db,
  orderId: string,
  row: { id: string; attachment?: string | null },
) {
  // A failure here leaves the numbering to the e-mail's delivery or a download, as online.
  if (row.attachment) await issueInvoice(db, orderId).catch(() => undefined);
  await ctx.mailer.deliver(db, row.id);
}
