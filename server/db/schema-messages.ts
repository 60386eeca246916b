// Table types of messages to attendees and reminders (migration 0036): each message, the
// addresses it was written to (one row each, with its outbox message), and each ticket's reminder.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './schema-columns';

/** queued: not started; writing: its e-mails are being written; written: all are in the outbox. */
export type MessageWriteStatus = 'queued' | 'writing' | 'written' | 'failed';

export interface AttendeeMessageTable {
  id: string;
  organisation_id: string;
  configuration_id: string;
  client_key: string;
  fingerprint: string;
  audience: ColumnType<unknown, string, string>;
  subject: string;
  body: string;
  sent_by_account_id: string | null;
  status: Generated<MessageWriteStatus>;
  recipients: Generated<number>;
  created_at: CreatedAt;
  written_at: NullableTimestamp;
}

export interface AttendeeMessageRecipientTable {
  message_id: string;
  email: string;
  outbox_id: string;
}

export interface TicketReminderTable {
  ticket_id: string;
  configuration_id: string;
  outbox_id: string;
  created_at: CreatedAt;
}

export interface MessageTables {
  attendee_messages: AttendeeMessageTable;
  attendee_message_recipients: AttendeeMessageRecipientTable;
  ticket_reminders: TicketReminderTable;
}
