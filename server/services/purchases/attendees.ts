// What an organiser sees of a published event's sales (sold, revenue, checked in, and who is
// coming), within its own organisation only; and the door by hand: an organiser checks a ticket
// in or undoes it (in the door's window; void tickets never), each change recorded with who and
// when.
import { addOnsOfOrders, addOnsText } from '../addons/order-addons';
import { answerLines } from '../../../src/contract/attendee-answers';
import { questionsOf } from '../questions/event-questions';
import { eventSlug } from '../../../src/contract/event-page';
import { NO_ROLE_COUNTS, withRoleName } from '../../../src/contract/partner-roles';
import type { Attendees } from '../../../src/contract/attendees';
import { TRANSFERRED_DOOR_MESSAGE } from '../../../src/contract/ticket-changes';
import { COMP_REVOKED_MESSAGE } from '../../../src/contract/comps';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { admitTickets, undoAdmission } from '../check-ins/check-in-writer';
import { ownConfigurationRow } from '../ticketing/configurations';
import { assertCheckInOpen, eventTimesOf } from './check-in-window';
import { roleTallyOf, waitingCountsOf } from '../seats/role-balance';
import { TICKET_LINE_COLUMNS, ticketsWithOrder } from './ticket-rows';
import { attendeeSessionsOf } from './attendee-sessions';
import { COMP_PROVIDER } from '../comps/comp-read';
import { doorSalesSummary } from '../door/door-sales-summary';
import { isTicketSold } from '../sales/sale-rules';

export async function attendeesOf(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<Attendees> {
  const configuration = await ownConfigurationRow(db, organisationId, configurationId);
  const event = configuration.event_id
    ? await db
        .selectFrom('events')
        .select(['title', sql<string>`to_char(local_date, 'YYYY-MM-DD')`.as('local_date')])
        .where('id', '=', configuration.event_id)
        .executeTakeFirst()
    : undefined;
  const rows = await ticketsWithOrder(db)
    .leftJoin('accounts as door', 'door.id', 'check_ins.checked_in_by_account_id')
    .leftJoin('accounts as buyer', 'buyer.id', 'orders.account_id')
    // A door scanner's admission: its device, and the helper link or organiser working it.
    .leftJoin('door_scans as scan', 'scan.id', 'check_ins.scan_id')
    .leftJoin('door_links as link', 'link.id', 'scan.door_link_id')
    .leftJoin('accounts as scanner', 'scanner.id', 'scan.account_id')
    .select((eb) => [
      ...TICKET_LINE_COLUMNS,
      'door.email as door_email',
      'check_ins.device_name',
      'link.label as link_label',
      'scanner.email as scanner_email',
      'buyer.name as buyer_name',
      'tickets.order_id',
      'tickets.answers',
      'orders.payment_provider',
      'orders.payment_method',
      'orders.code as promo_code',
      'orders.comp_note',
      // Its own price (a door sale's exact share of an uneven amount), else its line's.
      eb.fn
        .coalesce(
          'tickets.price_cents',
          eb
            .selectFrom('order_lines')
            .select('order_lines.unit_price_cents')
            .whereRef('order_lines.order_id', '=', 'tickets.order_id')
            .whereRef('order_lines.ticket_type_id', '=', 'tickets.ticket_type_id')
            .limit(1),
        )
        .as('unit_price_cents'),
    ])
    .where('orders.configuration_id', '=', configurationId)
    // Refunded tickets are no longer sold, nor coming.
    .where('tickets.voided_at', 'is', null)
    .orderBy('orders.buyer_email')
    .orderBy('tickets.code')
    .execute();
  const revenue = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.sum<string>(eb('total_cents', '-', eb.ref('refunded_cents'))).as('cents'),
      eb.fn.max('currency').as('currency'),
    ])
    .where('configuration_id', '=', configurationId)
    .executeTakeFirstOrThrow();
  const roleTypes = await db
    .selectFrom('ticket_types')
    .select(['id', 'name', 'roles'])
    .where('configuration_id', '=', configurationId)
    .where('roles', 'is not', null)
    .orderBy('position')
    .execute();
  const roleTypeIds = roleTypes.map((type) => type.id);
  const [tally, waiting, bySession, door] = await Promise.all([
    roleTallyOf(db, roleTypeIds),
    waitingCountsOf(db, roleTypeIds),
    attendeeSessionsOf(db, configurationId),
    doorSalesSummary(db, configurationId),
  ]);
  const addOns = await addOnsOfOrders(db, [...new Set(rows.map((row) => row.order_id))]);
  const questions = await questionsOf(db, configurationId);
  // An order's add-ons are listed once, on its first ticket in the list.
  const listed = new Set<string>();
  const addOnsOnce = (orderId: string) => {
    if (listed.has(orderId)) return { addOns: '', addOnLines: [] };
    listed.add(orderId);
    const lines = addOns.get(orderId);
    return {
      addOns: addOnsText(lines),
      addOnLines: (lines ?? [])
        .filter((line) => !line.refunded)
        .map((line) => ({
          id: line.id,
          name: line.name,
          quantity: line.quantity,
          handedOver: line.handedOverAt !== null,
        })),
    };
  };
  return {
    roleBalance: roleTypes.map((type) => ({
      ticketType: type.id,
      name: type.name,
      roles: type.roles!,
      paid: tally.get(type.id)?.paid ?? NO_ROLE_COUNTS,
      held: tally.get(type.id)?.held ?? NO_ROLE_COUNTS,
      waiting: waiting.get(type.id) ?? NO_ROLE_COUNTS,
    })),
    // Counted as the sales chart counts (sale-rules.ts): no comp (online or at the door), no class
    // booked with a pass, no refunded ticket (the rows hold none).
    ticketsSold: rows.filter(isTicketSold).length,
    comps: rows.filter((row) => row.payment_provider === COMP_PROVIDER).length + door.comps,
    door,
    checkedIn: rows.filter((row) => row.checked_in_at).length,
    revenue: Number(revenue.cents ?? 0) / 100,
    currency: (revenue.currency as string | null) ?? 'AUD',
    exportFileName: attendeesFileName(event?.title ?? '', event?.local_date ?? null),
    taughtOnly: false,
    attendees: rows.map((row) => ({
      ticketId: row.id,
      // A couple's partner is listed under their own name and address; a holder the buyer named
      // (a renamed ticket) under that name, as the door shows it.
      name: row.holder_name ?? row.buyer_name,
      email: row.holder_email ?? row.buyer_email,
      orderId: row.order_id,
      ticketTypeName: withRoleName(row.type_name, row.role_name),
      ticketType: row.type_name,
      role: row.role_name,
      price: (row.unit_price_cents ?? 0) / 100,
      withPass: row.payment_provider === 'pass',
      promoCode: row.promo_code,
      ...addOnsOnce(row.order_id),
      answers: answerLines(questions, row.ticket_type_id, row.answers),
      comp: row.payment_provider === COMP_PROVIDER,
      compNote: row.comp_note,
      code: row.code,
      checkedInAt: row.checked_in_at?.toISOString() ?? null,
      checkedInBy: admittedBy(row),
      sessionIds: row.session_id
        ? [row.session_id]
        : (bySession.sessionsOfType.get(row.ticket_type_id) ?? []),
      admittedTo: bySession.admittedTo.get(row.id) ?? [],
    })),
    sessions: bySession.sessions,
    questions: questions.map((question) => ({ id: question.id, label: question.label })),
  };
}

