// Organisations, accounts, sign-in tokens, deletion requests, the mail outbox and job bookkeeping.
export const statements = [
  `CREATE TABLE organisations (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE accounts (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    password_hash text NOT NULL,
    name text,
    organisation_id uuid REFERENCES organisations(id) ON DELETE SET NULL,
    is_dance_aficionado boolean NOT NULL DEFAULT false,
    can_upload_events boolean NOT NULL DEFAULT false,
    latitude double precision,
    longitude double precision,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT accounts_email_lowercase CHECK (email = lower(email)),
    CONSTRAINT accounts_location_pair CHECK ((latitude IS NULL) = (longitude IS NULL))
  )`,
  `CREATE UNIQUE INDEX accounts_email_key ON accounts (email)`,
  `CREATE INDEX accounts_organisation_idx ON accounts (organisation_id)`,
  `CREATE TABLE refresh_tokens (
    id uuid PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    family_id uuid NOT NULL,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    rotated_at timestamptz,
    revoked_at timestamptz
  )`,
  `CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`,
  `CREATE INDEX refresh_tokens_account_idx ON refresh_tokens (account_id)`,
  `CREATE TABLE password_reset_tokens (
    token_hash text PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX password_reset_tokens_account_idx ON password_reset_tokens (account_id)`,
  `CREATE TABLE account_deletion_requests (
    id uuid PRIMARY KEY,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    email text NOT NULL,
    tracking_number text NOT NULL UNIQUE,
    token_hash text NOT NULL UNIQUE,
    requested_at timestamptz NOT NULL DEFAULT now(),
    purge_after timestamptz NOT NULL,
    cancelled_at timestamptz,
    completed_at timestamptz
  )`,
  // At most one open deletion request per account.
  `CREATE UNIQUE INDEX account_deletion_requests_open_key ON account_deletion_requests (account_id)
    WHERE cancelled_at IS NULL AND completed_at IS NULL`,
  `CREATE INDEX account_deletion_requests_due_idx ON account_deletion_requests (purge_after)
    WHERE cancelled_at IS NULL AND completed_at IS NULL`,
  `CREATE TABLE outbox (
    id uuid PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    error text
  )`,
  `CREATE INDEX outbox_to_idx ON outbox (to_address, created_at)`,
  `CREATE TABLE login_attempts (
    id bigserial PRIMARY KEY,
    email text NOT NULL,
    ip text NOT NULL,
    succeeded boolean NOT NULL,
    attempted_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX login_attempts_email_idx ON login_attempts (email, attempted_at)`,
  `CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at)`,
  `CREATE TABLE server_secrets (
    name text PRIMARY KEY,
    value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE job_runs (
    job text PRIMARY KEY,
    last_run_at timestamptz NOT NULL,
    last_result text
  )`,
];
