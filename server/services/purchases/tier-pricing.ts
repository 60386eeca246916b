// The price a sale charges for a stepped ticket type (contract/price-tiers.ts), decided at the hold:
// the read prices each chosen type for the seats the order takes of it, and the statement that
// takes the seats proves that price still holds on the locked rows — the seats taken still within
// the range that gives this price and the step's date not yet passed — or aborts with nothing
// written. A rush on the last early-bird seats thus sells exactly the step's count at its price; a
// buyer who lost the race is asked again with the new price (PRICE_CHANGED).
import { sql, type RawBuilder } from 'kysely';
import { tierPrice, type TierStep } from '../../../src/contract/price-tiers';
import type { StoredPriceStep } from '../../db/schema';

/** How many times a sale is read and priced again when a stepped price moved during its write. */
export const TIER_ATTEMPTS = 3;

/** The refusal when stepped prices kept moving under a buyer (a long rush). */
export const PRICE_MOVED =
  'The price of these tickets changed while you were buying. Please review your order.';

/** The marker of a statement aborted because a tier's price moved while it waited. */
const TIER_MOVED = 'tier_price_moved';

/** A stored step as the rule reads it. */
export const tierStepOf = (step: StoredPriceStep): TierStep => ({
  label: step.label,
  priceCents: step.priceCents,
  endsAt: step.endsAt === null ? null : Date.parse(step.endsAt),
  endsAfterSold: step.endsAfterSold,
});

/** Where a type's order price holds: seats taken within [fewest, most], and before `until`. */
export interface TierGuard {
  typeId: string;
  fewestTaken: number;
  mostTaken: number | null;
  until: number | null;
}

interface PricedRow {
  id: string;
  price_cents: number;
  price_steps: StoredPriceStep[];
  sold: number;
  held: number;
}

/**
 * The rows with `price_cents` as this order pays it (the type's own price without steps), and the
 * guards the write checks. `seatsOf` is how many seats the order takes of a type.
 */
export function withTierPrices<Row extends PricedRow>(
  rows: Row[],
  seatsOf: (typeId: string) => number,
  now = Date.now(),
): { rows: Row[]; guards: TierGuard[] } {
  const guards: TierGuard[] = [];
  const priced = rows.map((row) => {
    if (row.price_steps.length === 0) return row;
    const price = tierPrice(
      row.price_steps.map(tierStepOf),
      row.price_cents,
      now,
      row.sold + row.held,
      Math.max(1, seatsOf(row.id)),
    );
    guards.push({
      typeId: row.id,
      fewestTaken: price.fewestTaken,
      mostTaken: price.mostTaken,
      until: price.until,
    });
    return { ...row, price_cents: price.priceCents };
  });
  return { rows: priced, guards };
}

/**
 * The seat ledger's `abortUnless` condition (over the locked `seat_types`, with their `taken`):
 * every guarded type's seats taken are still in its range and its step's date has not passed.
 */
export function tierGuardCondition(guards: TierGuard[]): RawBuilder<boolean> | undefined {
  if (guards.length === 0) return undefined;
  const values = sql.join(
    guards.map(
      (guard) =>
        sql`(${guard.typeId}::uuid, ${guard.fewestTaken}::int, ${guard.mostTaken}::int, ${
          guard.until === null ? null : new Date(guard.until).toISOString()
        }::timestamptz)`,
    ),
  );
  return sql<boolean>`NOT EXISTS (
    SELECT 1 FROM seat_types AS s JOIN (VALUES ${values}) AS g(id, fewest, most, until) ON g.id = s.id
    WHERE s.taken < g.fewest OR s.taken > coalesce(g.most, s.taken)
      OR clock_timestamp() >= coalesce(g.until, 'infinity'::timestamptz)
  )`;
}

/** Aborts the statement (with the tier marker) unless `condition` holds; true when it does. */
export const abortUnlessTierHolds = (condition: RawBuilder<boolean>) =>
  sql<boolean>`(SELECT CASE WHEN ${condition} THEN true
    ELSE (${TIER_MOVED}::text || ':' || clock_timestamp()::text)::boolean END)`;

/** The database aborted the sale: a tier's price moved between the read and the locked write. */
export function isTierMoved(error: unknown): boolean {
  const details = error as { code?: string; message?: string } | null;
  return details?.code === '22P02' && (details.message ?? '').includes(TIER_MOVED);
}
