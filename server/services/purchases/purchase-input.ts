// What a buyer asks for, however it arrived (the demo purchase or a paid checkout), in the shape
// the purchase rules read.
import type { AddOnSelection } from '../../../src/contract/add-on-choice';
import type { AttendeeInput } from '../../../src/contract/attendee-questions';
import type { Partner } from '../../../src/contract/partner-roles';
import type { PurchaseRequest } from '../../../src/contract/purchases';
import type { PaymentMethod } from '../../../src/contract/ticketing';

/** What a buyer asks for, however it arrived (the demo purchase or a paid checkout). */
export interface PurchaseInput {
  ticketingConfigId: string;
  ticketSelections: PurchaseRequest['ticketSelections'];
  paymentMethod: PaymentMethod;
  /** The client's id for this attempt: the idempotency key. */
  transactionId: string;
  /** A couple's partner. */
  partner?: Partner | undefined;
  /** A promo or access code (services/codes). */
  code?: string | undefined;
  /** Add-ons bought with the tickets (services/addons). */
  addOns?: AddOnSelection[] | undefined;
  /** Each ticket's holder and answers (services/questions). */
  attendees?: AttendeeInput[] | undefined;
}

export const inputOfPurchase = (request: PurchaseRequest): PurchaseInput => ({
  ticketingConfigId: request.ticketingConfigId,
  ticketSelections: request.ticketSelections,
  paymentMethod: request.paymentData.paymentMethod,
  transactionId: request.paymentData.transactionId,
  partner: request.partner,
  code: request.code,
  addOns: request.addOns,
  attendees: request.attendees,
});
