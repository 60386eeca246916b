// The door data a scanner keeps on the device: the event's times, the pass keys, and every
// ticket of the event (void ones too, so the device can say "refunded") with its buyer, type and
// whether, when and by which device it was admitted, and its order's add-ons to hand over. For one
// session of a festival: that session's window, whether each ticket's type admits to it, and its
// admissions to it.
import { withRoleName } from '../../../src/contract/partner-roles';
import type { DoorData, DoorTicket } from '../../../src/contract/door';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { checkInOpensAt } from '../purchases/check-in-window';
import { actorName, doorEventFor, type DoorActor } from './door-access';
import { chosenSession, doorSessionsOf, doorTimesOf, sessionChoiceOf } from './door-sessions';
import { passKeys } from './pass-keys';
import { ticketOwnSession } from '../ticketing/ticket-admission';
import { TICKET_LINE_COLUMNS, ticketsWithOrder } from '../purchases/ticket-rows';
import { COMP_PROVIDER } from '../comps/comp-read';
import { isDoorComp } from '../../../src/contract/door-sales';
import { roleMay } from '../../../src/contract/team-roles';
import { doorSaleTypes } from './door-sale-types';
import { addOnsOfOrders, type SoldAddOn } from '../addons/order-addons';
import { type Question } from '../../../src/contract/attendee-questions';
import { answerLines, answersMissing } from '../../../src/contract/attendee-answers';
import { questionsOfConfigurations } from '../questions/event-questions';

/** Tickets as the door of the whole event (sessionId null) or of one session sees them. */
function ticketRows(db: Db, sessionId: string | null) {
  const rows = ticketsWithOrder(db)
    .leftJoin('accounts as buyer', 'buyer.id', 'tickets.account_id')
    .leftJoin('accounts as door', 'door.id', 'check_ins.checked_in_by_account_id')
    .leftJoin('session_admissions as sa', (join) =>
      join.onRef('sa.ticket_id', '=', 'tickets.id').on('sa.session_id', '=', sessionId),
    )
    .select((eb) => [
      ...TICKET_LINE_COLUMNS,
      'tickets.event_id',
      'tickets.order_id',
      'tickets.transferred_from',
      'tickets.answers',
      'orders.configuration_id',
      'buyer.name as buyer_name',
      'check_ins.device_name',
      'check_ins.scan_id',
      'door.email as door_email',
      'sa.admitted_at as session_admitted_at',
      'sa.device_name as session_device_name',
      'sa.scan_id as session_scan_id',
      'orders.payment_provider',
      'orders.payment_method',
      'orders.comp_note',
      eb
        .exists(
          eb
            .selectFrom('tickets as successor')
            .select('successor.id')
            .whereRef('successor.transferred_from', '=', 'tickets.id'),
        )
        .as('transferred'),
      eb
        .exists(
          eb
            .selectFrom('ticket_type_sessions as ts')
            .select('ts.session_id')
            .whereRef('ts.ticket_type_id', '=', 'tickets.ticket_type_id')
            .where('ts.session_id', '=', sessionId)
            .where(sessionId ? ticketOwnSession('tickets', sessionId) : sql<boolean>`true`),
        )
        .as('admits_session'),
    ]);
  return rows;
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketRows>['execute']>>[number];

/** The order's add-ons, not refunded, for a ticket its buyer holds (one passed on has none: the
 * add-ons stay the buyer's, as in My Tickets). */
function addOnsOf(row: TicketRow, lines: SoldAddOn[] | undefined) {
  const kept = row.transferred_from === null ? (lines ?? []).filter((line) => !line.refunded) : [];
  return kept.length > 0
    ? {
        addOns: kept.map((line) => ({
          id: line.id,
          name: line.name,
          quantity: line.quantity,
          handedOver: line.handedOverAt !== null,
        })),
      }
    : {};
}

/** The door's tickets of these rows, each with its order's add-ons. */
async function doorTicketsOf(db: Db, rows: TicketRow[], sessionId: string | null) {
  const addOns = await addOnsOfOrders(db, [...new Set(rows.map((row) => row.order_id))]);
  const questions = await questionsOfConfigurations(db, [
    ...new Set(rows.map((row) => row.configuration_id)),
  ]);
  return rows.map((row) => ({
    ...doorTicketOf(row, sessionId, addOns.get(row.order_id)),
    ...answersOf(row, questions.get(row.configuration_id)),
  }));
}

/**
 * The holder's answers as the door reads them, when the event asks questions of its type. A void
 * ticket carries none: it admits nobody, and one passed on holds the earlier holder's answers.
 */
function answersOf(row: TicketRow, questions: Question[] | undefined) {
  if (row.voided_at) return {};
  const lines = answerLines(questions ?? [], row.ticket_type_id, row.answers);
  if (lines.length === 0) return {};
  return {
    answers: lines.map((line) => ({ label: line.label, answer: line.answer })),
    // A required question left unanswered (a ticket passed on starts with none): the door asks.
    ...(answersMissing(questions ?? [], row.ticket_type_id, row.answers)
      ? { answersMissing: true }
      : {}),
  };
}

function doorTicketOf(
  row: TicketRow,
  sessionId: string | null,
  addOns: SoldAddOn[] | undefined,
): DoorTicket {
  // A session's door knows only admissions to it; the event's door, the first arrival.
  const admitted = sessionId
    ? {
        at: row.session_admitted_at,
        by: row.session_admitted_at ? (row.session_device_name ?? 'by hand') : null,
        scanId: row.session_scan_id,
      }
    : {
        at: row.checked_in_at,
        by: row.checked_in_at ? (row.device_name ?? row.door_email ?? 'self check-in') : null,
        scanId: row.scan_id,
      };
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
    // A comp given at the door is a comp too: voided, the door says it was revoked, not refunded.
    comp: row.payment_provider === COMP_PROVIDER || isDoorComp(row),
    compNote: row.comp_note,
    ...(row.transferred ? { transferred: true } : {}),
    checkedInAt: admitted.at ? new Date(admitted.at).toISOString() : null,
    checkedInBy: admitted.by,
    scanId: admitted.scanId,
    admits: sessionId === null || Boolean(row.admits_session),
    orderId: row.order_id,
    ...addOnsOf(row, addOns),
  };
}

