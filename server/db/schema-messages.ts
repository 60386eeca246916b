// Table types of messages to attendees and reminders (migration 0036), and of a whole event's
// cancellation or postponement (0039): each message, the
// addresses it was written to (one row each, with its outbox message), and each ticket's reminder.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './schema-columns';

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

/** A school's cancellation or postponement of a whole event (migration 0039). */
export type EventChangeKind = 'cancel' | 'postpone';
export type EventChangeStatus = 'queued' | 'running' | 'done' | 'failed';

export interface EventChangeTable {
  id: string;
  organisation_id: string;
  configuration_id: string;
  kind: EventChangeKind;
  client_key: string;
  fingerprint: string;
  note: Generated<string>;
  old_starts_at: Timestamp;
  new_starts_at: NullableTimestamp;
  new_ends_at: NullableTimestamp;
  refund_until: NullableTimestamp;
  status: Generated<EventChangeStatus>;
  orders_total: Generated<number>;
  tickets_total: Generated<number>;
  requested_by: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

/** An order the change has handled: its refund claim (a cancellation), done once its e-mails are
 * written. */
export interface EventChangeOrderTable {
  change_id: string;
  order_id: string;
  claim: ColumnType<unknown, string | null | undefined, string | null>;
  tickets: Generated<number>;
  refunded_cents: Generated<number>;
  done_at: NullableTimestamp;
}

export interface MessageTables {
  event_changes: EventChangeTable;
  event_change_orders: EventChangeOrderTable;
  attendee_messages: AttendeeMessageTable;
  attendee_message_recipients: AttendeeMessageRecipientTable;
  ticket_reminders: TicketReminderTable;
}
