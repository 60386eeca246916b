// A code's uses, counted in the statement that takes the seats: one CTE adds the use to the code
// and to the buyer's count, and the database refuses either past its limit
// (promo_codes_within_uses, promo_code_buyers_within_uses), which aborts the whole statement — so
// of a rush on a code with 10 uses exactly 10 orders (or held checkouts) get it. A use is given
// back when its hold is released or its order refunded in full.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isCheckViolation } from '../../lib/database-errors';
import { CODE_MESSAGES } from '../../../src/contract/promo-code-rule';

/** The code an order or a hold is priced with. */
export interface AppliedCode {
  /** Null when the code was removed since a hold was priced with it: nothing left to count. */
  codeId: string | null;
  code: string;
  discountCents: number;
}

export const CODE_USED_UP = 'promo_codes_within_uses';
export const BUYER_USED_UP = 'promo_code_buyers_within_uses';

/** The database refused the use: the code, or this buyer's share of it, is used up. */
export const isCodeViolation = (error: unknown) =>
  isCheckViolation(error, CODE_USED_UP) || isCheckViolation(error, BUYER_USED_UP);

/** The buyer's words for a refused use. */
export const codeRefusal = (error: unknown) =>
  new AppError(
    409,
    'CODE_USED_UP',
    isCheckViolation(error, BUYER_USED_UP) ? CODE_MESSAGES.usedByBuyer : CODE_MESSAGES.usedUp,
  );

/** Buyers are counted by their account's e-mail, whatever its case. */
export const buyerKey = (email: string) => email.trim().toLowerCase();

/**
 * CTEs (for a `WITH` that already locked the seats in `seat_types`, ending in a comma) that count
 * one use of the code for the buyer. The code's row is locked after every type (the subquery on
 * seat_types runs first), keeping db/lock-order.ts's order. `when` gates it like the seat move.
 */
export function codeUseCtes(
  code: AppliedCode,
  email: string,
  when?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`
    code_use AS (
      UPDATE promo_codes SET uses = uses + 1
      WHERE id = ${code.codeId} AND (SELECT count(*) FROM seat_types) >= 0
        ${when ? sql`AND (${when})` : sql``}
      RETURNING id, max_uses_per_buyer
    ),
    code_buyer AS (
      INSERT INTO promo_code_buyers AS b (code_id, email, uses, max_uses)
      SELECT id, ${buyerKey(email)}, 1, max_uses_per_buyer FROM code_use
      ON CONFLICT (code_id, email) DO UPDATE SET uses = b.uses + 1, max_uses = EXCLUDED.max_uses
    ),`;
}

/** Gives one use back (a released hold, an order refunded in full). */
export async function giveCodeUseBack(db: Db, codeId: string | null, email: string) {
  if (!codeId) return;
  await db
    .updateTable('promo_codes')
    .set({ uses: sql`greatest(uses - 1, 0)` })
    .where('id', '=', codeId)
    .execute();
  await db
    .updateTable('promo_code_buyers')
    .set({ uses: sql`greatest(uses - 1, 0)` })
    .where('code_id', '=', codeId)
    .where('email', '=', buyerKey(email))
    .execute();
}
