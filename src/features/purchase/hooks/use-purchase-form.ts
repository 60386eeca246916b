// The purchase form's state: quantities, payment method, the purchase (one transaction id per
// attempt, kept for a retry of the same order), and what follows success.
import { useState } from 'react';
import type { PurchaseEvent, PurchaseResult } from '@/contract/purchases';
import type { PaymentMethod } from '@/contract/ticketing';
import { usePurchase } from '../api/purchase';
import { purchaseFailureMessage } from '../lib/purchase-messages';
import { totalOf } from '../lib/purchase-rules';

export function usePurchaseForm(event: PurchaseEvent | undefined, eventId: string) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PurchaseResult | null>(null);
  // A new id whenever the order changes; the same one when the same order is retried.
  const [transactionId, setTransactionId] = useState(() => `web-${crypto.randomUUID()}`);
  const mutation = usePurchase(eventId);
  const paymentMethod = method ?? event?.paymentMethods[0] ?? null;
  const total = event ? totalOf(event.ticketTypes, quantities) : 0;

  const setQuantity = (typeId: string, quantity: number) => {
    setQuantities((current) => ({ ...current, [typeId]: quantity }));
    setTransactionId(`web-${crypto.randomUUID()}`);
  };

  async function buy() {
    if (!event || !paymentMethod || total <= 0) return;
    setError(null);
    const outcome = await mutation.mutateAsync({
      ticketingConfigId: event.ticketingConfigId,
      ticketSelections: event.ticketTypes
        .filter((type) => (quantities[type.id] ?? 0) > 0)
        .map((type) => ({
          ticketType: type.id,
          quantity: quantities[type.id] ?? 0,
          price: type.price,
          currency: type.currency,
        })),
      paymentData: { paymentMethod, transactionId, paymentStatus: 'completed' },
    });
    if (outcome.ok) return setResult(outcome.data);
    setError(purchaseFailureMessage(outcome.failure));
  }

  return {
    quantities,
    setQuantity,
    paymentMethod,
    setMethod,
    total,
    buy,
    processing: mutation.isPending,
    error,
    result,
  };
}
