// Private lessons: an instructor's lesson types, one availability (weekly hours, date overrides and
// booking rules, in the instructor's zone) and the lessons dancers book. One instructor never has
// two live (held or confirmed) lessons that overlap: every booking takes the instructor's row lock
// (SELECT … FOR UPDATE on instructors) before it reads the busy lessons and writes its own, which
// serialises bookings per instructor on PostgreSQL and PGlite alike (an exclusion constraint would
// need btree_gist, which the embedded database does not have). The unique index on a live lesson's
// start is the database's own backstop for the commonest clash, the same slot twice.
export const statements = [
  `CREATE TABLE lesson_availability (
    instructor_id uuid PRIMARY KEY REFERENCES instructors(id) ON DELETE CASCADE,
    time_zone text NOT NULL,
    weekly jsonb NOT NULL DEFAULT '[]',
    overrides jsonb NOT NULL DEFAULT '[]',
    buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240),
    min_notice_hours integer NOT NULL DEFAULT 24 CHECK (min_notice_hours BETWEEN 0 AND 720),
    booking_window_days integer NOT NULL DEFAULT 60 CHECK (booking_window_days BETWEEN 1 AND 365),
    cancel_cutoff_hours integer NOT NULL DEFAULT 24 CHECK (cancel_cutoff_hours BETWEEN 0 AND 720),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE lesson_types (
    id uuid PRIMARY KEY,
    instructor_id uuid NOT NULL REFERENCES instructors(id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    minutes integer NOT NULL CHECK (minutes BETWEEN 15 AND 480),
    format text NOT NULL CHECK (format IN ('single', 'couple')),
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    currency text NOT NULL,
    place text,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX lesson_types_instructor_idx ON lesson_types (instructor_id, created_at)`,
  `CREATE TABLE lesson_bookings (
    id uuid PRIMARY KEY,
    instructor_id uuid NOT NULL REFERENCES instructors(id) ON DELETE CASCADE,
    lesson_type_id uuid NOT NULL REFERENCES lesson_types(id) ON DELETE CASCADE,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    email text NOT NULL,
    idempotency_key text NOT NULL,
    status text NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'expired')),
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
    time_zone text NOT NULL,
    hold_expires_at timestamptz,
    lesson_name text NOT NULL,
    minutes integer NOT NULL,
    format text NOT NULL,
    place text,
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    currency text NOT NULL,
    payment_provider text NOT NULL CHECK (payment_provider IN ('demo', 'free', 'stripe')),
    cancel_cutoff_hours integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    confirmed_at timestamptz,
    cancelled_at timestamptz
  )`,
  `CREATE UNIQUE INDEX lesson_bookings_key ON lesson_bookings (account_id, idempotency_key)`,
  `CREATE UNIQUE INDEX lesson_bookings_live_start_key ON lesson_bookings (instructor_id, starts_at)
    WHERE status IN ('held', 'confirmed')`,
  `CREATE INDEX lesson_bookings_instructor_idx ON lesson_bookings (instructor_id, starts_at)`,
  `CREATE INDEX lesson_bookings_account_idx ON lesson_bookings (account_id, starts_at)`,
];
