// Local guides, continued: a message to a guide carries the client's key (one per message, so a
// retried or double-submitted send is stored and e-mailed once; the fingerprint tells the same
// message from another under the same key), and a guide's answers are stored so the dancer who
// receives one can report it to the site's administrators, as a guide can report a message.
export const statements = [
  `ALTER TABLE guide_messages ADD COLUMN client_key text`,
  `ALTER TABLE guide_messages ADD COLUMN fingerprint text`,
  // Messages from before keys (null) are not constrained; a key is one message per sender.
  `CREATE UNIQUE INDEX guide_messages_client_key ON guide_messages (sender_account_id, client_key)
    WHERE client_key IS NOT NULL`,
  `CREATE TABLE guide_answers (
    id uuid PRIMARY KEY,
    message_id uuid NOT NULL REFERENCES guide_messages(id) ON DELETE CASCADE,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    reported_at timestamptz,
    report_reason text
  )`,
  `CREATE INDEX guide_answers_message_idx ON guide_answers (message_id, created_at)`,
  `CREATE INDEX guide_answers_reported_idx ON guide_answers (reported_at) WHERE reported_at IS NOT NULL`,
];
