// Who pays the platform's booking fee on a school's card sales: the school (absorbed: taken from
// its share, the buyer pays the tickets' price) or the buyer (passed on: added to the order as a
// line of its own). Demo sales take no money and so no fee.
import type { Db } from '../../db/database';
import type { ServiceContext } from '../context';
import { platformFeeCents } from './stripe-client';

/** The fee buyers of this configuration pay on top, in percent: 0 when the school absorbs it. */
export async function passedOnPercent(
  ctx: ServiceContext,
  db: Db,
  configurationId: string,
): Promise<number> {
  if (!ctx.stripe || !ctx.config.stripe?.platformFeePercent) return 0;
  const row = await db
    .selectFrom('ticket_configurations as c')
    .innerJoin('organisations as g', 'g.id', 'c.organisation_id')
    .select('g.booking_fee')
    .where('c.id', '=', configurationId)
    .executeTakeFirst();
  return row?.booking_fee === 'pass_on' ? ctx.config.stripe.platformFeePercent : 0;
}

/**
 * A card sale's money: what the buyer pays, the platform's fee (Stripe's application fee), and the
 * booking fee within the total when it is passed on.
 */
export async function cardSaleMoney(
  ctx: ServiceContext,
  db: Db,
  configurationId: string,
  ticketsCents: number,
): Promise<{ totalCents: number; feeCents: number; bookingFeeCents: number }> {
  const feeCents = platformFeeCents(ctx.config.stripe!, ticketsCents);
  const passedOn = (await passedOnPercent(ctx, db, configurationId)) > 0;
  const bookingFeeCents = passedOn ? feeCents : 0;
  return { totalCents: ticketsCents + bookingFeeCents, feeCents, bookingFeeCents };
}
