// A school's tax details (docs/tax-invoices.md): its legal name, ABN and GST registration — the
// seller on its tax invoices — and whether its buyers pay the platform's booking fee on top.
import { abnDigits, type TaxSettings } from '../../../src/contract/tax';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';

export async function readTaxSettings(db: Db, organisationId: string): Promise<TaxSettings> {
  const row = await db
    .selectFrom('organisations')
    .select(['legal_name', 'abn', 'gst_registered', 'booking_fee'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw notFound('Organisation not found.');
  return {
    legalName: row.legal_name,
    abn: row.abn,
    gstRegistered: row.gst_registered,
    passOnBookingFee: row.booking_fee === 'pass_on',
  };
}

/** Saves the details (already checked by the contract); the ABN is kept as its 11 digits. */
export async function saveTaxSettings(
  db: Db,
  organisationId: string,
  settings: TaxSettings,
): Promise<TaxSettings> {
  await db
    .updateTable('organisations')
    .set({
      legal_name: settings.legalName.trim(),
      abn: abnDigits(settings.abn) ?? '',
      gst_registered: settings.gstRegistered,
      booking_fee: settings.passOnBookingFee ? 'pass_on' : 'absorb',
    })
    .where('id', '=', organisationId)
    .execute();
  return readTaxSettings(db, organisationId);
}
