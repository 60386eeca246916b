// My Tickets as a dancer reads them: by event (coming ones first, soonest first; past ones after,
// latest first), and within an event by order; each ticket's state in words; the dancer's own
// timetable of a festival or course.
import { i18n } from '@/lib/i18n/i18n';
import type { MyTicket } from '@/contract/my-tickets';
import { inTimetableOrder, type PublicSession } from '@/contract/sessions';
import { timeOf } from '@/lib/event-time';

export interface EventTickets {
  key: string;
  event: MyTicket['event'];
  past: boolean;
  orders: Array<{ orderId: string; purchasedAt: string; tickets: MyTicket[] }>;
}

export function groupTickets(tickets: MyTicket[], now = new Date()): EventTickets[] {
  const events = new Map<string, EventTickets>();
  for (const ticket of tickets) {
    const key = ticket.event.id ?? `gone:${ticket.orderId}`;
    let group = events.get(key);
    if (!group) {
      const end = ticket.event.endDateTime ?? ticket.event.startDateTime;
      group = { key, event: ticket.event, past: end ? new Date(end) < now : false, orders: [] };
      events.set(key, group);
    }
    let order = group.orders.find((entry) => entry.orderId === ticket.orderId);
    if (!order) {
      order = { orderId: ticket.orderId, purchasedAt: ticket.purchasedAt, tickets: [] };
      group.orders.push(order);
    }
    order.tickets.push(ticket);
  }
  const startOf = (group: EventTickets) => Date.parse(group.event.startDateTime ?? '') || 0;
  const all = [...events.values()];
  return [
    ...all.filter((group) => !group.past).sort((a, b) => startOf(a) - startOf(b)),
    ...all.filter((group) => group.past).sort((a, b) => startOf(b) - startOf(a)),
  ];
}

export function ticketStateText(ticket: MyTicket): string {
  if (ticket.comp === 'revoked') return i18n._('ticketState.revoked');
  if (ticket.transferredTo) return i18n._('ticketState.passedOn', { name: ticket.transferredTo });
  if (ticket.void && ticket.eventState === 'cancelled') return i18n._('ticketState.eventCancelled');
  if (ticket.void) return i18n._('ticketState.void');
  if (ticket.cancelled) return i18n._('ticketState.cancelled');
  if (ticket.checkedInAt)
    return i18n._('ticketState.checkedIn', {
      time: timeOf(ticket.checkedInAt, ticket.event.timeZone),
    });
  if (ticket.eventState === 'postponed') return i18n._('ticketState.postponed');
  // As the order page says it: the pass still admits while the school decides.
  if (ticket.refundRequested) return i18n._('ticketState.refundRequested');
  return i18n._('ticketState.valid');
}

/** The one class a ticket admits to when it is a class of a longer programme (a drop-in, a class
 * booked with a pass), named; null for a ticket of the whole event or of several sessions. */
export function onlyClassOf(ticket: MyTicket, eventTitle: string): string | null {
  const [only, other] = ticket.sessions ?? [];
  return only && !other && only.name !== eventTitle ? only.name : null;
}

/**
 * The dancer's own timetable for one event: the sessions their valid tickets admit to, each once.
 * Empty when there is nothing beyond the event itself to show: no sessions, or the one session a
 * one-night event is (named as the event).
 */
export function mySessionsOf(group: EventTickets): PublicSession[] {
  const sessions = new Map<string, PublicSession>();
  for (const order of group.orders)
    for (const ticket of order.tickets)
      if (!ticket.void)
        for (const session of ticket.sessions ?? []) sessions.set(session.id, session);
  const mine = inTimetableOrder([...sessions.values()]);
  const onlyTheEvent = mine.length === 1 && mine[0]?.name === group.event.title;
  return onlyTheEvent ? [] : mine;
}
