// Offering waitlisted places. Under the type's row lock (as every seat-taking write), while the
// seats (and, for a type with partner roles, the balance) let someone waiting in, the first in line
// gets the place as a hold of their own for WAITLIST_OFFER_HOURS, and an e-mail with the way to pay.
// A type without roles has one line: it is offered whenever a place is free. Offers are made when the other
// role buys (after the checkout's hold), and every minute with the hold-expiry job, which first
// settles the offers whose holds ended: paid → accepted, released → expired (the next one is
// offered in the same run). Without Stripe (the demo) offers are made the same way and paid with the
// demo's payment.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { NO_ROLE_COUNTS, roleName, roomByBalance } from '../../../src/contract/partner-roles';
import { WAITLIST_OFFER_HOURS } from '../../../src/contract/waitlist';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { withTransactionRetry } from '../../db/lock-order';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import type { MailMessage } from '../mailer';
import { selectionKey, writeHold } from '../payments/holds';
import { salesClosedReason } from '../purchases/purchase-event';
import { dateTimeText } from '../purchases/purchase-mail';
import { roleCountsOf } from '../seats/role-balance';
import { seatsLeftOf } from '../seats/session-seats';
import { withTierPrices } from '../purchases/tier-pricing';
import { typesForSale } from '../purchases/types-for-sale';
import { cardSaleMoney } from '../payments/booking-fee';

const ROLES = ['lead', 'follow'] as const;

export function typeForOffers(db: Db, typeId: string) {
  return typesForSale(db).where('t.id', '=', typeId).forUpdate('t').executeTakeFirst();
}

type OfferedType = NonNullable<Awaited<ReturnType<typeof typeForOffers>>>;

type WaitingEntry = {
  id: string;
  account_id: string;
  email: string;
  role: 'lead' | 'follow' | null;
};

function offerMail(
  offerUrl: string,
  type: OfferedType,
  entry: WaitingEntry,
  until: Date,
): MailMessage {
  const place =
    type.roles && entry.role ? `A ${roleName(type.roles, entry.role)} place` : 'A place';
  return {
    to: entry.email,
    subject: `${place} is yours: ${type.event_title}`,
    text: [
      `${place} for "${type.name}" at ${type.event_title} has opened, and it is held for you.`,
      '',
      `Pay by ${dateTimeText(until, type.event_time_zone)} to keep it:`,
      offerUrl,
      '',
      'If you do not, the place goes to the next dancer in line.',
    ].join('\n'),
  };
}

/** Holds a place of the entry's role for it and writes the offer e-mail, in the caller's transaction. */
export async function offerTo(
  ctx: ServiceContext,
  trx: Db,
  type: OfferedType,
  entry: WaitingEntry,
): Promise<{ id: string; message: MailMessage }> {
  const typeId = type.id;
  const role: RoleKey = entry.role ?? '';
  const until = new Date(Date.now() + WAITLIST_OFFER_HOURS * 3_600_000);
  // A stepped type's price now, read from the row this transaction locked (tier-pricing.ts).
  const priceCents = withTierPrices([type], () => 1).rows[0]!.price_cents;
  const line = { typeId, role, quantity: 1, priceCents };
  const holdId = randomUUID();
  await writeHold(trx, {
    id: holdId,
    accountId: entry.account_id,
    email: entry.email,
    configurationId: type.configuration_id,
    eventId: type.event_id,
    idempotencyKey: `waitlist-${entry.id}`,
    selection: selectionKey([line]),
    // By card, the platform's fee (added as a line when the school passes it on, as at any
    // checkout); the demo takes nothing.
    ...(ctx.stripe
      ? await cardSaleMoney(ctx, trx, type.configuration_id, priceCents)
      : { totalCents: priceCents, feeCents: 0, bookingFeeCents: 0 }),
    currency: type.currency,
    connectedAccount: type.stripe_account_id,
    fromApp: false,
    expiresAt: until,
    lines: [line],
  });
  await trx
    .updateTable('waitlist_entries')
    .set({ status: 'offered', reservation_id: holdId, offered_at: new Date() })
    .where('id', '=', entry.id)
    .execute();
  const offerUrl = await siteLinkIn(ctx.config, trx, `/waitlist/${entry.id}`);
  const message = offerMail(offerUrl, type, entry, until);
  const id = await ctx.mailer.write(trx, ctx.mailer.outboxRow(message));
  return { id, message };
}

