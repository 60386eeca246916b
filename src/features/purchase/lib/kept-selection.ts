// The quantities a buyer chose, kept on this device (local storage, for a day) while they sign in
// or create an account, so they come back to the same selection — also in another tab, such as
// the one the e-mailed confirmation link opens. The address carries it too (lib/purchase-selection).
const keyOf = (eventId: string) => `floorcraft-purchase-selection:${eventId}`;
const KEPT_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readKeptSelection(eventId: string): Record<string, number> {
  try {
    const raw = storage()?.getItem(keyOf(eventId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null || !('quantities' in parsed)) return {};
    const { quantities, keptAt } = parsed as { quantities: unknown; keptAt: unknown };
    if (typeof keptAt !== 'number' || Date.now() - keptAt > KEPT_MS) return {};
    if (typeof quantities !== 'object' || quantities === null) return {};
    return Object.fromEntries(
      Object.entries(quantities).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

export function keepSelection(eventId: string, quantities: Record<string, number>): void {
  try {
    if (Object.values(quantities).some((quantity) => quantity > 0))
      storage()?.setItem(keyOf(eventId), JSON.stringify({ quantities, keptAt: Date.now() }));
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
