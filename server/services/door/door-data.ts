// The door data a scanner keeps on the device: the event's times, the pass keys, and every
// ticket of the event (void ones too, so the device can say "refunded") with its buyer, type and
// whether, when and by which device it was admitted.
import { withRoleName } from '../../../src/contract/partner-roles';
import type { DoorData, DoorTicket } from '../../../src/contract/door';
import type { Db } from '../../db/database';
import { checkInOpensAt, eventTimesOf } from '../purchases/check-in-window';
import { actorName, doorEventFor, type DoorActor } from './door-access';
import { passKeys } from './pass-keys';
import { TICKET_LINE_COLUMNS, ticketsWithOrder } from '../purchases/ticket-rows';

function ticketRows(db: Db) {
  return ticketsWithOrder(db)
    .leftJoin('accounts as buyer', 'buyer.id', 'tickets.account_id')
    .leftJoin('accounts as door', 'door.id', 'check_ins.checked_in_by_account_id')
    .select([
      ...TICKET_LINE_COLUMNS,
      'tickets.event_id',
      'buyer.name as buyer_name',
      'check_ins.device_name',
      'check_ins.scan_id',
      'door.email as door_email',
    ]);
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketRows>['execute']>>[number];

function doorTicketOf(row: TicketRow): DoorTicket {
  return {
    id: row.id,
    code: row.code,
    ticketTypeId: row.ticket_type_id,
    ticketTypeName: withRoleName(row.type_name, row.role_name),
    // A couple's partner by their name; else the buyer's name when their account has one, else
    // the e-mail's name part.
    buyerName:
      row.holder_name ??
      (row.buyer_name?.trim() || row.buyer_email.split('@')[0] || row.buyer_email),
    buyerEmail: row.holder_email ?? row.buyer_email,
    void: row.voided_at !== null,
    checkedInAt: row.checked_in_at?.toISOString() ?? null,
    checkedInBy: row.checked_in_at ? (row.device_name ?? row.door_email ?? 'self check-in') : null,
    scanId: row.scan_id,
  };
}

/** One ticket as the door sees it, and the event it belongs to; undefined when there is none. */
export async function doorTicketWhere(
  db: Db,
  by: { id: string } | { code: string },
): Promise<{ ticket: DoorTicket; eventId: string | null } | undefined> {
  const query = ticketRows(db);
  const row = await (
    'id' in by ? query.where('tickets.id', '=', by.id) : query.where('tickets.code', '=', by.code)
  ).executeTakeFirst();
  return row ? { ticket: doorTicketOf(row), eventId: row.event_id } : undefined;
}

export async function doorCounts(db: Db, eventId: string) {
  const row = await db
    .selectFrom('tickets')
    .leftJoin('check_ins', 'check_ins.ticket_id', 'tickets.id')
    .select((eb) => [
      eb.fn.countAll<string>().as('sold'),
      eb.fn.count<string>('check_ins.ticket_id').as('admitted'),
    ])
    .where('tickets.event_id', '=', eventId)
    .where('tickets.voided_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { sold: Number(row.sold), admitted: Number(row.admitted) };
}

export async function doorData(db: Db, actor: DoorActor, eventId: string): Promise<DoorData> {
  const event = await doorEventFor(db, actor, eventId);
  const [keys, rows] = await Promise.all([
    passKeys(db),
    ticketRows(db).where('tickets.event_id', '=', eventId).orderBy('tickets.id').execute(),
  ]);
  return {
    event: {
      id: event.id,
      title: event.title,
      startDateTime: event.starts_at.toISOString(),
      endDateTime: event.ends_at.toISOString(),
      timeZone: event.time_zone,
      checkInOpensAt: checkInOpensAt(eventTimesOf(event)).toISOString(),
    },
    keys,
    tickets: rows.map(doorTicketOf),
    signedInAs: actorName(actor),
    syncedAt: new Date().toISOString(),
  };
}
