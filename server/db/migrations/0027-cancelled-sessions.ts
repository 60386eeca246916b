// A session of a published event can be cancelled (a class called off): it is marked, not
// removed, so its sales, tickets and money stay as the record the school refunds from.
export const statements = [`ALTER TABLE event_sessions ADD COLUMN cancelled_at timestamptz`];
