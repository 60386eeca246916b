// The add-ons the purchase page offers for an event: those on sale, each with its variants and
// what is left of them (held stock counts as taken, as held seats do).
import type { PurchaseAddOn } from '../../../src/contract/add-on-choice';
import type { Db } from '../../db/database';

export async function purchaseAddOnsOf(db: Db, configurationId: string): Promise<PurchaseAddOn[]> {
  const rows = await db
    .selectFrom('addons as a')
    .innerJoin('addon_variants as v', 'v.addon_id', 'a.id')
    .select([
      'a.id',
      'a.name',
      'a.description',
      'a.price_cents',
      'a.currency',
      'a.max_per_order',
      'v.id as variant_id',
      'v.name as variant_name',
      'v.quantity',
      'v.sold',
      'v.held',
    ])
    .where('a.configuration_id', '=', configurationId)
    .where('a.removed_at', 'is', null)
    .where('v.removed_at', 'is', null)
    .orderBy('a.position')
    .orderBy('a.id')
    .orderBy('v.position')
    .execute();
  const offers = new Map<string, PurchaseAddOn>();
  for (const row of rows) {
    const offer = offers.get(row.id) ?? {
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.price_cents / 100,
      currency: row.currency as PurchaseAddOn['currency'],
      maxPerOrder: row.max_per_order,
      variants: [],
    };
    offer.variants.push({
      id: row.variant_id,
      name: row.variant_name,
      available: row.quantity === null ? null : Math.max(0, row.quantity - row.sold - row.held),
    });
    offers.set(row.id, offer);
  }
  return [...offers.values()];
}
