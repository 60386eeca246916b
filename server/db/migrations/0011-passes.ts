// Signed passes and the door scanner: the deployment's Ed25519 pass keys (one active, older ones
// kept so passes already issued still verify), door links for helpers (a long secret in the link
// plus a PIN, for one event, until a time), every scan a door device sent (keyed by the device's
// own scan id, so a batch synced twice counts once), which device admitted a ticket, and how long
// before an event its door opens.
export const statements = [
  `CREATE TABLE pass_keys (
    kid text PRIMARY KEY,
    public_key text NOT NULL,
    private_key text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    retired_at timestamptz
  )`,
  // At most one active key: concurrent first starts create one between them.
  `CREATE UNIQUE INDEX pass_keys_one_active ON pass_keys ((retired_at IS NULL)) WHERE retired_at IS NULL`,
  `CREATE TABLE door_links (
    id uuid PRIMARY KEY,
    event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    label text NOT NULL,
    secret_hash text NOT NULL,
    pin_hash text NOT NULL,
    failed_pins integer NOT NULL DEFAULT 0,
    created_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE INDEX door_links_event_idx ON door_links (event_id, created_at)`,
  `CREATE TABLE door_scans (
    id uuid PRIMARY KEY,
    event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    ticket_id uuid REFERENCES tickets(id) ON DELETE CASCADE,
    device_id text NOT NULL,
    device_name text NOT NULL,
    scanned_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    outcome text NOT NULL,
    door_link_id uuid REFERENCES door_links(id) ON DELETE SET NULL,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL
  )`,
  `CREATE INDEX door_scans_event_idx ON door_scans (event_id, scanned_at)`,
  `ALTER TABLE check_ins ADD COLUMN device_name text`,
  `ALTER TABLE check_ins ADD COLUMN scan_id uuid`,
  `ALTER TABLE events ADD COLUMN check_in_opens_minutes integer NOT NULL DEFAULT 120
    CHECK (check_in_opens_minutes BETWEEN 0 AND 1440)`,
];
