// Table types of real payments (migration 0009): holds while a buyer pays, and Stripe events handled.
import type { ColumnType, Generated } from 'kysely';
import type { Partner } from '../../src/contract/partner-roles';
import type { RoleKey } from './schema-ticketing';
import type { HeldAttendee } from './schema-questions';

export type HoldPartner = Partner & { typeId: string };

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type ReservationStatus = 'held' | 'paid' | 'released' | 'refunded';

export interface ReservationTable {
  id: string;
  account_id: string | null;
  buyer_email: string;
  configuration_id: string;
  event_id: string | null;
  idempotency_key: string;
  /** The chosen types and quantities, canonical ("typeId:quantity,…" in id order). */
  selection: string;
  status: ReservationStatus;
  total_cents: number;
  fee_cents: Generated<number>;
  currency: string;
  connected_account: string | null;
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent: string | null;
  from_app: Generated<boolean>;
  expires_at: Date;
  order_id: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** A couple's partner (contract Partner + the type of their ticket); null: no partner. */
  partner: ColumnType<HoldPartner | null, string | null | undefined, string | null>;
  /** The code the hold was priced with (migration 0029): its use is counted while held. */
  code_id: Generated<string | null>;
  code: Generated<string | null>;
  discount_cents: Generated<number>;
  /** The platform's fee the buyer pays on top (migration 0033); in total_cents. */
  booking_fee_cents: Generated<number>;
  /** A guest's name (migration 0034): bought with an e-mail and a name, without an account. */
  guest_name: Generated<string | null>;
  /** Each ticket's holder and answers (migration 0045), copied to the tickets when paid. */
  attendees: ColumnType<HeldAttendee[] | null, string | null | undefined, string | null>;
}

export interface ReservationLineTable {
  reservation_id: string;
  ticket_type_id: string;
  /** '' for a type without roles. */
  role: Generated<RoleKey>;
  quantity: number;
  unit_price_cents: number;
}

export interface StripeEventTable {
  id: string;
  type: string;
  received_at: CreatedAt;
}

export interface EmailVerificationTokenTable {
  token_hash: string;
  account_id: string;
  expires_at: Date;
}

export interface CheckInLogTable {
  id: Generated<string>;
  ticket_id: string;
  action: 'check_in' | 'undo';
  account_id: string | null;
  at: CreatedAt;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'accepted' | 'expired' | 'left' | 'skipped';

/** A dancer waiting for a place of a role (migration 0016). */
export interface WaitlistEntryTable {
  id: string;
  ticket_type_id: string;
  /** null: a type without partner roles (migration 0039). */
  role: 'lead' | 'follow' | null;
  account_id: string;
  email: string;
  status: Generated<WaitlistStatus>;
  /** The hold of the place offered. */
  reservation_id: string | null;
  offered_at: Date | null;
  created_at: CreatedAt;
}

export interface PaymentTables {
  check_in_log: CheckInLogTable;
  waitlist_entries: WaitlistEntryTable;
  email_verification_tokens: EmailVerificationTokenTable;
  reservations: ReservationTable;
  reservation_lines: ReservationLineTable;
  stripe_events: StripeEventTable;
}
