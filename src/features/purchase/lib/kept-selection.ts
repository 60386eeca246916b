// The quantities a visitor chose, kept in session storage while they sign in or create an account,
// so they come back to the same selection.
const keyOf = (eventId: string) => `floorcraft-purchase-selection:${eventId}`;

export function readKeptSelection(eventId: string): Record<string, number> {
  try {
    const raw = sessionStorage.getItem(keyOf(eventId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

export function keepSelection(eventId: string, quantities: Record<string, number>): void {
  try {
    sessionStorage.setItem(keyOf(eventId), JSON.stringify(quantities));
  } catch {
    // Storage full or refused: the visitor chooses again.
  }
}

export function forgetSelection(eventId: string): void {
  try {
    sessionStorage.removeItem(keyOf(eventId));
  } catch {
    // Nothing to forget.
  }
}
