// Durable jobs (server/services/jobs): every piece of work that runs outside a request — retention,
// feed syncs, hold expiry and waitlist offers, mail delivery — is a row here, claimed under a lease
// so that a process killed mid-job leaves it to be taken again. A key names a job that must exist
// only once while it waits (a recurring job's name, 'mail:<outbox id>'); finished rows keep theirs.
export const statements = [
  `CREATE TABLE jobs (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    key text,
    payload jsonb NOT NULL DEFAULT '{}'::jsonb,
    run_at timestamptz NOT NULL DEFAULT now(),
    attempts integer NOT NULL DEFAULT 0,
    max_attempts integer NOT NULL DEFAULT 5,
    last_error text,
    locked_by text,
    locked_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    done_at timestamptz,
    failed_at timestamptz,
    CHECK (attempts >= 0 AND max_attempts >= 1)
  )`,
  `CREATE UNIQUE INDEX jobs_waiting_key_idx ON jobs (key)
    WHERE done_at IS NULL AND failed_at IS NULL`,
  `CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE done_at IS NULL AND failed_at IS NULL`,
  `CREATE INDEX jobs_finished_idx ON jobs (coalesce(done_at, failed_at))
    WHERE done_at IS NOT NULL OR failed_at IS NOT NULL`,
];
