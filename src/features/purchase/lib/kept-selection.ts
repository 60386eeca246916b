// What a buyer chose — ticket quantities, add-ons and pay-what-you-want amounts — kept on this
// device (local storage, for a day) while they sign in or create an account, so they come back to
// the same order — also in another tab, such as the one the e-mailed confirmation link opens. The
// address carries it too (lib/purchase-selection).
import { NOTHING_CHOSEN, type ChosenOrder } from '@/lib/purchase-selection';

const keyOf = (eventId: string) => `floorcraft-purchase-selection:${eventId}`;
const KEPT_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function countsOf(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isInteger(entry[1]) && entry[1] > 0,
    ),
  );
}

function typedOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 20,
    ),
  );
}

/** The order kept for this event; nothing when none was kept or it is older than a day. */
export function readKeptOrder(eventId: string): ChosenOrder {
  try {
    const raw = storage()?.getItem(keyOf(eventId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(parsed) || !('quantities' in parsed)) return NOTHING_CHOSEN;
    if (typeof parsed.keptAt !== 'number' || Date.now() - parsed.keptAt > KEPT_MS)
      return NOTHING_CHOSEN;
    return {
      quantities: countsOf(parsed.quantities),
      // Absent from what was kept before add-ons were.
      addOns: countsOf(parsed.addOns),
      amounts: typedOf(parsed.amounts),
    };
  } catch {
    return NOTHING_CHOSEN;
  }
}

export function readKeptSelection(eventId: string): Record<string, number> {
  return readKeptOrder(eventId).quantities;
}

/** The order a purchase page opens with: the address's when it carries tickets, else the kept one. */
export function startingOrder(eventId: string, carried: ChosenOrder): ChosenOrder {
  return Object.keys(carried.quantities).length > 0 ? carried : readKeptOrder(eventId);
}

export function keepSelection(
  eventId: string,
  quantities: Record<string, number>,
  extras: Pick<ChosenOrder, 'addOns' | 'amounts'> = NOTHING_CHOSEN,
): void {
  const anything =
    Object.values(quantities).some((quantity) => quantity > 0) ||
    Object.values(extras.addOns).some((quantity) => quantity > 0);
  try {
    if (anything)
      storage()?.setItem(
        keyOf(eventId),
        JSON.stringify({
          quantities,
          addOns: countsOf(extras.addOns),
          amounts: extras.amounts,
          keptAt: Date.now(),
        }),
      );
    else storage()?.removeItem(keyOf(eventId));
  } catch {
    // Storage full or refused: the address still carries the selection.
  }
}

export function forgetSelection(eventId: string): void {
  try {
    storage()?.removeItem(keyOf(eventId));
  } catch {
    // Nothing to forget.
  }
}
