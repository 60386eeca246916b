// Table types of add-ons, their variants' stock, and the add-on lines of orders and holds
// (migration 0041).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema-columns';

type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AddonTable {
  id: string;
  configuration_id: string;
  name: string;
  description: Generated<string>;
  price_cents: number;
  currency: string;
  max_per_order: Generated<number>;
  position: Generated<number>;
  /** Taken off sale; kept for the orders that have it. */
  removed_at: Moment;
  created_at: CreatedAt;
}

export interface AddonVariantTable {
  id: string;
  addon_id: string;
  /** "M"; empty for an add-on without variants. */
  name: Generated<string>;
  /** The stock; null: no limit. */
  quantity: number | null;
  sold: Generated<number>;
  held: Generated<number>;
  position: Generated<number>;
  removed_at: Moment;
}

export interface OrderAddonTable {
  id: string;
  order_id: string;
  variant_id: string;
  /** "T-shirt · M", as sold. */
  name: string;
  quantity: number;
  unit_price_cents: number;
  handed_over_at: Moment;
  refunded_at: Moment;
}

export interface ReservationAddonTable {
  reservation_id: string;
  variant_id: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
}

export interface AddonTables {
  addons: AddonTable;
  addon_variants: AddonVariantTable;
  order_addons: OrderAddonTable;
  reservation_addons: ReservationAddonTable;
}
