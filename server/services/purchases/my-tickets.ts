// A buyer's tickets (the entry passes): each with its event, when and where, whether it was
// checked in, its signed pass (door/pass-keys.ts) as a QR the door verifies with no signal, and —
// at a festival or a course — the sessions its type admits to, for the dancer's own timetable.
import { withRoleName } from '../../../src/contract/partner-roles';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { nextTurn } from '../../lib/next-turn';
import { DEFAULT_TIME_ZONE } from '../../../src/contract/events';
import type { MyTicket } from '../../../src/contract/my-tickets';
import type { PublicSession } from '../../../src/contract/sessions';
import type { Db } from '../../db/database';
import { activePassKey, signPass } from '../door/pass-keys';
import { PUBLIC_SESSION_COLUMNS, publicSessionOfRow } from '../seats/session-seats';
import { TICKET_LINE_COLUMNS, ticketsWithOrder } from './ticket-rows';
import { addOnsOfOrders, type SoldAddOn } from '../addons/order-addons';
import { heldAnswersOf } from '../questions/holder-answers';

/**
 * The public sessions each type admits to, for types of events with more than one session (an
 * event of one session is its own timetable: none).
 */
async function admittedSessionsOf(db: Db, typeIds: string[]) {
  const byType = new Map<string, PublicSession[]>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('ticket_type_sessions as ts')
    .innerJoin('event_sessions as s', 's.id', 'ts.session_id')
    .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
    .leftJoin('events as e', 'e.id', 'c.event_id')
    .select(['ts.ticket_type_id', ...PUBLIC_SESSION_COLUMNS, 'e.starts_at as event_starts_at'])
    .where('ts.ticket_type_id', 'in', typeIds)
    .where(
      sql<boolean>`(SELECT count(*) FROM event_sessions o WHERE o.configuration_id = s.configuration_id) > 1`,
    )
    .orderBy('s.position')
    .execute();
  for (const row of rows) {
    const session = publicSessionOfRow(row, row.event_starts_at);
    if (session)
      byType.set(row.ticket_type_id, [...(byType.get(row.ticket_type_id) ?? []), session]);
  }
  return byType;
}

/**
 * Per type, the sessions it admits to and which of them the school cancelled (every event has at
 * least one session: a one-night event's cancelled night is its one session).
 */
async function sessionStatesOf(db: Db, typeIds: string[]) {
  const byType = new Map<string, Map<string, boolean>>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('ticket_type_sessions as ts')
    .innerJoin('event_sessions as s', 's.id', 'ts.session_id')
    .select(['ts.ticket_type_id', 's.id', 's.cancelled_at'])
    .where('ts.ticket_type_id', 'in', typeIds)
    .execute();
  for (const row of rows) {
    const states = byType.get(row.ticket_type_id) ?? new Map<string, boolean>();
    states.set(row.id, row.cancelled_at !== null);
    byType.set(row.ticket_type_id, states);
  }
  return byType;
}

/** Whether everything a ticket admits to was cancelled (a booked class: that class). */
function allCancelled(states: Map<string, boolean> | undefined, sessionId: string | null) {
  if (!states) return false;
  if (sessionId !== null) return states.get(sessionId) === true;
  return states.size > 0 && [...states.values()].every(Boolean);
}

/** Pass → its QR as a PNG data URL. A pass never changes (its signature is deterministic), so
 * a dancer's list, read anew every time My Tickets opens, draws each code once. */
const drawnCodes = new Map<string, string>();
const DRAWN_CODES_KEPT = 2_000;

async function qrCodeOf(pass: string): Promise<string> {
  const kept = drawnCodes.get(pass);
  if (kept) return kept;
  const drawn = await QRCode.toDataURL(pass, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  if (drawnCodes.size >= DRAWN_CODES_KEPT) drawnCodes.delete(drawnCodes.keys().next().value!);
  drawnCodes.set(pass, drawn);
  return drawn;
}

/** The tickets among `ticketIds` whose holder asked the school for a refund. */
async function refundRequestedOf(db: Db, ticketIds: string[]): Promise<Set<string>> {
  if (ticketIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ticket_changes')
    .select('ticket_id')
    .where('kind', '=', 'refund_request')
    .where('ticket_id', 'in', ticketIds)
    .execute();
  return new Set(rows.map((row) => row.ticket_id));
}

/** An order's add-ons not refunded, as a ticket of it carries them (absent: none). */
function orderAddOnsOf(lines: SoldAddOn[] | undefined) {
  const kept = (lines ?? []).filter((line) => !line.refunded);
  if (kept.length === 0) return {};
  return {
    orderAddOns: kept.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      handedOver: line.handedOverAt !== null,
    })),
  };
}

