// Retention of events that sold tickets: when the retention job removes an event that ended more
// than 30 days ago, the school's ticket configuration stays as the record of what was sold (its
// orders, tickets, refunds and money), marked archived. A published configuration needs its event
// only until it is archived.
export const statements = [
  `ALTER TABLE ticket_configurations ADD COLUMN archived_at timestamptz`,
  `ALTER TABLE ticket_configurations DROP CONSTRAINT ticket_configurations_published_has_event`,
  `ALTER TABLE ticket_configurations ADD CONSTRAINT ticket_configurations_published_has_event
    CHECK (status = 'draft' OR event_id IS NOT NULL OR archived_at IS NOT NULL)`,
];
