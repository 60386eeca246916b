// Table types of ticketing (migrations 0005, 0006, 0009, 0015, 0017, 0023): configurations, ticket
// types with their seats and partner roles, orders and their lines, tickets, check-ins, and the
// mobile app's checkout sessions, promo and access codes, comps (0032), buyers' changes (0035).
import type { CreatedAt, Timestamp, NullableTimestamp, Json } from './schema-columns';
import type { ColumnType, Generated } from 'kysely';
import type { DanceRole, PartnerRoles } from '../../src/contract/partner-roles';
import type { RefundRule } from '../../src/contract/ticket-changes';
import type { TicketAnswers } from './schema-questions';

/** A line's role: '' for a type without roles. */
export type RoleKey = DanceRole | '';

export type ConfigurationStatus = 'draft' | 'published';

export type EventState = 'scheduled' | 'cancelled' | 'postponed';

export interface TicketConfigurationTable {
  id: string;
  organisation_id: string;
  event_id: string | null;
  status: Generated<ConfigurationStatus>;
  current_step: Generated<number>;
  event_details: Json;
  sales_starts_at: NullableTimestamp;
  sales_ends_at: NullableTimestamp;
  refund_policy: Generated<string>;
  payment_methods: ColumnType<string[], string[] | undefined, string[]>;
  terms_and_conditions: Generated<string>;
  client_key: string | null;
  created_by_account_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The member who last saved it (migration 0040). */
  updated_by_account_id: Generated<string | null>;
  published_at: NullableTimestamp;
  /** Whether buyers may pass tickets on, until how many hours before the start (migration 0035). */
  transfers_allowed: Generated<boolean>;
  transfer_cutoff_hours: Generated<number>;
  /** The refund policy as rules (contract/ticket-changes.ts); null: refunds only on request. */
  refund_rules: ColumnType<RefundRule[] | null, string | null | undefined, string | null>;
  /** Set when retention removed the ended event: the configuration stays as the sale's record. */
  archived_at: NullableTimestamp;
  /** Ticket holders are reminded before the event (migration 0036). */
  reminders_enabled: Generated<boolean>;
  /** The configuration it was duplicated from, or that one's series (migration 0026); null: its
   * own series. A class pass covers a series. */
  series_id: Generated<string | null>;
  /** Cancelled or postponed by its school (migration 0039). */
  event_state: Generated<EventState>;
  /** After a postponement: until when holders may take a full refund (migration 0039). */
  refund_until: NullableTimestamp;
}

export interface TicketTypeTable {
  id: string;
  configuration_id: string;
  position: number;
  name: string;
  description: string;
  restrictions: string;
  price_cents: number;
  currency: string;
  quantity: number;
  sold: Generated<number>;
  /** Seats held for buyers who are paying (migration 0009); sold + held ≤ quantity. */
  held: Generated<number>;
  /** Partner roles and their balance (contract/partner-roles.ts); null: seats only. */
  roles: ColumnType<PartnerRoles | null, string | null | undefined, string | null>;
  /** The sessions it admits to (migration 0023), as ticket_type_sessions has them: what a sale
   * reads from the locked row. */
  session_ids: ColumnType<string[], string[] | undefined, string[]>;
  /** Sold only with an access code that unlocks it (migration 0029). */
  hidden: Generated<boolean>;
  /** Pay what you want: price_cents is the minimum (migration 0041). */
  pay_what_you_want: Generated<boolean>;
  /** Its price steps (migration 0031, contract/price-tiers.ts); price_cents applies after them. */
  price_steps: ColumnType<StoredPriceStep[], string | undefined, string>;
}

/** A price step as ticket_types.price_steps keeps it. */
export interface StoredPriceStep {
  label: string;
  priceCents: number;
  /** ISO instant, or null. */
  endsAt: string | null;
  endsAfterSold: number | null;
}

/** A session of an event (migration 0023): one-night events have one. */
export interface EventSessionTable {
  /** Made by the wizard, kept by the server. */
  id: string;
  configuration_id: string;
  position: number;
  name: string;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  room: string;
  level: string;
  teachers: string;
  /** Places across every type admitting to it; null: no limit. sold + held ≤ capacity. */
  capacity: number | null;
  sold: Generated<number>;
  held: Generated<number>;
  /** Lead/follow balance across the types admitting to it; null: none. */
  roles: ColumnType<PartnerRoles | null, string | null | undefined, string | null>;
  /** When the school cancelled it (migration 0027); it keeps its sales. */
  cancelled_at: Generated<Date | null>;
}

/** Which sessions a ticket type admits to. */
export interface TicketTypeSessionTable {
  ticket_type_id: string;
  session_id: string;
}

export interface OrderTable {
  id: string;
  account_id: string | null;
  configuration_id: string;
  event_id: string | null;
  idempotency_key: string;
  buyer_email: string;
  total_cents: number;
  currency: string;
  payment_provider: string;
  payment_method: string;
  payment_reference: string;
  status: Generated<'paid' | 'partially_refunded' | 'refunded'>;
  fee_cents: Generated<number>;
  refunded_cents: Generated<number>;
  disputed: Generated<boolean>;
  payment_intent: string | null;
  created_at: CreatedAt;
  /** The code the order was priced with (migration 0029), kept as text if the code goes. */
  code_id: Generated<string | null>;
  code: Generated<string | null>;
  discount_cents: Generated<number>;
  /** A comp's issue, its note and when it was revoked (migration 0032); null for a sale. */
  comp_issue_id: Generated<string | null>;
  comp_note: Generated<string | null>;
  comp_revoked_at: Generated<Date | null>;
  /** The platform's fee the buyer paid on top (migration 0033); in total_cents. */
  booking_fee_cents: Generated<number>;
  /** A guest's name (migration 0034): bought with an e-mail and a name, without an account. */
  guest_name: Generated<string | null>;
}