export async function myTickets(db: Db, accountId: string): Promise<MyTicket[]> {
  const rows = await ticketsWithOrder(db)
    .leftJoin('events', 'events.id', 'tickets.event_id')
    .leftJoin('tickets as successor', 'successor.transferred_from', 'tickets.id')
    .leftJoin('ticket_configurations as changed', 'changed.id', 'orders.configuration_id')
    .leftJoin('accounts as buyer', 'buyer.id', 'orders.account_id')
    .select([
      'changed.event_state',
      'successor.holder_name as transferred_to',
      'buyer.name as buyer_name',
      'tickets.transferred_from',
      'tickets.answers',
      'orders.configuration_id',
      ...TICKET_LINE_COLUMNS,
      'tickets.order_id',
      'orders.created_at as purchased_at',
      'orders.account_id as buyer_account_id',
      'orders.comp_issue_id',
      'orders.comp_revoked_at',
      'events.id as event_id',
      'events.title',
      'events.starts_at',
      'events.ends_at',
      'events.time_zone',
      'events.location_description',
    ])
    .where('tickets.account_id', '=', accountId)
    .orderBy('events.starts_at')
    .orderBy('tickets.order_id')
    .orderBy('tickets.code')
    .execute();
  const key = rows.length > 0 ? await activePassKey(db) : null;
  const typeIds = [...new Set(rows.map((row) => row.ticket_type_id))];
  const sessionsOfType = await admittedSessionsOf(db, typeIds);
  const statesOfType = await sessionStatesOf(db, typeIds);
  const addOns = await addOnsOfOrders(db, [
    ...new Set(rows.filter((row) => row.buyer_account_id === accountId).map((row) => row.order_id)),
  ]);
  const refundAsked = await refundRequestedOf(
    db,
    rows.filter((row) => row.voided_at === null).map((row) => row.id),
  );
  // A ticket passed on to this account starts with no answers: its holder is asked for them while
  // they still can be given (the buyer's cut-off: before the start, not used, not void).
  const now = new Date();
  const heldAnswers = await heldAnswersOf(
    db,
    rows.filter(
      (row) =>
        row.transferred_from !== null &&
        row.buyer_account_id !== accountId &&
        !row.voided_at &&
        !row.checked_in_at &&
        row.starts_at !== null &&
        row.starts_at > now,
    ),
  );
  const tickets: MyTicket[] = [];
  for (const row of rows) {
    // One ticket's QR is a few tens of milliseconds of work: the loop gets a turn between them.
    await nextTurn();
    // A ticket whose event was removed has no door to pass: its QR is its code alone.
    const pass = row.event_id
      ? signPass(key!, {
          ticketId: row.id,
          eventId: row.event_id,
          ticketTypeId: row.ticket_type_id,
        })
      : row.code;
    tickets.push({
      code: row.code,
      ticketTypeName: withRoleName(row.type_name, row.role_name),
      // The buyer carries a partner's ticket until the partner's account takes it.
      holderName: row.buyer_account_id === accountId ? row.holder_name : null,
      orderId: row.order_id,
      purchasedAt: row.purchased_at.toISOString(),
      checkedInAt: row.checked_in_at?.toISOString() ?? null,
      void: row.voided_at !== null,
      // A school's gift: no order of the holder's own to show; revoked, not refunded.
      ...(row.comp_issue_id !== null
        ? { comp: row.comp_revoked_at !== null ? ('revoked' as const) : ('given' as const) }
        : {}),
      ...(row.transferred_to !== null ? { transferredTo: row.transferred_to } : {}),
      // Passed on by its buyer: the order is the buyer's, not this holder's.
      ...(row.transferred_from !== null && row.buyer_account_id !== accountId
        ? { received: true, ...(row.buyer_name ? { receivedFrom: row.buyer_name } : {}) }
        : {}),
      ...(heldAnswers.has(row.id) ? { holderAnswers: heldAnswers.get(row.id)! } : {}),
      ...(row.event_state === 'cancelled' || row.event_state === 'postponed'
        ? { eventState: row.event_state }
        : {}),
      ...(refundAsked.has(row.id) ? { refundRequested: true } : {}),
      ...orderAddOnsOf(row.buyer_account_id === accountId ? addOns.get(row.order_id) : undefined),
      ...(allCancelled(statesOfType.get(row.ticket_type_id), row.session_id)
        ? { cancelled: true }
        : {}),
      pass,
      qrCode: await qrCodeOf(pass),
      event: {
        id: row.event_id,
        title: row.title ?? 'Event no longer listed',
        startDateTime: row.starts_at?.toISOString() ?? null,
        endDateTime: row.ends_at?.toISOString() ?? null,
        timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
        location: { description: row.location_description ?? '' },
      },
      // A class booked with a pass admits to its own session only.
      sessions: (sessionsOfType.get(row.ticket_type_id) ?? []).filter(
        (session) => row.session_id === null || session.id === row.session_id,
      ),
    });
  }
  return tickets;
}
