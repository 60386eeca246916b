// Table types of attendee questions (migration 0045); the answers a hold keeps and a ticket
// carries are columns of reservations and tickets (schema-payments.ts, schema-ticketing.ts).
import type { ColumnType, Generated } from 'kysely';
import type { Answers, QuestionKind } from '../../src/contract/attendee-questions';
import type { CreatedAt } from './schema-columns';

type Json<T> = ColumnType<T, string | undefined, string>;

/** One ticket's holder and answers as a hold keeps them until it is paid. */
export interface HeldAttendee {
  typeId: string;
  /** '' for a type without roles. */
  role: string;
  name: string;
  answers: Answers;
}

/** A ticket's answers by question id (migration 0045); null: none given. */
export type TicketAnswers = ColumnType<Answers | null, string | null | undefined, string | null>;

export interface EventQuestionTable {
  id: string;
  configuration_id: string;
  kind: QuestionKind;
  label: string;
  /** The choices of a single or multiple choice question. */
  options: Json<string[]>;
  required: Generated<boolean>;
  /** Asked of these types' holders only; empty: of every ticket. */
  ticket_type_ids: Json<string[]>;
  position: Generated<number>;
  /** Taken off: answers given to it are kept, no one is asked it any more. */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface QuestionTables {
  event_questions: EventQuestionTable;
}
