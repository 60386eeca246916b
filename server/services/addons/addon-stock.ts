// The add-on stock ledger: the one place that takes and gives back add-ons, as the seat ledger
// does places. In a sale or a hold the variants are locked after the ticket types (and after the
// code's row, when the order has one), in id order, and their counters moved in the same statement
// — the database refuses a variant past its stock (addon_variants_in_stock), which aborts the
// whole statement: no seats, no order, no hold.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { isCheckViolation } from '../../lib/database-errors';
import type { SeatMove } from '../seats/seat-ledger';

export interface StockLine {
  variantId: string;
  quantity: number;
}

export const ADDON_OVERSOLD = 'addon_variants_in_stock';

/** The database refused the add-ons: a variant has too few left. */
export const isAddOnViolation = (error: unknown) => isCheckViolation(error, ADDON_OVERSOLD);

const counterChanges: Record<SeatMove, RawBuilder<unknown>> = {
  hold: sql`held = a.held + v.quantity`,
  sell: sql`sold = a.sold + v.quantity`,
  holdToSold: sql`sold = a.sold + v.quantity, held = a.held - v.quantity`,
  releaseHeld: sql`held = a.held - v.quantity`,
  releaseSold: sql`sold = a.sold - v.quantity`,
};

/** Quantities per variant, in id order. */
function perVariant(lines: StockLine[]) {
  const wanted = new Map<string, number>();
  for (const line of lines)
    wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  return [...wanted].filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b));
}

/**
 * CTEs (ending in a comma) that lock the lines' variants in id order once `after` (CTE names
 * whose rows are locked first: `seat_types`, then `code_use`) has run, and move their counters.
 * `when` gates the move like the seat ledger's. Nothing when there are no lines.
 */
export function addOnMoveCtes(
  lines: StockLine[],
  move: SeatMove,
  options: { after?: string[]; when?: RawBuilder<unknown> } = {},
): RawBuilder<unknown> {
  const wanted = perVariant(lines);
  if (wanted.length === 0) return sql``;
  const first = (options.after ?? []).map(
    (name) => sql` AND (SELECT count(*) FROM ${sql.ref(name)}) >= 0`,
  );
  const rows = sql.join(wanted.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`));
  return sql`
    addon_locked AS (
      SELECT id FROM addon_variants
      WHERE id IN (${sql.join(wanted.map(([id]) => sql`${id}::uuid`))})${sql.join(first, sql``)}
      ORDER BY id
      FOR UPDATE
    ),
    addon_counts AS (
      UPDATE addon_variants AS a SET ${counterChanges[move]}
      FROM addon_locked, (VALUES ${rows}) AS v(id, quantity)
      WHERE a.id = addon_locked.id AND a.id = v.id ${options.when ? sql`AND (${options.when})` : sql``}
    ),`;
}

/** Moves add-on stock in a statement of its own (a hold released, an order refunded). */
export async function moveAddOnStock(db: Db, lines: StockLine[], move: SeatMove): Promise<void> {
  if (perVariant(lines).length === 0) return;
  await sql`WITH ${addOnMoveCtes(lines, move)} done AS (SELECT 1) SELECT count(*) FROM done`.execute(
    db,
  );
}
