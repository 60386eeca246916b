// The payment-provider boundary. The spec's clients build the payment on the device (a generated
// transaction id, status completed) and name stripe, paypal and square as methods; the one provider
// enabled here is "test", which accepts that payment as it is and records it on the order. A real
// provider (charging a card, confirming a PayPal order) is another implementation of this
// interface; the purchase rules do not change.
import type { PaymentMethod } from '../../../src/contract/ticketing';
import { AppError } from '../../lib/app-error';

export interface PaymentRequest {
  method: PaymentMethod;
  transactionId: string;
  status: 'completed';
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly id: string;
  /** Confirms the payment; answers the provider's reference, or throws an AppError. */
  confirm(payment: PaymentRequest): Promise<{ reference: string }>;
}

export const testPaymentProvider: PaymentProvider = {
  id: 'test',
  async confirm(payment) {
    if (payment.status !== 'completed')
      throw new AppError(402, 'VALIDATION_ERROR', 'The payment was not completed.', {
        field: 'paymentData.paymentStatus',
      });
    return { reference: payment.transactionId };
  },
};

export const paymentProvider = (): PaymentProvider => testPaymentProvider;
