// A dancer's private calendar feed of their tickets: the hash of its secret address's token
// (a new one replaces it; removing it stops the feed).
export const statements = [
  `ALTER TABLE accounts ADD COLUMN calendar_token_hash text`,
  `CREATE UNIQUE INDEX accounts_calendar_token_key ON accounts (calendar_token_hash)
    WHERE calendar_token_hash IS NOT NULL`,
];
