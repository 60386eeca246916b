// Add-ons (a T-shirt in sizes, a gala dinner) sold with an event's tickets, each variant with its
// own stock, counted like seats: `sold + held` never passes `quantity` (addon_variants_in_stock),
// so a statement that takes too many aborts whole. Orders and holds keep their add-on lines; the
// door marks an order's add-ons handed over. And pay-what-you-want ticket types: `price_cents` is
// then the minimum, and the order line keeps what the buyer chose to pay.
export const statements = [
  `CREATE TABLE addons (
    id uuid PRIMARY KEY,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
    price_cents integer NOT NULL CHECK (price_cents BETWEEN 0 AND 10000000),
    currency text NOT NULL,
    max_per_order integer NOT NULL DEFAULT 10 CHECK (max_per_order BETWEEN 1 AND 50),
    position integer NOT NULL DEFAULT 0,
    removed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX addons_configuration_idx ON addons (configuration_id, position)`,
  `CREATE TABLE addon_variants (
    id uuid PRIMARY KEY,
    addon_id uuid NOT NULL REFERENCES addons(id) ON DELETE CASCADE,
    name text NOT NULL DEFAULT '' CHECK (length(name) <= 40),
    quantity integer CHECK (quantity IS NULL OR quantity BETWEEN 0 AND 100000),
    sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
    held integer NOT NULL DEFAULT 0 CHECK (held >= 0),
    position integer NOT NULL DEFAULT 0,
    removed_at timestamptz,
    CONSTRAINT addon_variants_in_stock CHECK (quantity IS NULL OR sold + held <= quantity)
  )`,
  `CREATE INDEX addon_variants_addon_idx ON addon_variants (addon_id, position)`,
  `CREATE TABLE order_addons (
    id uuid PRIMARY KEY,
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    variant_id uuid NOT NULL REFERENCES addon_variants(id),
    name text NOT NULL,
    quantity integer NOT NULL CHECK (quantity >= 1),
    unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
    handed_over_at timestamptz,
    refunded_at timestamptz
  )`,
  `CREATE INDEX order_addons_order_idx ON order_addons (order_id)`,
  `CREATE INDEX order_addons_variant_idx ON order_addons (variant_id)`,
  `CREATE TABLE reservation_addons (
    reservation_id uuid NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
    variant_id uuid NOT NULL REFERENCES addon_variants(id),
    name text NOT NULL,
    quantity integer NOT NULL CHECK (quantity >= 1),
    unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
    PRIMARY KEY (reservation_id, variant_id)
  )`,
  `ALTER TABLE ticket_types ADD COLUMN pay_what_you_want boolean NOT NULL DEFAULT false`,
];
