// Messages to attendees and reminders. A school's message to an event's attendees is an
// attendee_messages row (unique per configuration by the client's key); the job that sends it
// writes one attendee_message_recipients row per address, in the same transaction as that
// address's outbox row, so the key (message, address) lets each person have it exactly once
// however many times the job runs. A reminder is a ticket_reminders row, written with its e-mail:
// one per ticket. Reminders are on for an event until its school turns them off.
export const statements = [
  `CREATE TABLE attendee_messages (
    id uuid PRIMARY KEY,
    organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    client_key text NOT NULL,
    fingerprint text NOT NULL,
    audience jsonb NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    sent_by_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'writing', 'written', 'failed')),
    recipients integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    written_at timestamptz
  )`,
  `CREATE UNIQUE INDEX attendee_messages_client_key ON attendee_messages (configuration_id, client_key)`,
  `CREATE INDEX attendee_messages_school_idx ON attendee_messages (organisation_id, created_at)`,
  `CREATE TABLE attendee_message_recipients (
    message_id uuid NOT NULL REFERENCES attendee_messages(id) ON DELETE CASCADE,
    email text NOT NULL,
    outbox_id uuid NOT NULL,
    PRIMARY KEY (message_id, email)
  )`,
  `ALTER TABLE ticket_configurations ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true`,
  `CREATE TABLE ticket_reminders (
    ticket_id uuid PRIMARY KEY REFERENCES tickets(id) ON DELETE CASCADE,
    configuration_id uuid NOT NULL REFERENCES ticket_configurations(id) ON DELETE CASCADE,
    outbox_id uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX ticket_reminders_configuration_idx ON ticket_reminders (configuration_id)`,
];
