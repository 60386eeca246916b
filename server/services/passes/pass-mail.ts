// The receipt of a class pass, sent when the pass becomes the dancer's (paid by card, or at once
// in the demo): the order number, the pass with its classes and how long it lasts, the price,
// the school, and the way to book classes with it.
import { dateFormat } from '../../../src/contract/date-formats';
import { formatMoney } from '../../../src/contract/money';
import { orderNumber } from '../../../src/contract/order-number';
import { DEMO_PAYMENT_NOTICE } from '../../../src/contract/payments';
import type { MailMessage } from '../mailer';

export interface SoldPass {
  passOrderId: string;
  email: string;
  name: string;
  classes: number;
  priceCents: number;
  currency: string;
  validUntil: Date;
  schoolName: string;
  schoolTimeZone: string;
}

/** `myTicketsUrl`: My Tickets on the site and database the pass was sold in (site-address.ts). */
export function passReceiptMail(pass: SoldPass, demo: boolean, myTicketsUrl: string): MailMessage {
  const price = formatMoney(pass.priceCents / 100, pass.currency);
  const until = dateFormat({ dateStyle: 'full', timeZone: pass.schoolTimeZone }).format(
    pass.validUntil,
  );
  return {
    to: pass.email,
    subject: `Your class pass: ${pass.name}`,
    text: [
      `Thank you for your order (${price}).`,
      ...(demo ? [`${DEMO_PAYMENT_NOTICE}.`] : []),
      `Order number: ${orderNumber(pass.passOrderId)}`,
      '',
      `  ${pass.name} — ${pass.classes} classes at ${pass.schoolName} = ${price}`,
      demo ? `  Total: ${price} (demo payment, nothing was charged)` : `  Total paid: ${price}`,
      '',
      `Your pass holds ${pass.classes} classes until ${until}.`,
      `Book your classes in My Tickets: ${myTicketsUrl}`,
    ].join('\n'),
  };
}
