// A configuration's ticket types, replaced by what the wizard saved: types it kept keep their ids
// (the purchase issue's orders point at them), new ones get fresh ids, removed ones go.
import { randomUUID } from 'node:crypto';
import type { TicketType } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import { centsOf } from './configurations';

export async function replaceTicketTypes(
  db: Db,
  configurationId: string,
  types: TicketType[],
): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom('ticket_types')
        .select('id')
        .where('configuration_id', '=', configurationId)
        .execute()
    ).map((row) => row.id),
  );
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
    };
  });
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
}
