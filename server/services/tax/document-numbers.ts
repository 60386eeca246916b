// A school's document numbers: tax invoices (and receipts) in one sequence, adjustment notes in
// another, each number given once. The counter's row is locked for the issuing transaction, so
// two documents issued at once on PostgreSQL take turns and neither number is skipped or repeated.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DocumentSeries } from '../../db/schema-tax';

/** Locks the school's counter of the series (made at 0 the first time); answers its last number. */
export async function lockCounter(
  trx: Db,
  organisationId: string,
  series: DocumentSeries,
): Promise<number> {
  await sql`INSERT INTO document_counters (organisation_id, series) VALUES (${organisationId}, ${series})
    ON CONFLICT DO NOTHING`.execute(trx);
  const row = await trx
    .selectFrom('document_counters')
    .select('last_number')
    .where('organisation_id', '=', organisationId)
    .where('series', '=', series)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** Takes the next number of a counter locked by lockCounter in the same transaction. */
export async function takeNumber(
  trx: Db,
  organisationId: string,
  series: DocumentSeries,
): Promise<number> {
  const row = await trx
    .updateTable('document_counters')
    .set({ last_number: sql`last_number + 1` })
    .where('organisation_id', '=', organisationId)
    .where('series', '=', series)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** How a number is printed: "INV-000042", "AN-000003". */
export const documentNumberText = (series: DocumentSeries, number: number) =>
  `${series === 'invoice' ? 'INV' : 'AN'}-${String(number).padStart(6, '0')}`;
