// Events: what the calendars show, owned by an organisation (or uploaded to the gallery), with
// their import history. Times are UTC instants; time_zone is where the event happens.
export const statements = [
  `ALTER TABLE organisations ADD COLUMN time_zone text NOT NULL DEFAULT 'Australia/Sydney'`,
  `CREATE TABLE events (
    id uuid PRIMARY KEY,
    organisation_id uuid REFERENCES organisations(id) ON DELETE SET NULL,
    uploaded_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    uploaded_by_admin boolean NOT NULL DEFAULT false,
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    time_zone text NOT NULL DEFAULT 'Australia/Sydney',
    location_description text NOT NULL DEFAULT '',
    location_raw text,
    latitude double precision,
    longitude double precision,
    is_venue_only boolean NOT NULL DEFAULT false,
    dance_styles text[] NOT NULL DEFAULT '{}',
    facebook_url text,
    facebook_event_id text,
    ical_uid text,
    import_source text NOT NULL CHECK (import_source IN ('manual', 'ics', 'facebook')),
    image_key text,
    image_upload_status text NOT NULL DEFAULT 'none'
      CHECK (image_upload_status IN ('none', 'uploading', 'completed', 'failed')),
    image_upload_error text,
    is_demo_data boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT events_ends_after_start CHECK (ends_at >= starts_at),
    CONSTRAINT events_location_pair CHECK ((latitude IS NULL) = (longitude IS NULL))
  )`,
  `CREATE INDEX events_starts_at_idx ON events (starts_at)`,
  `CREATE INDEX events_organisation_starts_idx ON events (organisation_id, starts_at)`,
  // Near-me reads narrow by a bounding box on latitude first, then by start.
  `CREATE INDEX events_position_idx ON events (latitude, longitude, starts_at) WHERE latitude IS NOT NULL`,
  `CREATE INDEX events_ends_at_idx ON events (ends_at)`,
  `CREATE UNIQUE INDEX events_facebook_event_id_key ON events (facebook_event_id) WHERE facebook_event_id IS NOT NULL`,
  `CREATE UNIQUE INDEX events_ical_uid_key ON events (ical_uid) WHERE ical_uid IS NOT NULL`,
  `CREATE TABLE event_import_history (
    id uuid PRIMARY KEY,
    event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    import_source text NOT NULL,
    imported_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX event_import_history_event_idx ON event_import_history (event_id, imported_at)`,
];
