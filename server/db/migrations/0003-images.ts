// Event images, kept in the database so every server process sharing it can serve them.
export const statements = [
  `CREATE TABLE images (
    key text PRIMARY KEY,
    content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
    bytes bytea NOT NULL,
    byte_size integer NOT NULL,
    uploaded_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];
