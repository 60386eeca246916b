// Comps: free tickets an organiser issues to named people. One issue (a ticket type, its
// recipients and a note) is a comp_issues row, unique per configuration by the organiser's client
// key, so the same issue sent twice gives one set. Each recipient's ticket is an order of its own
// (payment_provider 'comp', total 0) pointing at its issue, with the note; a revoked comp keeps its
// order (comp_revoked_at) and its ticket is void, its seat back on sale.
export const statements = [
  `CREATE TABLE comp_issues (
    id uuid PRIMARY KEY,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    client_key text NOT NULL,
    fingerprint text NOT NULL,
    issued_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX comp_issues_client_key ON comp_issues (configuration_id, client_key)`,
  `ALTER TABLE orders ADD COLUMN comp_issue_id uuid REFERENCES comp_issues(id) ON DELETE SET NULL`,
  `ALTER TABLE orders ADD COLUMN comp_note text`,
  `ALTER TABLE orders ADD COLUMN comp_revoked_at timestamptz`,
  `CREATE INDEX orders_comp_issue_idx ON orders (comp_issue_id) WHERE comp_issue_id IS NOT NULL`,
];