/**
 * Who admitted a ticket: a door scanner's device with the helper or organiser who worked it
 * ("Door 2 (Front desk)"), an organiser by hand (their e-mail), or null for the dancer's own scan.
 */
function admittedBy(row: {
  door_email: string | null;
  device_name: string | null;
  link_label: string | null;
  scanner_email: string | null;
}): string | null {
  if (row.device_name) {
    const worker = row.link_label ?? row.scanner_email;
    return worker ? `${row.device_name} (${worker})` : row.device_name;
  }
  return row.door_email;
}

/** One of the configuration's valid tickets, with its event's times; 404 for anything else. */
async function doorTicket(
  db: Db,
  organisationId: string,
  configurationId: string,
  ticketId: string,
) {
  await ownConfigurationRow(db, organisationId, configurationId);
  const ticket = await db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('events', 'events.id', 'tickets.event_id')
    .select((eb) => [
      'tickets.id',
      'tickets.voided_at',
      'orders.comp_revoked_at',
      eb
        .exists(
          eb
            .selectFrom('tickets as successor')
            .select('successor.id')
            .whereRef('successor.transferred_from', '=', 'tickets.id'),
        )
        .as('transferred'),
      'events.starts_at',
      'events.ends_at',
      'events.time_zone',
      'events.check_in_opens_minutes',
    ])
    .where('tickets.id', '=', ticketId)
    .where('orders.configuration_id', '=', configurationId)
    .executeTakeFirst();
  if (!ticket) throw notFound('This ticket is not part of this event.');
  if (ticket.voided_at)
    throw new AppError(
      409,
      'CONFLICT',
      ticket.comp_revoked_at
        ? COMP_REVOKED_MESSAGE
        : ticket.transferred
          ? TRANSFERRED_DOOR_MESSAGE
          : 'This ticket was refunded: it does not admit anyone.',
    );
  return ticket;
}

/** Admits a ticket by hand; answers false when it was already in. */
export async function checkInByHand(
  db: Db,
  member: { accountId: string; organisationId: string },
  configurationId: string,
  ticketId: string,
): Promise<boolean> {
  const ticket = await doorTicket(db, member.organisationId, configurationId, ticketId);
  assertCheckInOpen(eventTimesOf(ticket));
  const admitted = await admitTickets(db, [ticketId], {
    kind: 'hand',
    accountId: member.accountId,
  });
  return admitted.length > 0;
}

/** Takes a check-in back (a mistaken tap); answers false when the ticket was not in. */
export async function undoCheckIn(
  db: Db,
  member: { accountId: string; organisationId: string },
  configurationId: string,
  ticketId: string,
): Promise<boolean> {
  await doorTicket(db, member.organisationId, configurationId, ticketId);
  return undoAdmission(db, ticketId, member.accountId);
}

/** "Salsa Night!" on 14 February 2031 → "salsa-night-2031-02-14-attendees.csv". */
export function attendeesFileName(title: string, localDate: string | null): string {
  return `${[eventSlug(title), localDate].filter(Boolean).join('-')}-attendees.csv`;
}
