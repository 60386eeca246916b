// Facebook Page connections: one per organisation, with the user's and the page's access tokens
// encrypted at rest (services/facebook/token-vault.ts), the pages found, the chosen page and its
// public details as Facebook gave them; and the data-deletion requests Facebook sends us.
export const statements = [
  `CREATE TABLE facebook_connections (
    organisation_id uuid PRIMARY KEY REFERENCES organisations(id) ON DELETE CASCADE,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    facebook_user_id text NOT NULL,
    user_name text NOT NULL,
    user_token text,
    user_token_expires_at timestamptz,
    demo boolean NOT NULL DEFAULT false,
    available_pages jsonb NOT NULL DEFAULT '[]',
    pages_checked boolean NOT NULL DEFAULT false,
    no_pages_found boolean NOT NULL DEFAULT false,
    user_type text,
    pages_skipped boolean NOT NULL DEFAULT false,
    page_id text,
    page_name text,
    page_token text,
    page_details jsonb,
    details_fetched_at timestamptz,
    connected_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Facebook's deauthorise and data-deletion callbacks name the user, not the organisation.
  `CREATE INDEX facebook_connections_user_idx ON facebook_connections (facebook_user_id)`,
  `CREATE TABLE facebook_data_deletions (
    confirmation_code text PRIMARY KEY,
    facebook_user_id text NOT NULL,
    connections_removed integer NOT NULL,
    requested_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz NOT NULL DEFAULT now()
  )`,
];
