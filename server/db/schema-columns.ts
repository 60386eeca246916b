// Column types the table types share: how timestamps and jsonb are read and written.
import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: read as parsed JSON, written as JSON text. */
export type Json = ColumnType<unknown, string, string>;
