// What the latest checkouts of a sale were checked against, kept a few seconds so that a rush of
// buyers for the same tickets skips the purchase read (one query per hold instead of two). It is
// never trusted on its own: a hold taken from a snapshot is written only if each type's sale
// fingerprint is still what the snapshot holds (payments/holds.ts, compared by the hold statement
// itself), so a changed price, an unpublished event or a school that can no longer take cards
// sends the buyer back to a fresh read. Seat counts in a snapshot are stale by design — the
// database's constraint counts seats — so a snapshot that says "sold out" is not believed either.
import type { Db } from '../../db/database';
import type { PurchaseRow } from '../purchases/purchase-read';

const KEEP_MS = 5_000;
const MOST_KEPT = 256;

interface Snapshot {
  rows: PurchaseRow[];
  until: number;
}

const byDatabase = new WeakMap<Db, Map<string, Snapshot>>();

/** A sale is the configuration and the set of types chosen (in id order, each once). */
export const saleKey = (configurationId: string, typeIds: string[]) =>
  `${configurationId}|${[...new Set(typeIds)].sort().join(',')}`;

export function recallSale(db: Db, key: string): PurchaseRow[] | undefined {
  const kept = byDatabase.get(db)?.get(key);
  if (!kept) return undefined;
  if (kept.until > Date.now()) return kept.rows;
  byDatabase.get(db)!.delete(key);
  return undefined;
}

/** Keeps a fresh read (without what was this buyer's own: their earlier hold or order). */
export function keepSale(db: Db, key: string, rows: PurchaseRow[]) {
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new Map()));
  kept.delete(key);
  if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, {
    rows: rows.map((row) => ({ ...row, earlier_order_id: null, earlier_reservation_id: null })),
    until: Date.now() + KEEP_MS,
  });
}

export function forgetSale(db: Db, key: string) {
  byDatabase.get(db)?.delete(key);
}

/** Each type's fingerprint, by type id, as the hold statement compares them. */
export const fingerprintsOf = (rows: PurchaseRow[]) =>
  new Map(rows.map((row) => [row.id, row.fingerprint]));
