// Seats held while a buyer pays. Taking a hold is one statement, like a purchase: the seat
// ledger's CTEs lock the chosen types and their sessions (in id order) and add to `held` — the
// database refuses a type or a capped session oversold — and it writes the reservation with its
// lines, and counts its code's use. Releasing one gives the seats (and the use) back, once.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import type { HoldPartner, ReservationStatus } from '../../db/schema-payments';
import { roleName as partnerRoleName, withRoleName } from '../../../src/contract/partner-roles';
import { saleFingerprint, saleTables } from '../purchases/types-for-sale';
import { prepared } from '../../db/prepared-statements';
import { moveSeats, seatMoveCtes } from '../seats/seat-ledger';
import { codeUseCtes, giveCodeUseBack, type AppliedCode } from '../codes/code-uses';
import { addOnMoveCtes, moveAddOnStock } from '../addons/addon-stock';
import type { AddOnLine } from '../addons/addon-sale';
import type { HeldAttendee } from '../../db/schema-questions';
import {
  abortUnlessTierHolds,
  tierGuardCondition,
  type TierGuard,
} from '../purchases/tier-pricing';

export interface HoldWrite {
  id: string;
  /** Null for a guest (guestName). */
  accountId: string | null;
  email: string;
  guestName?: string | null;
  configurationId: string;
  eventId: string | null;
  idempotencyKey: string;
  selection: string;
  totalCents: number;
  feeCents: number;
  /** The booking fee the buyer pays on top (in totalCents); 0 when the school absorbs it. */
  bookingFeeCents?: number;
  currency: string;
  connectedAccount: string | null;
  fromApp: boolean;
  expiresAt: Date;
  /** In ticket-type id order, then role. */
  lines: Array<{ typeId: string; role: RoleKey; quantity: number; priceCents: number }>;
  /** A couple's partner, kept until the hold is paid. */
  partner?: HoldPartner | null;
  /** The code it is priced with: its use is counted while the hold stands. */
  code?: AppliedCode | null;
  /** Where its stepped prices hold (purchases/tier-pricing.ts): the statement aborts outside them. */
  tierGuards?: TierGuard[];
  /** Its add-ons: their stock is held with the seats (addons/addon-stock.ts). */
  addOns?: AddOnLine[];
  /** Each ticket's holder and answers, kept until the hold is paid (services/questions). */
  attendees?: HeldAttendee[];
}

/** The hold's add-on CTEs: the stock moved after the types (and the code), and the hold's lines. */
function holdAddOnCtes(hold: HoldWrite, when?: RawBuilder<unknown>) {
  const addOns = hold.addOns ?? [];
  if (addOns.length === 0) return sql``;
  const rows = sql.join(
    addOns.map(
      (line) =>
        sql`(${line.variantId}::uuid, ${line.name}::text, ${line.quantity}::int, ${line.priceCents}::int)`,
    ),
  );
  return sql`${addOnMoveCtes(addOns, 'hold', {
    after: hold.code?.codeId ? ['seat_types', 'code_use'] : ['seat_types'],
    when,
  })}
    held_addons AS (
      INSERT INTO reservation_addons (reservation_id, variant_id, name, quantity, unit_price_cents)
      SELECT ${hold.id}::uuid, v.* FROM (VALUES ${rows}) AS v(variant_id, name, quantity, price)
      ${when ? sql`WHERE (${when})` : sql``}
    ),`;
}

/** The hold's tier check as a seat-move gate, or undefined without stepped prices. */
function tierGate(hold: HoldWrite) {
  const condition = tierGuardCondition(hold.tierGuards ?? []);
  return condition && abortUnlessTierHolds(condition);
}

/** The canonical form of a selection: the same order always compares equal. */
export const selectionKey = (
  lines: Array<{ typeId: string; role?: RoleKey | undefined; quantity: number }>,
) =>
  lines
    .map((line) =>
      line.role
        ? `${line.typeId}:${line.role}:${line.quantity}`
        : `${line.typeId}:${line.quantity}`,
    )
    .join(',');

