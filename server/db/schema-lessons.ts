// Table types of private lessons (migration 0051): lesson types, an instructor's availability,
// and booked lessons.
import type { ColumnType, Generated } from 'kysely';
import type {
  DateOverride,
  LessonFormat,
  LessonStatus,
  WeeklyRange,
} from '../../src/contract/private-lessons';
import type { CreatedAt } from './schema-columns';

export interface LessonAvailabilityTable {
  instructor_id: string;
  time_zone: string;
  weekly: ColumnType<WeeklyRange[], string, string>;
  overrides: ColumnType<DateOverride[], string, string>;
  buffer_minutes: number;
  min_notice_hours: number;
  booking_window_days: number;
  cancel_cutoff_hours: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LessonTypeTable {
  id: string;
  instructor_id: string;
  name: string;
  minutes: number;
  format: LessonFormat;
  price_cents: number;
  currency: string;
  place: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface LessonBookingTable {
  id: string;
  instructor_id: string;
  lesson_type_id: string;
  account_id: string;
  email: string;
  idempotency_key: string;
  status: LessonStatus;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  time_zone: string;
  hold_expires_at: Date | null;
  lesson_name: string;
  minutes: number;
  format: LessonFormat;
  place: string | null;
  price_cents: number;
  currency: string;
  payment_provider: 'demo' | 'free' | 'stripe';
  cancel_cutoff_hours: number;
  created_at: CreatedAt;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
}

export interface LessonTables {
  lesson_availability: LessonAvailabilityTable;
  lesson_types: LessonTypeTable;
  lesson_bookings: LessonBookingTable;
}
