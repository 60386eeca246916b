// Devices an account has signed in on (a signed device cookie, stored as its hash): their sign-ins
// are exempt from the per-e-mail lock that guesses from elsewhere can set off. And the e-mailed
// "it was me" links that make a new device one of them.
export const statements = [
  `CREATE TABLE trusted_devices (
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    device_hash text NOT NULL,
    trusted_at timestamptz NOT NULL DEFAULT now(),
    last_signed_in_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, device_hash)
  )`,
  `CREATE INDEX trusted_devices_last_signed_in_idx ON trusted_devices (last_signed_in_at)`,
  `CREATE TABLE device_link_tokens (
    token_hash text PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX device_link_tokens_account_idx ON device_link_tokens (account_id)`,
];
