// Finding dance and teachers: an instructor's former profile addresses, kept so an old link is
// sent to the profile's current one (301) until another profile takes the address.
export const statements = [
  `CREATE TABLE instructor_former_slugs (
    slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
    instructor_id uuid NOT NULL REFERENCES instructors(id) ON DELETE CASCADE,
    replaced_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX instructor_former_slugs_instructor_idx ON instructor_former_slugs (instructor_id)`,
];
