// The purchase form's extras: the add-ons chosen, the pay-what-you-want amounts typed, each
// ticket's holder and answers, and the server's refusals of any of them (shown next to the picker,
// the amount or the ticket, not only at the bottom).
import { useMemo, useState } from 'react';
import type { PurchaseEvent } from '@/contract/purchases';
import { failureError, type ApiFailure } from '@/lib/api/result';
import {
  addOnsToSend,
  amountRefusal,
  chosenAddOnLines,
  chosenAddOnsCents,
  withChosenPrice,
  type AddOnChoice,
  type ChosenAmounts,
} from '../lib/order-extras';
import type { AttendeeDraft, AttendeeDrafts } from '../lib/attendee-slots';

/** A refusal of the add-ons: its words and, for a sold-out variant, which. */
export interface AddOnRefusal {
  message: string;
  variantId: string | null;
}

/** `starting`: what the buyer had chosen before signing in (the address's, or this device's). */
export function useOrderExtras(
  event: PurchaseEvent | undefined,
  starting: { addOns: AddOnChoice; amounts: ChosenAmounts } = { addOns: {}, amounts: {} },
) {
  const [addOnChoice, setAddOnChoice] = useState<AddOnChoice>(() => starting.addOns);
  const [amounts, setAmounts] = useState<ChosenAmounts>(() => starting.amounts);
  const [addOnRefusal, setAddOnRefusal] = useState<AddOnRefusal | null>(null);
  const [amountFailure, setAmountFailure] = useState<{ typeId: string; message: string } | null>(
    null,
  );
  const [attendees, setAttendees] = useState<AttendeeDrafts>({});
  const [attendeeRefusal, setAttendeeRefusal] = useState<{
    ticket: number;
    message: string;
  } | null>(null);
  const addOnLines = useMemo(
    () => chosenAddOnLines(event?.addOns ?? [], addOnChoice),
    [event?.addOns, addOnChoice],
  );
  const pricedTypes = useMemo(
    () => (event?.ticketTypes ?? []).map((type) => withChosenPrice(type, amounts)),
    [event?.ticketTypes, amounts],
  );

  /** The first typed amount that cannot be paid, among the chosen types. */
  const amountProblem = (quantities: Record<string, number>) => {
    for (const type of event?.ticketTypes ?? []) {
      const chosen = Object.entries(quantities).some(
        ([key, quantity]) => quantity > 0 && key.split(':')[0] === type.id,
      );
      const message = chosen ? amountRefusal(type, amounts) : null;
      if (message) return { typeId: type.id, message };
    }
    return null;
  };

  /** Takes a refusal that belongs to the add-ons or an amount; true when it did. */
  const takeRefusal = (failure: ApiFailure): boolean => {
    const { message, details } = failureError(failure);
    if (!message || !details) return false;
    if (typeof details.addOnVariant === 'string' || details.field === 'addOns') {
      const variantId = typeof details.addOnVariant === 'string' ? details.addOnVariant : null;
      setAddOnRefusal({ message, variantId });
      return true;
    }
    if (details.field === 'attendees') {
      setAttendeeRefusal({
        ticket: typeof details.ticket === 'number' ? details.ticket : 0,
        message,
      });
      return true;
    }
    const priced = event?.ticketTypes.find((type) => type.payWhatYouWant);
    if (details.field === 'ticketSelections.price' && priced) {
      setAmountFailure({ typeId: priced.id, message });
      return true;
    }
    return false;
  };

  return {
    addOnChoice,
    setAddOnQuantity: (variantId: string, quantity: number) => {
      setAddOnChoice((current) => ({ ...current, [variantId]: quantity }));
      setAddOnRefusal(null);
    },
    amounts,
    setAmount: (typeId: string, typed: string) => {
      setAmounts((current) => ({ ...current, [typeId]: typed }));
      setAmountFailure(null);
    },
    attendees,
    setAttendee: (key: string, draft: AttendeeDraft) => {
      setAttendees((current) => ({ ...current, [key]: draft }));
      setAttendeeRefusal(null);
    },
    attendeeRefusal,
    addOnLines,
    addOnsCents: chosenAddOnsCents(addOnLines),
    addOnsToSend: addOnsToSend(addOnLines),
    pricedTypes,
    amountProblem,
    amountFailure,
    showAmountFailure: setAmountFailure,
    addOnRefusal,
    takeRefusal,
    /** Changes whenever the order they make changes (a new transaction id). */
    signature: JSON.stringify([addOnChoice, amounts]),
  };
}

export type OrderExtras = ReturnType<typeof useOrderExtras>;