const reservationColumns = sql`id, account_id, buyer_email, configuration_id, event_id,
  idempotency_key, selection, status, total_cents, fee_cents, currency, connected_account,
  from_app, expires_at, partner, code_id, code, discount_cents, booking_fee_cents, guest_name, attendees`;

const reservationValues = (hold: HoldWrite) =>
  sql`${hold.id}, ${hold.accountId}, ${hold.email}, ${hold.configurationId}, ${hold.eventId},
    ${hold.idempotencyKey}, ${hold.selection}, 'held', ${hold.totalCents}, ${hold.feeCents},
    ${hold.currency}, ${hold.connectedAccount}, ${hold.fromApp}, ${hold.expiresAt},
    ${hold.partner ? JSON.stringify(hold.partner) : null}::jsonb, ${hold.code?.codeId ?? null}::uuid,
    ${hold.code?.code ?? null}::text, ${hold.code?.discountCents ?? 0}::int,
    ${hold.bookingFeeCents ?? 0}::int, ${hold.guestName ?? null}::text,
    ${hold.attendees?.length ? JSON.stringify(hold.attendees) : null}::jsonb`;

export async function writeHold(db: Db, hold: HoldWrite): Promise<void> {
  await sql`
    WITH ${seatMoveCtes(hold.lines, 'hold', { when: tierGate(hold) })}
    ${hold.code?.codeId ? codeUseCtes(hold.code, hold.email) : sql``}
    ${holdAddOnCtes(hold)}
    reservation AS (
      INSERT INTO reservations (${reservationColumns}) VALUES (${reservationValues(hold)})
    )
    INSERT INTO reservation_lines (reservation_id, ticket_type_id, role, quantity, unit_price_cents)
    VALUES ${sql.join(hold.lines.map((line) => sql`(${hold.id}, ${line.typeId}, ${line.role}, ${line.quantity}, ${line.priceCents})`))}
  `.execute(db);
}

/**
 * `writeHold` for a hold checked against what an earlier read saw (its types' sale fingerprints,
 * by type id): it takes the seats only if every fingerprint still matches and no order was made
 * with this key — all in the one statement. Answers false, having written nothing, when something
 * changed: the buyer must be checked again against a fresh read.
 */
export async function writeCheckedHold(
  db: Db,
  hold: HoldWrite,
  fingerprints: Map<string, string>,
): Promise<boolean> {
  const expected = sql.join(
    [...fingerprints].map(([id, fingerprint]) => sql`(${id}::uuid, ${fingerprint}::text)`),
  );
  const tiers = tierGate(hold);
  const { rows } = await sql<{ held: string }>`${prepared}
    WITH ${seatMoveCtes(hold.lines, 'hold', {
      lockedTypes: sql`SELECT t.id, t.session_ids, t.sold + t.held AS taken FROM ${saleTables}
        JOIN (VALUES ${expected}) AS f(id, fingerprint) ON f.id = t.id
        WHERE ${saleFingerprint} = f.fingerprint
        ORDER BY t.id
        FOR UPDATE OF t`,
      afterLock: sql`checked AS (
        SELECT count(*) = ${fingerprints.size} AND NOT EXISTS (
          SELECT 1 FROM orders WHERE account_id = ${hold.accountId}::uuid
            AND idempotency_key = ${hold.idempotencyKey}
          UNION ALL
          SELECT 1 FROM orders WHERE ${hold.accountId}::uuid IS NULL AND guest_name IS NOT NULL
            AND buyer_email = ${hold.email} AND idempotency_key = ${hold.idempotencyKey}
        ) AS ok FROM seat_types
      ),`,
      when: tiers ? sql`(SELECT ok FROM checked) AND ${tiers}` : sql`SELECT ok FROM checked`,
    })}
    ${hold.code?.codeId ? codeUseCtes(hold.code, hold.email, sql`SELECT ok FROM checked`) : sql``}
    ${holdAddOnCtes(hold, sql`SELECT ok FROM checked`)}
    reservation AS (
      INSERT INTO reservations (${reservationColumns})
      SELECT ${reservationValues(hold)} WHERE (SELECT ok FROM checked)
      RETURNING id
    ),
    lines AS (
      INSERT INTO reservation_lines (reservation_id, ticket_type_id, role, quantity, unit_price_cents)
      SELECT reservation.id, v.* FROM reservation,
        (VALUES ${sql.join(hold.lines.map((line) => sql`(${line.typeId}::uuid, ${line.role}::text, ${line.quantity}::int, ${line.priceCents}::int)`))}) AS v
    )
    SELECT count(*) AS held FROM reservation
  `.execute(db);
  return Number(rows[0]?.held) === 1;
}

