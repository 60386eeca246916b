// The purchase's writes as one statement, so one transaction: the seat ledger's CTEs lock the
// chosen ticket types and then their sessions (in id order, so buyers of the same types queue
// instead of deadlocking) and count the seats — the database refuses a type or a capped session
// oversold, which aborts the whole statement — and it writes the order, its lines, one ticket per
// person and the confirmation e-mail (with its delivery job). The locks are held for this one statement only, never across round trips.
// An order paid through a hold (fromReservation) turns its held seats into sold ones and marks the
// hold paid in the same statement. An order priced with a code counts the code's use in the same
// statement too (a paid hold counted it when it was taken). A stepped price is proved on the locked
// types in the same statement (tier-pricing.ts); a paid hold's price was proved when it was taken.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DanceRole } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { seatMoveCtes } from '../seats/seat-ledger';
import { mailJobOf } from '../mailer';
import { codeUseCtes, type AppliedCode } from '../codes/code-uses';
import { addOnMoveCtes } from '../addons/addon-stock';
import type { AddOnLine } from '../addons/addon-sale';
import type { Answers } from '../../../src/contract/attendee-questions';
import { abortUnlessTierHolds, tierGuardCondition, type TierGuard } from './tier-pricing';

export interface OrderWrite {
  orderId: string;
  /** Null for a comp (no one bought it) and a guest's order. */
  accountId: string | null;
  email: string;
  /** A guest's name: bought without an account. */
  guestName?: string | null;
  configurationId: string;
  eventId: string | null;
  idempotencyKey: string;
  totalCents: number;
  currency: string;
  provider: string;
  method: string;
  reference: string;
  feeCents?: number;
  /** The booking fee the buyer paid on top, within totalCents. */
  bookingFeeCents?: number;
  paymentIntent?: string | null;
  /** The hold this order is paid through: its seats move from held to sold. */
  fromReservation?: string;
  /** The code it was priced with. */
  code?: AppliedCode | null;
  /** Where its stepped prices hold (tier-pricing.ts): the statement aborts outside them. */
  tierGuards?: TierGuard[];
  /** Its add-ons: their stock is taken in the same statement (addons/addon-stock.ts). */
  addOns?: AddOnLine[];
  /** `sessionId`: the places are in that one of the type's sessions (a class booked with a pass). */
  lines: Array<{
    typeId: string;
    role: RoleKey;
    quantity: number;
    priceCents: number;
    sessionId?: string | null;
  }>;
  tickets: Array<{
    id: string;
    typeId: string;
    code: string;
    role: DanceRole | null;
    roleName: string | null;
    holderName: string | null;
    holderEmail: string | null;
    /** The holder's answers to the event's questions; null: none. */
    answers?: Answers | null;
    /** What it was sold for when the line's price cannot say it exactly (a door sale's share). */
    priceCents?: number | null;
  }>;
  mail: MailRow;
  /** A couple's partner's e-mail. */
  partnerMail?: MailRow | null;
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  transport: string;
  sent_at: Date | null;
  attachment?: string | null;
}

/** The delivery jobs of the e-mails that go over SMTP, written with them (mailer.ts). */
function mailJobsCte(mails: MailRow[]) {
  const jobs = mails.filter((row) => row.transport === 'smtp').map((row) => mailJobOf(row.id));
  if (jobs.length === 0) return sql``;
  return sql`,
    new_mail_jobs AS (
      INSERT INTO jobs (id, name, key, payload, max_attempts)
      VALUES ${sql.join(jobs.map((job) => sql`(${randomUUID()}, ${job.name}, ${job.key}, ${JSON.stringify(job.payload)}::jsonb, ${job.maxAttempts})`))}
    )`;
}

/** An order whose confirmation e-mail may be none (a walk-in at the door gives no address). */
export type OrderWriteMailOptional = Omit<OrderWrite, 'mail'> & { mail: MailRow | null };

export async function writeOrder(db: Db, order: OrderWriteMailOptional): Promise<void> {
  const mails = [order.mail, order.partnerMail].filter((row): row is MailRow => Boolean(row));
  const code = order.code ?? null;
  const tiers = order.fromReservation ? undefined : tierGuardCondition(order.tierGuards ?? []);
  const countsCode = Boolean(code?.codeId && !order.fromReservation);
  const addOns = order.addOns ?? [];
  await sql`
    WITH ${seatMoveCtes(order.lines, order.fromReservation ? 'holdToSold' : 'sell', {
      when: tiers && abortUnlessTierHolds(tiers),
    })}
    ${countsCode && code ? codeUseCtes(code, order.email) : sql``}
    ${addOnMoveCtes(addOns, order.fromReservation ? 'holdToSold' : 'sell', {
      after: countsCode ? ['seat_types', 'code_use'] : ['seat_types'],
    })}
    ${
      addOns.length > 0
        ? sql`new_addons AS (
      INSERT INTO order_addons (id, order_id, variant_id, name, quantity, unit_price_cents)
      VALUES ${sql.join(addOns.map((line) => sql`(${randomUUID()}, ${order.orderId}, ${line.variantId}, ${line.name}, ${line.quantity}, ${line.priceCents})`))}
    ),`
        : sql``
    }
    new_order AS (
      INSERT INTO orders (id, account_id, configuration_id, event_id, idempotency_key, buyer_email,
        total_cents, currency, payment_provider, payment_method, payment_reference, fee_cents,
        payment_intent, code_id, code, discount_cents, booking_fee_cents, guest_name)
      VALUES (${order.orderId}, ${order.accountId}, ${order.configurationId}, ${order.eventId},
        ${order.idempotencyKey}, ${order.email}, ${order.totalCents}, ${order.currency},
        ${order.provider}, ${order.method}, ${order.reference}, ${order.feeCents ?? 0},
        ${order.paymentIntent ?? null}, ${code?.codeId ?? null}, ${code?.code ?? null},
        ${code?.discountCents ?? 0}, ${order.bookingFeeCents ?? 0}, ${order.guestName ?? null})
    ),
    ${
      order.fromReservation
        ? sql`paid AS (
      UPDATE reservations SET status = 'paid', order_id = ${order.orderId}, updated_at = now()
      WHERE id = ${order.fromReservation}
    ),`
        : sql``
    }
    new_lines AS (
      INSERT INTO order_lines (order_id, ticket_type_id, role, quantity, unit_price_cents)
      VALUES ${sql.join(order.lines.map((line) => sql`(${order.orderId}, ${line.typeId}, ${line.role}, ${line.quantity}, ${line.priceCents})`))}
    )${
      mails.length > 0
        ? sql`,
    new_mail AS (
      INSERT INTO outbox (id, to_address, subject, text_body, transport, sent_at, attachment)
      VALUES ${sql.join(mails.map((row) => sql`(${row.id}, ${row.to_address}, ${row.subject}, ${row.text_body}, ${row.transport}, ${row.sent_at}, ${row.attachment ?? null})`))}
    )`
        : sql``
    }${mailJobsCte(mails)}
    INSERT INTO tickets (id, order_id, ticket_type_id, event_id, account_id, code, role, role_name,
      holder_name, holder_email, answers, price_cents)
    VALUES ${sql.join(order.tickets.map((ticket) => sql`(${ticket.id}, ${order.orderId}, ${ticket.typeId}, ${order.eventId}, ${order.accountId}, ${ticket.code}, ${ticket.role}, ${ticket.roleName}, ${ticket.holderName}, ${ticket.holderEmail}, ${ticket.answers ? JSON.stringify(ticket.answers) : null}::jsonb, ${ticket.priceCents ?? null}::int)`))}
  `.execute(db);
}
