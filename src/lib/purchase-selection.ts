// A purchase's selection written into its address (`/tickets?eventId=…&selection=…`, with the
// add-ons chosen in `addOns=` and the pay-what-you-want amounts typed in `amounts=`), so the return
// path that sign-in, sign-up and the e-mailed confirmation link carry brings the buyer back to the
// same order — in another tab, on another device, or after a session ran out.
export const SELECTION_PARAM = 'selection';
export const ADD_ONS_PARAM = 'addOns';
export const AMOUNTS_PARAM = 'amounts';
/** `step=review`: the way back from signing in opens the review the buyer left, not the tickets. */
export const STEP_PARAM = 'step';
export const REVIEW_STEP = 'review';

/** What a buyer chose: ticket quantities, add-on quantities by variant id, amounts by type id. */
export interface ChosenOrder {
  quantities: Record<string, number>;
  addOns: Record<string, number>;
  amounts: Record<string, string>;
}

export const NOTHING_CHOSEN: ChosenOrder = { quantities: {}, addOns: {}, amounts: {} };

/** The register page refuses a return path past 1,000 characters: the extras give way first. */
const MAX_PATH_LENGTH = 1000;
const KEY = /^[\w:-]{1,80}$/;
/** An amount as typed into the field: dollars and up to two decimals. */
const AMOUNT = /^\d{1,5}(\.\d{1,2})?$/;
/** The add-on limit per order (the server's own bound is the add-on's `maxPerOrder`). */
const MAX_ADD_ON_QUANTITY = 50;

/** Quantities by key (a type's id, or `{typeId}:{role}`) as `key_quantity,key_quantity`. */
export function selectionText(quantities: Record<string, number>): string {
  return Object.entries(quantities)
    .filter(([, quantity]) => Number.isInteger(quantity) && quantity > 0)
    .map(([key, quantity]) => `${key}_${quantity}`)
    .join(',');
}

/** `key_value` pairs of a text, the key checked; the value as written. */
function pairsOf(text: string | null | undefined): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of (text ?? '').split(',')) {
    const cut = part.lastIndexOf('_');
    const key = part.slice(0, cut);
    if (cut > 0 && KEY.test(key)) pairs.push([key, part.slice(cut + 1)]);
  }
  return pairs;
}

function quantitiesOf(text: string | null | undefined, most: number): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const [key, value] of pairsOf(text)) {
    const quantity = Number(value);
    if (Number.isInteger(quantity) && quantity > 0) quantities[key] = Math.min(quantity, most);
  }
  return quantities;
}

export function selectionOf(text: string | null | undefined): Record<string, number> {
  return quantitiesOf(text, 10);
}

/** Amounts by type id as `typeId_22.50`; an empty amount (the minimum) is not written. */
export function amountsText(amounts: Record<string, string>): string {
  return Object.entries(amounts)
    .map(([key, typed]) => [key, typed.trim()] as const)
    .filter(([, typed]) => AMOUNT.test(typed))
    .map(([key, typed]) => `${key}_${typed}`)
    .join(',');
}

/** The address asks for the review step (back from signing in from it). */
export const opensReview = (params: URLSearchParams) => params.get(STEP_PARAM) === REVIEW_STEP;

/** The order an address carries (nothing where it carries nothing). */
export function chosenOrderOf(params: URLSearchParams): ChosenOrder {
  return {
    quantities: selectionOf(params.get(SELECTION_PARAM)),
    addOns: quantitiesOf(params.get(ADD_ONS_PARAM), MAX_ADD_ON_QUANTITY),
    amounts: Object.fromEntries(
      pairsOf(params.get(AMOUNTS_PARAM)).filter(([, typed]) => AMOUNT.test(typed)),
    ),
  };
}

/** The purchase page's address for this event with this selection (and its add-ons and amounts,
 * unless they would make the address too long: this device keeps them anyway); `review`: it opens
 * on the review step. */
export function purchasePathWith(
  path: string,
  eventId: string,
  quantities: Record<string, number>,
  extras: Pick<ChosenOrder, 'addOns' | 'amounts'> = NOTHING_CHOSEN,
  review = false,
): string {
  const [pathname = '/tickets', search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  if (!params.get('eventId')) params.set('eventId', eventId);
  const texts = [
    [SELECTION_PARAM, selectionText(quantities)],
    [ADD_ONS_PARAM, selectionText(extras.addOns)],
    [AMOUNTS_PARAM, amountsText(extras.amounts)],
  ] as const;
  for (const [param, text] of texts) {
    if (text) params.set(param, text);
    else params.delete(param);
  }
  if (review && params.has(SELECTION_PARAM)) params.set(STEP_PARAM, REVIEW_STEP);
  else params.delete(STEP_PARAM);
  const full = `${pathname}?${params.toString()}`;
  if (full.length <= MAX_PATH_LENGTH) return full;
  params.delete(ADD_ONS_PARAM);
  params.delete(AMOUNTS_PARAM);
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