/** One ticket as the door sees it, and the event it belongs to; undefined when there is none. */
export async function doorTicketWhere(
  db: Db,
  by: { id: string } | { code: string },
  sessionId: string | null = null,
): Promise<{ ticket: DoorTicket; eventId: string | null } | undefined> {
  const query = ticketRows(db, sessionId);
  const row = await (
    'id' in by ? query.where('tickets.id', '=', by.id) : query.where('tickets.code', '=', by.code)
  ).executeTakeFirst();
  if (!row) return undefined;
  const [ticket] = await doorTicketsOf(db, [row], sessionId);
  return { ticket: ticket!, eventId: row.event_id };
}

/** Tickets sold (for the session: of the types admitting to it) and how many were admitted. */
export async function doorCounts(db: Db, eventId: string, sessionId: string | null = null) {
  if (sessionId) {
    const row = await db
      .selectFrom('tickets')
      .innerJoin('ticket_type_sessions as ts', (join) =>
        join
          .onRef('ts.ticket_type_id', '=', 'tickets.ticket_type_id')
          .on('ts.session_id', '=', sessionId)
          .on(ticketOwnSession('tickets', sessionId)),
      )
      .leftJoin('session_admissions as sa', (join) =>
        join.onRef('sa.ticket_id', '=', 'tickets.id').on('sa.session_id', '=', sessionId),
      )
      .select((eb) => [
        eb.fn.countAll<string>().as('sold'),
        eb.fn.count<string>('sa.ticket_id').as('admitted'),
      ])
      .where('tickets.event_id', '=', eventId)
      .where('tickets.voided_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { sold: Number(row.sold), admitted: Number(row.admitted) };
  }
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

export async function doorData(
  db: Db,
  actor: DoorActor,
  eventId: string,
  sessionId?: string,
): Promise<DoorData> {
  const event = await doorEventFor(db, actor, eventId);
  const sessions = await doorSessionsOf(db, event);
  const session = chosenSession(sessions, sessionId);
  const [keys, saleTypes, rows] = await Promise.all([
    passKeys(db),
    doorSaleTypes(db, eventId),
    ticketRows(db, session?.id ?? null)
      .where('tickets.event_id', '=', eventId)
      .orderBy('tickets.id')
      .execute(),
  ]);
  const times = doorTimesOf(event, session);
  return {
    event: {
      id: event.id,
      title: event.title,
      startDateTime: times.startsAt.toISOString(),
      endDateTime: times.endsAt.toISOString(),
      timeZone: event.time_zone,
      checkInOpensAt: checkInOpensAt(times).toISOString(),
    },
    keys,
    tickets: await doorTicketsOf(db, rows, session?.id ?? null),
    sessions: sessions.length > 1 ? sessions.map(sessionChoiceOf) : [],
    sessionId: session?.id ?? null,
    saleTypes,
    signedInAs: actorName(actor),
    // Door links are made by the roles that make events (the links' calls declare rolesFor.events):
    // the scanner offers them, and asks for them, only then.
    mayShareLinks: actor.kind === 'organiser' && roleMay(actor.role, 'events'),
    syncedAt: new Date().toISOString(),
  };
}
