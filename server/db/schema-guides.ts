// Table types of local guides (migrations 0044 and 0046): guide profiles, the messages relayed to
// them and their answers, the applications to become one, and the events a guide picks.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './schema-columns';

export type GuideApplicationStatus = 'pending' | 'approved' | 'declined';

export interface GuideTable {
  id: string;
  account_id: string;
  slug: string;
  name: string;
  city: string;
  dance_styles: ColumnType<string[], string[] | undefined, string[]>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  ask_me_about: Generated<string>;
  bio: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A message a dancer sent a guide through the site, and the guide's report of it. */
export interface GuideMessageTable {
  id: string;
  guide_id: string;
  sender_account_id: string | null;
  sender_first_name: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  reported_at: NullableTimestamp;
  report_reason: string | null;
  /** The sender's key for this message (0046); null for messages sent before keys. */
  client_key: ColumnType<string | null, string | null | undefined, never>;
  fingerprint: ColumnType<string | null, string | null | undefined, never>;
}

/** A guide's answer to a message (0046), relayed to the dancer, who may report it. */
export interface GuideAnswerTable {
  id: string;
  message_id: string;
  body: string;
  created_at: CreatedAt;
  reported_at: NullableTimestamp;
  report_reason: string | null;
}

export interface GuideApplicationTable {
  id: string;
  account_id: string;
  city: string;
  dance_styles: ColumnType<string[], string[] | undefined, string[]>;
  reason: string;
  status: Generated<GuideApplicationStatus>;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
  decided_by_account_id: string | null;
}

export interface GuidePickTable {
  guide_id: string;
  event_id: string;
  picked_at: CreatedAt;
}

export interface GuideTables {
  guides: GuideTable;
  guide_messages: GuideMessageTable;
  guide_answers: GuideAnswerTable;
  guide_applications: GuideApplicationTable;
  guide_picks: GuidePickTable;
}
