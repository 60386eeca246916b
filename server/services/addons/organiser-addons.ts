// An organiser's add-ons for one of their events (ticket configurations): listing with what each
// variant has sold, held and handed over, creating, editing and removing. Another organisation's
// configuration or add-on answers 404. An add-on (or variant) with sales is taken off sale rather
// than deleted, so its orders keep it; a variant's stock cannot go below what it has taken.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  type addOnInputSchema,
  MAX_ADDONS,
  type OrganiserAddOn,
} from '../../../src/contract/add-ons';
import type * as z from 'zod/mini';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isCheckViolation } from '../../lib/database-errors';
import { withTransactionRetry } from '../../db/lock-order';
import { centsOf, ownConfigurationRow } from '../ticketing/configurations';
import { ADDON_OVERSOLD } from './addon-stock';

type Input = z.output<typeof addOnInputSchema>;

const ADDON_NOT_FOUND = 'This add-on was not found.';
const BELOW_TAKEN = 'A size’s stock cannot go below what it has sold and holds.';

const invalid = (message: string, field: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field });

/** The event's currency: its first ticket type's (an add-on is sold in the same). */
async function currencyOf(db: Db, configurationId: string) {
  const type = await db
    .selectFrom('ticket_types')
    .select('currency')
    .where('configuration_id', '=', configurationId)
    .orderBy('position')
    .executeTakeFirst();
  return type?.currency ?? 'AUD';
}

