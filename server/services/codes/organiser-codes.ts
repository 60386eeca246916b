// An organiser's promo and access codes for one of their events (ticket configurations): listing
// with how each sold (uses, orders, revenue, discount given), creating, editing and removing.
// Another organisation's configuration or code answers 404, as every organiser call does.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { normalCode } from '../../../src/contract/promo-code-rule';
import {
  MAX_CODES_PER_EVENT,
  type CodeInput,
  type OrganiserCode,
} from '../../../src/contract/promo-codes';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isCheckViolation, isUniqueViolation } from '../../lib/database-errors';
import { centsOf, ownConfigurationRow } from '../ticketing/configurations';
import type { CodeRow } from './code-pricing';
import { CODE_USED_UP } from './code-uses';

const CODE_NOT_FOUND = 'This code was not found.';
const CODE_TAKEN = 'This event already has that code.';

const invalid = (message: string, field: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field });

/** The code's columns from what the organiser saved (its types checked to be the event's). */
async function columnsOf(db: Db, configurationId: string, input: CodeInput) {
  const types = await db
    .selectFrom('ticket_types')
    .select(['id', 'hidden'])
    .where('configuration_id', '=', configurationId)
    .execute();
  const ours = new Set(types.map((type) => type.id));
  if (input.ticketTypeIds?.some((id) => !ours.has(id)))
    throw invalid('Every ticket type must be one of this event’s.', 'ticketTypeIds');
  if (input.unlocks.some((id) => !ours.has(id)))
    throw invalid('Every ticket type unlocked must be one of this event’s.', 'unlocks');
  return {
    code: normalCode(input.code),
    kind: input.kind,
    percent_off: input.percentOff,
    amount_off_cents: input.amountOff === null ? null : centsOf(input.amountOff),
    ticket_type_ids: input.kind === 'promo' ? input.ticketTypeIds : null,
    unlocks: input.kind === 'access' ? input.unlocks : [],
    max_uses: input.maxUses,
    max_uses_per_buyer: input.maxUsesPerBuyer,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
    min_quantity: input.minQuantity,
  };
}

function codeOf(
  row: CodeRow,
  currency: string,
  sales: { orders: number; revenue: number; discount: number } | undefined,
): OrganiserCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOff: row.amount_off_cents === null ? null : row.amount_off_cents / 100,
    ticketTypeIds: row.ticket_type_ids,
    unlocks: row.unlocks,
    maxUses: row.max_uses,
    maxUsesPerBuyer: row.max_uses_per_buyer,
    validFrom: row.valid_from?.toISOString() ?? null,
    validUntil: row.valid_until?.toISOString() ?? null,
    minQuantity: row.min_quantity,
    currency,
    uses: row.uses,
    orders: sales?.orders ?? 0,
    revenue: (sales?.revenue ?? 0) / 100,
    discountGiven: (sales?.discount ?? 0) / 100,
  };
}

async function currencyOf(db: Db, configurationId: string) {
  const first = await db
    .selectFrom('ticket_types')
    .select('currency')
    .where('configuration_id', '=', configurationId)
    .orderBy('position')
    .executeTakeFirst();
  return first?.currency ?? 'AUD';
}

/** Orders, revenue (paid less refunded) and discount given per code, in cents. */
async function salesByCode(db: Db, codeIds: string[]) {
  const byCode = new Map<string, { orders: number; revenue: number; discount: number }>();
  if (codeIds.length === 0) return byCode;
  const rows = await db
    .selectFrom('orders')
    .select([
      'code_id',
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`coalesce(sum(total_cents - refunded_cents), 0)::int`.as('revenue'),
      sql<number>`coalesce(sum(discount_cents) FILTER (WHERE status <> 'refunded'), 0)::int`.as(
        'discount',
      ),
    ])
    .where('code_id', 'in', codeIds)
    .groupBy('code_id')
    .execute();
  for (const row of rows)
    byCode.set(row.code_id!, {
      orders: Number(row.orders),
      revenue: Number(row.revenue),
      discount: Number(row.discount),
    });
  return byCode;
}

export async function listCodes(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<OrganiserCode[]> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const rows = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('configuration_id', '=', configurationId)
    .orderBy('code')
    .execute();
  const [currency, sales] = await Promise.all([
    currencyOf(db, configurationId),
    salesByCode(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => codeOf(row, currency, sales.get(row.id)));
}

async function oneCode(db: Db, configurationId: string, codeId: string) {
  const [codes, currency] = await Promise.all([
    db
      .selectFrom('promo_codes')
      .selectAll()
      .where('id', '=', codeId)
      .where('configuration_id', '=', configurationId)
      .executeTakeFirst(),
    currencyOf(db, configurationId),
  ]);
  if (!codes) throw notFound(CODE_NOT_FOUND);
  const sales = await salesByCode(db, [codeId]);
  return codeOf(codes, currency, sales.get(codeId));
}

export async function createCode(
  db: Db,
  organisationId: string,
  configurationId: string,
  input: CodeInput,
): Promise<OrganiserCode> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const existing = await db
    .selectFrom('promo_codes')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('configuration_id', '=', configurationId)
    .executeTakeFirstOrThrow();
  if (Number(existing.count) >= MAX_CODES_PER_EVENT)
    throw new AppError(409, 'CONFLICT', `An event can have at most ${MAX_CODES_PER_EVENT} codes.`);
  const id = randomUUID();
  try {
    await db
      .insertInto('promo_codes')
      .values({
        id,
        configuration_id: configurationId,
        ...(await columnsOf(db, configurationId, input)),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_code_key'))
      throw new AppError(409, 'CONFLICT', CODE_TAKEN, { field: 'code' });
    throw error;
  }
  return oneCode(db, configurationId, id);
}

export async function updateCode(
  db: Db,
  organisationId: string,
  configurationId: string,
  codeId: string,
  input: CodeInput,
): Promise<OrganiserCode> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const columns = await columnsOf(db, configurationId, input);
  try {
    const updated = await db
      .updateTable('promo_codes')
      .set(columns)
      .where('id', '=', codeId)
      .where('configuration_id', '=', configurationId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound(CODE_NOT_FOUND);
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_code_key'))
      throw new AppError(409, 'CONFLICT', CODE_TAKEN, { field: 'code' });
    // The limit may not go below the uses already made (the database keeps uses ≤ max_uses).
    if (isCheckViolation(error, CODE_USED_UP))
      throw invalid('maxUses cannot be less than the uses already made.', 'maxUses');
    throw error;
  }
  return oneCode(db, configurationId, codeId);
}

/** Removes a code; its orders keep its text and discount. */
export async function deleteCode(
  db: Db,
  organisationId: string,
  configurationId: string,
  codeId: string,
): Promise<void> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const deleted = await db
    .deleteFrom('promo_codes')
    .where('id', '=', codeId)
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(CODE_NOT_FOUND);
}
