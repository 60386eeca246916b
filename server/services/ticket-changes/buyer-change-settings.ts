// An event's settings for buyers' changes, for a member of its school: whether tickets may be
// passed on and until how many hours before the start, and the refund policy as rules.
import type { BuyerChangeSettings, RefundRule } from '../../../src/contract/ticket-changes';
import type { Db } from '../../db/database';
import { ownConfigurationRow } from '../ticketing/configurations';

const settingsOf = (row: {
  transfers_allowed: boolean;
  transfer_cutoff_hours: number;
  refund_rules: RefundRule[] | null;
}): BuyerChangeSettings => ({
  transfersAllowed: row.transfers_allowed,
  transferCutoffHours: row.transfer_cutoff_hours,
  refundRules: row.refund_rules,
});

export async function buyerChangeSettings(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<BuyerChangeSettings> {
  return settingsOf(await ownConfigurationRow(db, organisationId, configurationId));
}

export async function saveBuyerChangeSettings(
  db: Db,
  organisationId: string,
  configurationId: string,
  settings: BuyerChangeSettings,
): Promise<BuyerChangeSettings> {
  await ownConfigurationRow(db, organisationId, configurationId);
  // Kept from the longest notice to the shortest, as the policy reads.
  const rules = settings.refundRules
    ? [...settings.refundRules].sort((a, b) => b.hoursBefore - a.hoursBefore)
    : null;
  const row = await db
    .updateTable('ticket_configurations')
    .set({
      transfers_allowed: settings.transfersAllowed,
      transfer_cutoff_hours: settings.transferCutoffHours,
      refund_rules: rules && rules.length > 0 ? JSON.stringify(rules) : null,
    })
    .where('id', '=', configurationId)
    .where('organisation_id', '=', organisationId)
    .returning(['transfers_allowed', 'transfer_cutoff_hours', 'refund_rules'])
    .executeTakeFirstOrThrow();
  return settingsOf(row);
}
