// What each ticket was sold for, when its order's line cannot say it exactly: a door sale's amount
// taken for several tickets ($25 for 3) is spread in whole cents that add up to it, the odd cents on
// the first tickets by code (src/contract/split-cents.ts), so a refund of some of them gives back
// exactly theirs. Null: the ticket's line price (order_lines.unit_price_cents) is its price. The
// door sales made before are split the same way here.
export const statements = [
  `ALTER TABLE tickets ADD COLUMN price_cents integer CHECK (price_cents >= 0)`,
  `UPDATE tickets AS t SET price_cents = split.share
    FROM (
      SELECT t.id,
        o.total_cents / count(*) OVER (PARTITION BY t.order_id)
          + CASE WHEN row_number() OVER (PARTITION BY t.order_id ORDER BY t.code)
              <= o.total_cents % count(*) OVER (PARTITION BY t.order_id) THEN 1 ELSE 0 END AS share
      FROM tickets AS t JOIN orders AS o ON o.id = t.order_id
      WHERE o.payment_provider = 'door'
    ) AS split
    WHERE t.id = split.id`,
];