export async function listAddOns(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<OrganiserAddOn[]> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const addOns = await db
    .selectFrom('addons')
    .selectAll()
    .where('configuration_id', '=', configurationId)
    .where('removed_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (addOns.length === 0) return [];
  const variants = await db
    .selectFrom('addon_variants as v')
    .select([
      'v.id',
      'v.addon_id',
      'v.name',
      'v.quantity',
      'v.sold',
      'v.held',
      sql<number>`(SELECT coalesce(sum(oa.quantity), 0)::int FROM order_addons oa
        WHERE oa.variant_id = v.id AND oa.handed_over_at IS NOT NULL AND oa.refunded_at IS NULL)`.as(
        'handed_over',
      ),
    ])
    .where(
      'v.addon_id',
      'in',
      addOns.map((addOn) => addOn.id),
    )
    .where('v.removed_at', 'is', null)
    .orderBy('v.position')
    .execute();
  return addOns.map((addOn) => ({
    id: addOn.id,
    name: addOn.name,
    description: addOn.description,
    price: addOn.price_cents / 100,
    currency: addOn.currency,
    maxPerOrder: addOn.max_per_order,
    variants: variants
      .filter((variant) => variant.addon_id === addOn.id)
      .map((variant) => ({
        id: variant.id,
        name: variant.name,
        quantity: variant.quantity,
        sold: variant.sold,
        held: variant.held,
        handedOver: Number(variant.handed_over),
      })),
  }));
}

async function oneOf(db: Db, organisationId: string, configurationId: string, id: string) {
  const found = (await listAddOns(db, organisationId, configurationId)).find(
    (addOn) => addOn.id === id,
  );
  if (!found) throw notFound(ADDON_NOT_FOUND);
  return found;
}

/** Writes the variants: kept ones updated (stock locked, checked), new ones added, others removed. */
async function saveVariants(db: Db, addOnId: string, variants: Input['variants']) {
  const stored = await db
    .selectFrom('addon_variants')
    .select(['id', 'sold', 'held'])
    .where('addon_id', '=', addOnId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const kept = new Set<string>();
  for (const [position, variant] of variants.entries()) {
    const was = variant.id ? stored.find((row) => row.id === variant.id) : undefined;
    if (variant.id && !was)
      throw invalid('Every size kept must be one of this add-on’s.', 'variants');
    if (was) {
      kept.add(was.id);
      if (variant.quantity !== null && variant.quantity < was.sold + was.held)
        throw invalid(BELOW_TAKEN, 'variants');
      await db
        .updateTable('addon_variants')
        .set({ name: variant.name, quantity: variant.quantity, position })
        .where('id', '=', was.id)
        .execute();
    } else {
      await db
        .insertInto('addon_variants')
        .values({
          id: randomUUID(),
          addon_id: addOnId,
          name: variant.name,
          quantity: variant.quantity,
          position,
        })
        .execute();
    }
  }
  for (const row of stored.filter((candidate) => !kept.has(candidate.id))) {
    if (row.held > 0) throw invalid('A size being paid for cannot be removed yet.', 'variants');
    // Kept (off sale) when sold: its orders still name it.
    if (row.sold > 0)
      await db
        .updateTable('addon_variants')
        .set({ removed_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    else await db.deleteFrom('addon_variants').where('id', '=', row.id).execute();
  }
}

export async function createAddOn(
  db: Db,
  organisationId: string,
  configurationId: string,
  input: Input,
): Promise<OrganiserAddOn> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const count = await db
    .selectFrom('addons')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('configuration_id', '=', configurationId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ADDONS)
    throw invalid(`An event may have at most ${MAX_ADDONS} add-ons.`, 'name');
  const id = randomUUID();
  const currency = await currencyOf(db, configurationId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('addons')
      .values({
        id,
        configuration_id: configurationId,
        name: input.name,
        description: input.description,
        price_cents: centsOf(input.price),
        currency,
        max_per_order: input.maxPerOrder,
        position: Number(count.n),
      })
      .execute();
    await saveVariants(trx, id, input.variants);
  });
  return oneOf(db, organisationId, configurationId, id);
}

export async function updateAddOn(
  db: Db,
  organisationId: string,
  configurationId: string,
  id: string,
  input: Input,
): Promise<OrganiserAddOn> {
  await ownConfigurationRow(db, organisationId, configurationId);
  try {
    await withTransactionRetry(() =>
      db.transaction().execute(async (trx) => {
        const found = await trx
          .updateTable('addons')
          .set({
            name: input.name,
            description: input.description,
            price_cents: centsOf(input.price),
            max_per_order: input.maxPerOrder,
          })
          .where('id', '=', id)
          .where('configuration_id', '=', configurationId)
          .where('removed_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!found) throw notFound(ADDON_NOT_FOUND);
        await saveVariants(trx, id, input.variants);
      }),
    );
  } catch (error) {
    if (isCheckViolation(error, ADDON_OVERSOLD)) throw invalid(BELOW_TAKEN, 'variants');
    throw error;
  }
  return oneOf(db, organisationId, configurationId, id);
}

/** Takes an add-on off sale; one never sold is deleted. Holds being paid keep their stock. */
export async function removeAddOn(
  db: Db,
  organisationId: string,
  configurationId: string,
  id: string,
): Promise<void> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const removed = await db
    .updateTable('addons')
    .set({ removed_at: new Date() })
    .where('id', '=', id)
    .where('configuration_id', '=', configurationId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw notFound(ADDON_NOT_FOUND);
  const used = await db
    .selectFrom('addon_variants')
    .select('id')
    .where('addon_id', '=', id)
    .where((eb) => eb.or([eb('sold', '>', 0), eb('held', '>', 0)]))
    .executeTakeFirst();
  const ordered = await db
    .selectFrom('order_addons as oa')
    .innerJoin('addon_variants as v', 'v.id', 'oa.variant_id')
    .select('oa.id')
    .where('v.addon_id', '=', id)
    .executeTakeFirst();
  const heldBefore = await db
    .selectFrom('reservation_addons as ra')
    .innerJoin('addon_variants as v', 'v.id', 'ra.variant_id')
    .select('ra.variant_id')
    .where('v.addon_id', '=', id)
    .executeTakeFirst();
  if (!used && !ordered && !heldBefore)
    await db.deleteFrom('addons').where('id', '=', id).execute();
}