/** A hold's add-on lines, in variant id order. */
export async function addOnsOfHold(db: Db, reservationId: string): Promise<AddOnLine[]> {
  const rows = await db
    .selectFrom('reservation_addons')
    .select(['variant_id', 'name', 'quantity', 'unit_price_cents'])
    .where('reservation_id', '=', reservationId)
    .orderBy('variant_id')
    .execute();
  return rows.map((row) => ({
    variantId: row.variant_id,
    name: row.name,
    quantity: row.quantity,
    priceCents: row.unit_price_cents,
  }));
}

/** A hold's lines, each named as its tickets will be ("Workshop · Leader"). */
export async function linesOf(db: Db, reservationId: string) {
  const rows = await db
    .selectFrom('reservation_lines as l')
    .innerJoin('ticket_types as t', 't.id', 'l.ticket_type_id')
    .select([
      'l.ticket_type_id as typeId',
      'l.role',
      'l.quantity',
      'l.unit_price_cents as priceCents',
      't.name as typeName',
      't.roles',
      't.position',
    ])
    .where('l.reservation_id', '=', reservationId)
    .orderBy('l.ticket_type_id')
    .orderBy('l.role')
    .execute();
  return rows.map(({ typeName, roles, ...line }) => {
    const roleName = roles && line.role ? partnerRoleName(roles, line.role) : null;
    return { ...line, roleName, name: withRoleName(typeName, roleName) };
  });
}

/** The ticket types a hold's lines take places of. */
export async function typesOfHold(db: Db, reservationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation_lines')
    .select('ticket_type_id')
    .distinct()
    .where('reservation_id', '=', reservationId)
    .execute();
  return rows.map((row) => row.ticket_type_id);
}

/**
 * Gives a held reservation's seats back and marks it `to` (released, or refunded when a late
 * payment could not be honoured). Answers false when it was no longer held: nothing changes.
 * Locks the reservation, then its types in id order (db/lock-order.ts).
 */
export async function releaseHold(
  db: Db,
  reservationId: string,
  to: Exclude<ReservationStatus, 'held' | 'paid'> = 'released',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reservations')
      .select(['status', 'code_id', 'buyer_email'])
      .where('id', '=', reservationId)
      .forUpdate()
      .executeTakeFirst();
    if (row?.status !== 'held') return false;
    const lines = await linesOf(trx, reservationId);
    await moveSeats(trx, lines, 'releaseHeld');
    // Its code's use is given back with the seats (a late payment counts it anew, fulfil.ts).
    await giveCodeUseBack(trx, row.code_id, row.buyer_email);
    // And its add-ons, after the code (db/lock-order.ts's order).
    await moveAddOnStock(trx, await addOnsOfHold(trx, reservationId), 'releaseHeld');
    await trx
      .updateTable('reservations')
      .set({ status: to, updated_at: new Date() })
      .where('id', '=', reservationId)
      .execute();
    return true;
  });
}
