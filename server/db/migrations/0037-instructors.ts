// Instructor profiles: one per account, public at /i/{slug} (the slug unique, kept in lower case),
// and the sessions a school names an instructor on. A naming is the school's claim; it shows on the
// profile only once the instructor confirms it, so no school can put a session on a profile (nor an
// account claim a session) alone. A naming goes with its session, its instructor or its school.
export const statements = [
  `CREATE TABLE instructors (
    id uuid PRIMARY KEY,
    account_id uuid NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
    slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    image_key text,
    dance_styles text[] NOT NULL DEFAULT '{}',
    cities text[] NOT NULL DEFAULT '{}',
    bio text NOT NULL DEFAULT '',
    languages text[] NOT NULL DEFAULT '{}',
    links jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX instructors_name_idx ON instructors (name, id)`,
  `CREATE TABLE session_instructors (
    id uuid PRIMARY KEY,
    session_id uuid NOT NULL REFERENCES event_sessions(id) ON DELETE CASCADE,
    instructor_id uuid NOT NULL REFERENCES instructors(id) ON DELETE CASCADE,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'declined')),
    named_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    named_at timestamptz NOT NULL DEFAULT now(),
    answered_at timestamptz
  )`,
  `CREATE UNIQUE INDEX session_instructors_pair_key ON session_instructors (session_id, instructor_id)`,
  `CREATE INDEX session_instructors_instructor_idx ON session_instructors (instructor_id, status)`,
];
