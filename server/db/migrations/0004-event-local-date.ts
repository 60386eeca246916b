// The day an event happens where it happens: calendars place events by it (spec §2), and month
// and day reads cap each day by it, so they read a few index entries per day, not a month.
export const statements = [
  `ALTER TABLE events ADD COLUMN local_date date
    GENERATED ALWAYS AS ((starts_at AT TIME ZONE time_zone)::date) STORED`,
  `CREATE INDEX events_local_date_idx ON events (local_date, starts_at, id)`,
  `CREATE INDEX events_local_date_position_idx ON events (local_date, latitude, longitude)
    WHERE latitude IS NOT NULL`,
  `CREATE INDEX events_organisation_local_date_idx ON events (organisation_id, local_date, starts_at)`,
  `DROP INDEX events_organisation_starts_idx`,
];
