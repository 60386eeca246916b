// Local guides: an aficionado's public guide profile (/guides/{slug}), the messages visiting
// dancers send them through the site (relayed by e-mail, neither address shown) and the reports
// of such messages, the applications to become a guide that the site's administrators review, the
// events a guide picks from the calendar, and the site administrator's flag on an account.
export const statements = [
  `ALTER TABLE accounts ADD COLUMN is_site_admin boolean NOT NULL DEFAULT false`,
  `CREATE TABLE guides (
    id uuid PRIMARY KEY,
    account_id uuid NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
    slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    city text NOT NULL CHECK (length(city) BETWEEN 1 AND 60),
    dance_styles text[] NOT NULL DEFAULT '{}',
    languages text[] NOT NULL DEFAULT '{}',
    ask_me_about text NOT NULL DEFAULT '',
    bio text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX guides_city_idx ON guides (lower(city), name, id)`,
  `CREATE TABLE guide_messages (
    id uuid PRIMARY KEY,
    guide_id uuid NOT NULL REFERENCES guides(id) ON DELETE CASCADE,
    sender_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    sender_first_name text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    reported_at timestamptz,
    report_reason text
  )`,
  `CREATE INDEX guide_messages_guide_idx ON guide_messages (guide_id, created_at)`,
  `CREATE INDEX guide_messages_reported_idx ON guide_messages (reported_at) WHERE reported_at IS NOT NULL`,
  `CREATE TABLE guide_applications (
    id uuid PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    city text NOT NULL,
    dance_styles text[] NOT NULL DEFAULT '{}',
    reason text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
    created_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    decided_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL
  )`,
  // One application waits at a time per account: applying twice at once cannot queue two.
  `CREATE UNIQUE INDEX guide_applications_pending_key ON guide_applications (account_id)
    WHERE status = 'pending'`,
  `CREATE INDEX guide_applications_status_idx ON guide_applications (status, created_at)`,
  `CREATE TABLE guide_picks (
    guide_id uuid NOT NULL REFERENCES guides(id) ON DELETE CASCADE,
    event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    picked_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (guide_id, event_id)
  )`,
];
