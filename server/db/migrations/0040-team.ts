// A school's team: who belongs to which school with which role (an account may belong to several),
// the invitations e-mailed to join one, and who refunded a ticket or last edited an event. Every
// account that belonged to a school (accounts.organisation_id) becomes an owner of it;
// accounts.organisation_id stays as the school an account acts for when a request names none.
export const statements = [
  `CREATE TABLE organisation_members (
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('owner', 'manager', 'finance', 'teacher', 'door')),
    joined_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (organisation_id, account_id)
  )`,
  `CREATE INDEX organisation_members_account_idx ON organisation_members (account_id)`,
  `INSERT INTO organisation_members (organisation_id, account_id, role)
    SELECT organisation_id, id, 'owner' FROM accounts WHERE organisation_id IS NOT NULL`,
  `CREATE TABLE team_invitations (
    id uuid PRIMARY KEY,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    email text NOT NULL,
    role text NOT NULL CHECK (role IN ('owner', 'manager', 'finance', 'teacher', 'door')),
    token_hash text NOT NULL UNIQUE,
    invited_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    accepted_at timestamptz,
    revoked_at timestamptz
  )`,
  // One open invitation per address and school: inviting again renews it.
  `CREATE UNIQUE INDEX team_invitations_open_key ON team_invitations (organisation_id, email)
    WHERE accepted_at IS NULL AND revoked_at IS NULL`,
  `ALTER TABLE tickets ADD COLUMN refunded_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL`,
  `ALTER TABLE ticket_configurations ADD COLUMN updated_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL`,
];
