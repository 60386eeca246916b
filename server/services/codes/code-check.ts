// The buyer's check of a code on the purchase page (public; the route limits how often an address
// may ask, so codes cannot be guessed cheaply): what it takes off the selection sent, by the same
// rule the purchase is priced with, and the hidden types it unlocks in the purchase page's shape.
// Uses are checked overall only: a buyer's own are checked when they buy, signed in.
import type { CodeCheck, CodeCheckRequest } from '../../../src/contract/code-check';
import {
  CODE_MESSAGES,
  codeWindowProblem,
  priceWithCode,
} from '../../../src/contract/promo-code-rule';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { NOT_ON_SALE, readPurchaseEvent } from '../purchases/purchase-event';
import { codeNamed, codeNotValid, ruleOf, usedUp } from './code-pricing';

export async function checkCode(db: Db, request: CodeCheckRequest): Promise<CodeCheck> {
  const configuration = await db
    .selectFrom('ticket_configurations')
    .select(['id', 'event_id'])
    .where('id', '=', request.ticketingConfigId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!configuration?.event_id) throw notFound(NOT_ON_SALE);
  const row = await codeNamed(db, configuration.id, request.code);
  if (!row) throw codeNotValid(CODE_MESSAGES.unknown);
  const rule = ruleOf(row);
  const now = new Date();
  const windowProblem = codeWindowProblem(rule, now);
  if (windowProblem) throw codeNotValid(windowProblem);
  if (row.max_uses !== null && row.uses >= row.max_uses) throw usedUp();
  let discountCents = 0;
  if (request.ticketSelections.length > 0) {
    const types = await db
      .selectFrom('ticket_types')
      .select(['id', 'price_cents', 'hidden'])
      .where('configuration_id', '=', configuration.id)
      .execute();
    const lines = request.ticketSelections.map((selection) => {
      const type = types.find((candidate) => candidate.id === selection.ticketType);
      if (!type || (type.hidden && !rule.unlocks.includes(type.id)))
        throw new AppError(400, 'VALIDATION_ERROR', CODE_MESSAGES.hiddenType, {
          field: 'ticketSelections',
        });
      return { typeId: type.id, quantity: selection.quantity, priceCents: type.price_cents };
    });
    const price = priceWithCode(rule, lines, now);
    if (!price.ok) throw codeNotValid(price.message);
    discountCents = price.discountCents;
  }
  const unlocked = rule.unlocks.length
    ? (await readPurchaseEvent(db, configuration.event_id, rule.unlocks)).ticketTypes.filter(
        (type) => rule.unlocks.includes(type.id),
      )
    : [];
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOff: row.amount_off_cents === null ? null : row.amount_off_cents / 100,
    ticketTypeIds: row.ticket_type_ids,
    minQuantity: row.min_quantity,
    unlocked,
    discount: discountCents / 100,
  };
}
