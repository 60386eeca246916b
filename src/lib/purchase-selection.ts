// A purchase's selection written into its address (`/tickets?eventId=…&selection=…`), so the
// return path that sign-in, sign-up and the e-mailed confirmation link carry brings the buyer back
// to the same tickets — in another tab, on another device, or after a session ran out.
export const SELECTION_PARAM = 'selection';

/** Quantities by key (a type's id, or `{typeId}:{role}`) as `key_quantity,key_quantity`. */
export function selectionText(quantities: Record<string, number>): string {
  return Object.entries(quantities)
    .filter(([, quantity]) => Number.isInteger(quantity) && quantity > 0)
    .map(([key, quantity]) => `${key}_${quantity}`)
    .join(',');
}

export function selectionOf(text: string | null | undefined): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const part of (text ?? '').split(',')) {
    const cut = part.lastIndexOf('_');
    const key = part.slice(0, cut);
    const quantity = Number(part.slice(cut + 1));
    if (cut > 0 && /^[\w:-]{1,80}$/.test(key) && Number.isInteger(quantity) && quantity > 0)
      quantities[key] = Math.min(quantity, 10);
  }
  return quantities;
}

/** The purchase page's address for this event with this selection. */
export function purchasePathWith(
  path: string,
  eventId: string,
  quantities: Record<string, number>,
): string {
  const [pathname = '/tickets', search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  if (!params.get('eventId')) params.set('eventId', eventId);
  const text = selectionText(quantities);
  if (text) params.set(SELECTION_PARAM, text);
  else params.delete(SELECTION_PARAM);
  return `${pathname}?${params.toString()}`;
}

/** What a return path is buying: its event and how many tickets, or null when it is no purchase. */
export function purchaseIntentOf(
  returnPath: string | null,
): { eventId: string; tickets: number } | null {
  if (!returnPath) return null;
  const url = new URL(returnPath, 'http://site.invalid');
  const eventId = url.searchParams.get('eventId');
  if (url.pathname !== '/tickets' || !eventId) return null;
  const tickets = Object.values(selectionOf(url.searchParams.get(SELECTION_PARAM))).reduce(
    (sum, quantity) => sum + quantity,
    0,
  );
  return tickets > 0 ? { eventId, tickets } : null;
}
