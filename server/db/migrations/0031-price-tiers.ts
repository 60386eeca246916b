// Price tiers: a ticket type's ordered price steps ("Early Bird $80 until 1 March", "first 50 at
// $80"), kept with the type as JSON ({label, priceCents, endsAt, endsAfterSold}); its price_cents
// applies after the last step. The rule that reads them is contract/price-tiers.ts.
export const statements = [
  `ALTER TABLE ticket_types ADD COLUMN price_steps jsonb NOT NULL DEFAULT '[]'::jsonb`,
];
