// A configuration's ticket types, replaced by what the wizard saved: types it kept keep their ids
// (orders point at them), new ones get fresh ids, removed ones go. A type with sold tickets stays,
// and never drops below what it sold.
import { randomUUID } from 'node:crypto';
import type { TicketType } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { centsOf } from './configurations';
import type { SavedType } from './event-sessions';

const invalid = (message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field: 'ticketSetup.ticketTypes' });

function assertSoldKept(
  stored: Array<{ id: string; name: string; sold: number }>,
  rows: Array<{ id: string; quantity: number }>,
): void {
  for (const type of stored) {
    if (type.sold === 0) continue;
    const kept = rows.find((row) => row.id === type.id);
    if (!kept) throw invalid(`"${type.name}" has sold tickets, so it cannot be removed.`);
    if (kept.quantity < type.sold)
      throw invalid(
        `"${type.name}": the quantity cannot be less than the ${type.sold} tickets already sold.`,
      );
  }
}

export async function replaceTicketTypes(
  db: Db,
  configurationId: string,
  types: TicketType[],
): Promise<SavedType[]> {
  // Locked in id order, as a purchase locks them (see db/lock-order.ts): a save and a sale of
  // the same types queue instead of deadlocking.
  const stored = await db
    .selectFrom('ticket_types')
    .select(['id', 'name', 'sold', 'held'])
    .where('configuration_id', '=', configurationId)
    .orderBy('id')
    .forUpdate()
    .execute();
  const existing = new Set(stored.map((row) => row.id));
  const kept = new Set<string>();
  const rows = types.map((type, position) => {
    const id = type.id && existing.has(type.id) && !kept.has(type.id) ? type.id : randomUUID();
    kept.add(id);
    return {
      id,
      configuration_id: configurationId,
      position,
      name: type.name.trim(),
      description: type.description,
      restrictions: type.restrictions,
      price_cents: centsOf(type.price),
      currency: type.currency,
      quantity: type.quantity,
      roles: type.roles ? JSON.stringify(type.roles) : null,
      hidden: type.hidden ?? false,
      pay_what_you_want: type.payWhatYouWant ?? false,
      price_steps: JSON.stringify(
        (type.priceSteps ?? []).map((step) => ({
          label: step.label.trim(),
          priceCents: centsOf(step.price),
          endsAt: step.endsAt === null ? null : new Date(step.endsAt).toISOString(),
          endsAfterSold: step.endsAfterSold,
        })),
      ),
    };
  });
  assertSoldKept(stored, rows);
  let removal = db.deleteFrom('ticket_types').where('configuration_id', '=', configurationId);
  if (kept.size > 0) removal = removal.where('id', 'not in', [...kept]);
  await removal.execute();
  for (const row of rows) {
    if (existing.has(row.id)) {
      const { id, ...columns } = row;
      await db.updateTable('ticket_types').set(columns).where('id', '=', id).execute();
    } else {
      await db.insertInto('ticket_types').values(row).execute();
    }
  }
  return rows.map((row, index) => {
    const was = stored.find((type) => type.id === row.id);
    return {
      id: row.id,
      name: row.name,
      sold: was?.sold ?? 0,
      held: was?.held ?? 0,
      sessionIds: types[index]!.sessionIds ?? null,
      roles: types[index]!.roles ?? null,
    };
  });
}
