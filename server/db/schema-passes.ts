// Table types of class passes (migrations 0018, 0021, 0026).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ClassPassTable {
  id: string;
  organisation_id: string;
  name: string;
  classes: number;
  validity_weeks: number;
  price_cents: number;
  currency: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface PassOrderTable {
  id: string;
  pass_id: string;
  account_id: string | null;
  email: string;
  idempotency_key: string;
  status: 'pending' | 'paid' | 'refunded';
  classes_total: number;
  classes_used: Generated<number>;
  price_cents: number;
  currency: string;
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent: string | null;
  refunded_cents: Generated<number>;
  valid_until: Date | null;
  paid_at: Date | null;
  created_at: CreatedAt;
}

export interface PassBookingTable {
  id: string;
  pass_order_id: string;
  ticket_id: string;
  event_id: string | null;
  /** The session (the class) it took a place in (migration 0026). */
  session_id: Generated<string | null>;
  status: Generated<'booked' | 'cancelled'>;
  created_at: CreatedAt;
}

/** One extension of a sold pass, under the organiser's click key (migration 0021). */
export interface PassExtensionTable {
  pass_order_id: string;
  client_key: string;
  weeks: number;
  account_id: string | null;
  created_at: CreatedAt;
}

/** A series a pass covers: a configuration's id, which its Duplicate copies share as series_id. */
export interface ClassPassCourseTable {
  pass_id: string;
  series_id: string;
}

export interface PassTables {
  class_passes: ClassPassTable;
  class_pass_courses: ClassPassCourseTable;
  pass_orders: PassOrderTable;
  pass_bookings: PassBookingTable;
  pass_extensions: PassExtensionTable;
}
