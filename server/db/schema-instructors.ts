// Table types of instructor profiles and the sessions schools name them on (migration 0037), and
// the profiles' former addresses (migration 0042).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema-columns';

export type NamingStatus = 'pending' | 'confirmed' | 'declined';

/** A link on a profile as stored: a label and an http(s) address. */
export interface StoredInstructorLink {
  label: string;
  url: string;
}

export interface InstructorTable {
  id: string;
  account_id: string;
  slug: string;
  name: string;
  image_key: string | null;
  dance_styles: ColumnType<string[], string[] | undefined, string[]>;
  cities: ColumnType<string[], string[] | undefined, string[]>;
  bio: Generated<string>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  links: ColumnType<StoredInstructorLink[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A school's naming of an instructor on one of its sessions, and the instructor's answer. */
export interface SessionInstructorTable {
  id: string;
  session_id: string;
  instructor_id: string;
  organisation_id: string;
  status: Generated<NamingStatus>;
  named_by_account_id: string | null;
  named_at: ColumnType<Date, Date | string | undefined, Date | string>;
  answered_at: Date | null;
}

/** A profile address the instructor had: /i/{slug} is sent to the profile's current one. */
export interface InstructorFormerSlugTable {
  slug: string;
  instructor_id: string;
  replaced_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InstructorTables {
  instructors: InstructorTable;
  session_instructors: SessionInstructorTable;
  instructor_former_slugs: InstructorFormerSlugTable;
}