export interface OrderLineTable {
  order_id: string;
  ticket_type_id: string;
  /** '' for a type without roles. */
  role: Generated<RoleKey>;
  quantity: number;
  unit_price_cents: number;
}

export interface TicketTable {
  id: string;
  order_id: string;
  ticket_type_id: string;
  event_id: string | null;
  account_id: string | null;
  code: string;
  /** Set when the ticket was refunded: it never checks in. */
  voided_at: Date | null;
  role: Generated<DanceRole | null>;
  /** The role's name when bought ("Leader"). */
  role_name: Generated<string | null>;
  /** A couple's partner holding this ticket (migration 0017); null: the buyer's own. */
  holder_name: Generated<string | null>;
  holder_email: Generated<string | null>;
  /** The one session it admits to (a course's class booked with a pass, migration 0026); null:
   * every session its type admits to. */
  session_id: Generated<string | null>;
  /** The ticket its buyer passed on to this one's holder (migration 0035); that one is void. */
  transferred_from: Generated<string | null>;
  /** The member who refunded it (migration 0040); null: not refunded by a member, or before. */
  refunded_by_account_id: Generated<string | null>;
  /** The holder's answers to the event's questions, by question id (migration 0045). */
  answers: TicketAnswers;
  /** What it was sold for when its line's unit price cannot say it exactly (a door sale's share of
   * the amount taken, migration 0048); null: the line's price. */
  price_cents: Generated<number | null>;
  created_at: CreatedAt;
}

export interface CheckInTable {
  ticket_id: string;
  /** An earlier offline scan from another door device moves it back (door-scans.ts). */
  checked_in_at: ColumnType<Date, Date | string | undefined, Date>;
  /** An organiser who admitted the ticket by hand; null for the dancer's own scan. */
  checked_in_by_account_id: string | null;
  /** The door device that admitted it ("Door 2"); null by hand or by the dancer's own scan. */
  device_name: string | null;
  scan_id: string | null;
}

export interface CheckoutSessionTable {
  id: string;
  account_id: string;
  event_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type CodeKind = 'promo' | 'access';

/** A promo or access code of a configuration (migration 0029). uses ≤ max_uses. */
export interface PromoCodeTable {
  id: string;
  configuration_id: string;
  /** In upper case: codes compare without case. */
  code: string;
  kind: CodeKind;
  percent_off: number | null;
  amount_off_cents: number | null;
  /** The types a promo code applies to; null: all. */
  ticket_type_ids: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** The hidden types an access code unlocks. */
  unlocks: ColumnType<string[], string[] | undefined, string[]>;
  max_uses: number | null;
  max_uses_per_buyer: number | null;
  valid_from: NullableTimestamp;
  valid_until: NullableTimestamp;
  min_quantity: number;
  /** Orders and held checkouts priced with it. */
  uses: Generated<number>;
  created_at: CreatedAt;
}

/** A buyer's uses of a code (by e-mail, lower case); uses ≤ max_uses, the code's per-buyer limit. */
export interface PromoCodeBuyerTable {
  code_id: string;
  email: string;
  uses: number;
  max_uses: number | null;
}

/** A schedule image of a configuration's event, per day (migration 0030). */
export interface ScheduleImageTable {
  configuration_id: string;
  day: 'thursday' | 'friday' | 'saturday' | 'sunday';
  image_key: string;
  created_at: CreatedAt;
}

/** One issue of comps (migration 0032): unique per configuration by the organiser's key. */
export interface CompIssueTable {
  id: string;
  configuration_id: string;
  client_key: string;
  /** What was asked (type, recipients, note): the same key for another issue is refused. */
  fingerprint: string;
  issued_by_account_id: string | null;
  created_at: CreatedAt;
}

/** A buyer's change to a ticket (migration 0035), unique per order by the buyer's key. */
export interface TicketChangeTable {
  id: string;
  order_id: string;
  ticket_id: string;
  account_id: string | null;
  kind: 'transfer' | 'cancel' | 'refund_request';
  client_key: string;
  fingerprint: string;
  new_ticket_id: string | null;
  to_name: string | null;
  to_email: string | null;
  refund_cents: Generated<number>;
  message: Generated<string>;
  created_at: CreatedAt;
}

export interface TicketingTables {
  ticket_changes: TicketChangeTable;
  comp_issues: CompIssueTable;
  promo_codes: PromoCodeTable;
  promo_code_buyers: PromoCodeBuyerTable;
  ticket_configurations: TicketConfigurationTable;
  ticket_types: TicketTypeTable;
  event_sessions: EventSessionTable;
  ticket_type_sessions: TicketTypeSessionTable;
  schedule_images: ScheduleImageTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  tickets: TicketTable;
  check_ins: CheckInTable;
  checkout_sessions: CheckoutSessionTable;
}
