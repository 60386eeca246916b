// An order's add-ons as the server prices them: each chosen variant checked to be one of the
// event's add-ons on sale, within the add-on's per-order limit and (as read now) its stock — the
// statement that takes the stock has the last word (addon-stock.ts).
import {
  ADDON_MESSAGES,
  addOnLineName,
  addOnLinesCents,
  type AddOnSelection,
} from '../../../src/contract/add-on-choice';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';

/** An add-on line of an order or a hold: "T-shirt · M" × 2 at its price. */
export interface AddOnLine {
  variantId: string;
  name: string;
  quantity: number;
  priceCents: number;
}

const invalid = (message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field: 'addOns' });

const soldOut = (name: string, left: number, variant: string) =>
  new AppError(
    409,
    'SOLD_OUT',
    left <= 0 ? ADDON_MESSAGES.soldOut(name) : ADDON_MESSAGES.fewLeft(name, left),
    { addOnVariant: variant, available: Math.max(0, left) },
  );

async function variantsOf(db: Db, ids: string[]) {
  return db
    .selectFrom('addon_variants as v')
    .innerJoin('addons as a', 'a.id', 'v.addon_id')
    .select([
      'v.id',
      'v.name as variant_name',
      'v.quantity',
      'v.sold',
      'v.held',
      'v.removed_at as variant_removed_at',
      'a.id as addon_id',
      'a.name',
      'a.price_cents',
      'a.currency',
      'a.max_per_order',
      'a.configuration_id',
      'a.removed_at',
    ])
    .where('v.id', 'in', ids)
    .execute();
}

/** The chosen add-ons priced and checked, in variant id order (the order the write locks them). */
export async function pricedAddOns(
  db: Db,
  configurationId: string,
  currency: string,
  selections: AddOnSelection[] | undefined,
): Promise<AddOnLine[]> {
  if (!selections || selections.length === 0) return [];
  const rows = await variantsOf(
    db,
    selections.map((selection) => selection.variant),
  );
  const perAddOn = new Map<string, number>();
  const lines: AddOnLine[] = [];
  for (const selection of [...selections].sort((a, b) => a.variant.localeCompare(b.variant))) {
    const row = rows.find((candidate) => candidate.id === selection.variant);
    if (
      !row ||
      row.configuration_id !== configurationId ||
      row.removed_at !== null ||
      row.variant_removed_at !== null
    )
      throw invalid(ADDON_MESSAGES.unknown);
    if (row.currency !== currency)
      throw invalid('All tickets and add-ons of an order must be in one currency.');
    const name = addOnLineName(row.name, row.variant_name);
    const count = (perAddOn.get(row.addon_id) ?? 0) + selection.quantity;
    perAddOn.set(row.addon_id, count);
    if (count > row.max_per_order)
      throw invalid(ADDON_MESSAGES.tooMany(row.name, row.max_per_order));
    if (row.quantity !== null && row.quantity - row.sold - row.held < selection.quantity)
      throw soldOut(name, row.quantity - row.sold - row.held, row.id);
    lines.push({
      variantId: row.id,
      name,
      quantity: selection.quantity,
      priceCents: row.price_cents,
    });
  }
  return lines;
}

/** What the add-ons cost together. */
export const addOnsCents = (lines: AddOnLine[]) => addOnLinesCents(lines);

/** Why the database refused the add-ons, as the buyer reads it. */
export async function addOnSoldOutNow(db: Db, lines: AddOnLine[]): Promise<AppError> {
  const rows = await variantsOf(
    db,
    lines.map((line) => line.variantId),
  );
  for (const line of lines) {
    const row = rows.find((candidate) => candidate.id === line.variantId);
    if (row && row.quantity !== null && row.quantity - row.sold - row.held < line.quantity)
      return soldOut(line.name, row.quantity - row.sold - row.held, row.id);
  }
  return soldOut(lines[0]?.name ?? 'This add-on', 0, lines[0]?.variantId ?? '');
}
