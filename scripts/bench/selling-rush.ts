// The "selling like the pros" phase of the ticket rush: buyers rush an event with a 10-use promo
// code and an add-on of 30 in stock (every fourth buyer types the code, every other one wants the
// add-on), timed against a plain rush of as many buyers in the same run. Counts codes used past
// their limit, add-ons sold past their stock and 5xx.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import type { AccessTokens } from '../../server/services/accounts/access-tokens';
import { buyers, rush, ticketsFor } from './rush-support';

export const CODE_USES = 10;
export const ADDON_STOCK = 30;

export interface SellingResult {
  plainPerSecond: number;
  prosPerSecond: number;
  ratio: number;
  codesOverLimit: number;
  addOnsOversold: number;
  serverErrors: number;
  statuses: Record<number, number>;
}

async function codeAndAddOn(db: Db, configurationId: string) {
  const codeId = randomUUID();
  await db
    .insertInto('promo_codes')
    .values({
      id: codeId,
      configuration_id: configurationId,
      code: 'RUSH10',
      kind: 'promo',
      percent_off: 10,
      max_uses: CODE_USES,
      min_quantity: 1,
    })
    .execute();
  const addOnId = randomUUID();
  const variantId = randomUUID();
  await db
    .insertInto('addons')
    .values({
      id: addOnId,
      configuration_id: configurationId,
      name: 'T-shirt',
      price_cents: 2500,
      currency: 'AUD',
    })
    .execute();
  await db
    .insertInto('addon_variants')
    .values({ id: variantId, addon_id: addOnId, name: 'M', quantity: ADDON_STOCK })
    .execute();
  return { codeId, variantId };
}

export async function sellingRush(
  db: Db,
  url: string,
  tokens: AccessTokens,
  count: number,
): Promise<SellingResult> {
  const plainEvent = await ticketsFor(db, count);
  const plain = await rush(url, plainEvent, await buyers(db, tokens, count));
  const event = await ticketsFor(db, count);
  const { codeId, variantId } = await codeAndAddOn(db, event.configurationId);
  const extras = Array.from({ length: count }, (_, index) => ({
    ...(index % 4 === 0 ? { code: 'RUSH10' } : {}),
    ...(index % 2 === 0 ? { addOns: [{ variant: variantId, quantity: 1 }] } : {}),
  }));
  const pros = await rush(
    url,
    event,
    await buyers(db, tokens, count),
    'purchase',
    null,
    null,
    extras,
  );
  const counted = await sql<{ uses: number; orders: string; addons: string; stock: number }>`
    SELECT (SELECT uses FROM promo_codes WHERE id = ${codeId}) AS uses,
      (SELECT count(*) FROM orders WHERE code_id = ${codeId}) AS orders,
      (SELECT coalesce(sum(quantity), 0) FROM order_addons WHERE variant_id = ${variantId}) AS addons,
      (SELECT sold FROM addon_variants WHERE id = ${variantId}) AS stock`.execute(db);
  const row = counted.rows[0]!;
  const plainPerSecond = count / plain.seconds;
  const prosPerSecond = count / pros.seconds;
  return {
    plainPerSecond,
    prosPerSecond,
    ratio: prosPerSecond / plainPerSecond,
    codesOverLimit: Math.max(0, Number(row.orders) - CODE_USES, row.uses - CODE_USES),
    addOnsOversold: Math.max(0, Number(row.addons) - ADDON_STOCK, row.stock - ADDON_STOCK),
    serverErrors: plain.serverErrors + pros.serverErrors,
    statuses: pros.statuses,
  };
}