/** Offers a type's free places to those waiting, first in line first. Answers how many. */
export async function offerWaitlistPlaces(
  ctx: ServiceContext,
  db: Db,
  typeId: string,
): Promise<number> {
  const anyone = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('ticket_type_id', '=', typeId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  if (!anyone) return 0;
  const mails = await withTransactionRetry(() =>
    db.transaction().execute(async (trx) => {
      const type = await typeForOffers(trx, typeId);
      if (!type || type.status !== 'published') return [];
      // With Stripe, an offer is paid by card: only a school taking charges can make one.
      if (ctx.stripe && !type.stripe_charges_enabled) return [];
      if (salesClosedReason(type, type.event_starts_at, type.event_time_zone)) return [];
      let left = (await seatsLeftOf(trx, [type])).get(typeId) ?? 0;
      const written: Array<{ id: string; message: MailMessage }> = [];
      if (!type.roles) {
        // One line, first come first offered, while places are free.
        const entries = await trx
          .selectFrom('waitlist_entries')
          .select(['id', 'account_id', 'email', 'role'])
          .where('ticket_type_id', '=', typeId)
          .where('status', '=', 'waiting')
          .orderBy('created_at')
          .orderBy('id')
          .limit(Math.max(0, left))
          .execute();
        for (const entry of entries) written.push(await offerTo(ctx, trx, type, entry));
        return written;
      }
      const roles = type.roles;
      const counts = (await roleCountsOf(trx, [typeId])).get(typeId) ?? { ...NO_ROLE_COUNTS };
      for (let progress = true; progress && left > 0;) {
        progress = false;
        for (const role of ROLES) {
          if (left <= 0 || roomByBalance(counts, role, roles.maxImbalance) <= 0) continue;
          const entry = await trx
            .selectFrom('waitlist_entries')
            .select(['id', 'account_id', 'email', 'role'])
            .where('ticket_type_id', '=', typeId)
            .where('role', '=', role)
            .where('status', '=', 'waiting')
            .orderBy('created_at')
            .orderBy('id')
            .executeTakeFirst();
          if (!entry) continue;
          written.push(await offerTo(ctx, trx, type, entry));
          counts[role]++;
          left--;
          progress = true;
        }
      }
      return written;
    }),
  );
  for (const mail of mails) await ctx.mailer.deliver(db, mail.id);
  return mails.length;
}

/** The ticket types (of `typeIds`, or all) someone is waiting for. */
async function typesWaitedFor(db: Db, typeIds?: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('ticket_type_id')
    .distinct()
    .where('status', '=', 'waiting')
    .$if(typeIds !== undefined, (query) => query.where('ticket_type_id', 'in', typeIds!))
    .execute();
  return rows.map((row) => row.ticket_type_id);
}

/** Offers again after seats changed on these types; runs after the answer, errors logged. */
export function offerAfterChange(ctx: ServiceContext, db: Db, typeIds: string[]): void {
  if (typeIds.length === 0) return;
  ctx.background.run('waitlist offers', async () => {
    // One read for all the types: most checkouts are of types no one waits for.
    for (const typeId of await typesWaitedFor(db, [...new Set(typeIds)]))
      await offerWaitlistPlaces(ctx, db, typeId);
  });
}

/**
 * Settles offers whose holds ended (paid → accepted, released or refunded → expired), then offers
 * every type someone waits for. The hold-expiry job runs it each minute.
 */
export async function settleWaitlists(ctx: ServiceContext, db: Db): Promise<number> {
  await sql`
    UPDATE waitlist_entries AS w
    SET status = CASE WHEN r.status = 'paid' THEN 'accepted' ELSE 'expired' END
    FROM reservations AS r
    WHERE w.reservation_id = r.id AND w.status = 'offered' AND r.status <> 'held'`.execute(db);
  let offered = 0;
  for (const typeId of await typesWaitedFor(db))
    offered += await offerWaitlistPlaces(ctx, db, typeId);
  return offered;
}
