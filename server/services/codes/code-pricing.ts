// A purchase's code, checked and priced before anything is written (the demo purchase and a paid
// checkout alike): hidden types need an access code that unlocks them, and a code must be the
// event's, in its window, for these tickets and enough of them (the price rule in
// src/contract/promo-code-rule.ts), and not used up — for a clear refusal before the write, which
// counts the use itself and has the last word (code-uses.ts).
import {
  CODE_MESSAGES,
  normalCode,
  priceWithCode,
  type CodeRule,
  type PricedLine,
} from '../../../src/contract/promo-code-rule';
import type { Db } from '../../db/database';
import type { PromoCodeTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { AppError } from '../../lib/app-error';
import { buyerKey, type AppliedCode } from './code-uses';

export type CodeRow = Selectable<PromoCodeTable>;

export const codeNotValid = (message: string) =>
  new AppError(400, 'CODE_NOT_VALID', message, { field: 'code' });

export const usedUp = (message = CODE_MESSAGES.usedUp) =>
  new AppError(409, 'CODE_USED_UP', message);

export const ruleOf = (row: CodeRow): CodeRule => ({
  kind: row.kind,
  percentOff: row.percent_off,
  amountOffCents: row.amount_off_cents,
  ticketTypeIds: row.ticket_type_ids,
  unlocks: row.unlocks,
  minQuantity: row.min_quantity,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
});

/** The configuration's code with this text (any case), or null. */
export async function codeNamed(db: Db, configurationId: string, code: string) {
  return (
    (await db
      .selectFrom('promo_codes')
      .selectAll()
      .where('configuration_id', '=', configurationId)
      .where('code', '=', normalCode(code))
      .executeTakeFirst()) ?? null
  );
}

/** Refuses a code already used up, overall or by this buyer (the write checks again). */
async function assertUsesLeft(db: Db, row: CodeRow, email: string) {
  if (row.max_uses !== null && row.uses >= row.max_uses) throw usedUp();
  if (row.max_uses_per_buyer === null) return;
  const mine = await db
    .selectFrom('promo_code_buyers')
    .select('uses')
    .where('code_id', '=', row.id)
    .where('email', '=', buyerKey(email))
    .executeTakeFirst();
  if ((mine?.uses ?? 0) >= row.max_uses_per_buyer) throw usedUp(CODE_MESSAGES.usedByBuyer);
}

export interface CodedOrder {
  configurationId: string;
  code: string | undefined;
  email: string;
  /** The selection's lines at the server's prices, and which of their types are hidden. */
  lines: PricedLine[];
  hiddenTypeIds: string[];
  now?: Date;
}

/**
 * The code the order is priced with (null without one), after every check that can be made before
 * writing. A hidden type without its access code is refused as if it were not the event's.
 */
export async function applyCode(db: Db, order: CodedOrder): Promise<AppliedCode | null> {
  const hiddenChosen = order.lines.filter((line) => order.hiddenTypeIds.includes(line.typeId));
  if (!order.code) {
    if (hiddenChosen.length > 0)
      throw new AppError(400, 'VALIDATION_ERROR', CODE_MESSAGES.hiddenType, {
        field: 'ticketSelections',
      });
    return null;
  }
  const row = await codeNamed(db, order.configurationId, order.code);
  if (!row) throw codeNotValid(CODE_MESSAGES.unknown);
  const rule = ruleOf(row);
  if (hiddenChosen.some((line) => !rule.unlocks.includes(line.typeId)))
    throw codeNotValid(CODE_MESSAGES.notForTickets);
  const price = priceWithCode(rule, order.lines, order.now ?? new Date());
  if (!price.ok) throw codeNotValid(price.message);
  await assertUsesLeft(db, row, order.email);
  return { codeId: row.id, code: row.code, discountCents: price.discountCents };
}
