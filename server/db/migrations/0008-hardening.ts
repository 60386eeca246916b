// Sign-in limits as counters that one statement increments and checks (so parallel guesses
// cannot pass the limit together), and the school a draft's image belongs to until it is public.
export const statements = [
  `DROP TABLE login_attempts`,
  `CREATE TABLE login_limits (
    key text PRIMARY KEY,
    attempts integer NOT NULL,
    window_started_at timestamptz NOT NULL
  )`,
  `CREATE INDEX login_limits_window_idx ON login_limits (window_started_at)`,
  `ALTER TABLE images ADD COLUMN draft_organisation_id uuid REFERENCES organisations(id) ON DELETE CASCADE`,
];
