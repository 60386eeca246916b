// What the door scanner says about a scan, in the same words whether the server or the device
// (with no signal) decided: admitted, already admitted (when and by whom), or why not.
import { dateFormat } from './date-formats';
import { COMP_REVOKED_MESSAGE, compLabel } from './comps';
import type { DoorTicket, ScanRefusal } from './door';
import { TRANSFERRED_DOOR_MESSAGE } from './ticket-changes';

export const CHECK_IN_CLOSED_MESSAGE = 'Check-in for this event has closed: it has ended.';

/** The server's 404 for a door the caller may not work, and the scanner's words when it is told. */
export const NOT_YOUR_DOOR = 'This event is not one whose door you can work.';

export interface DoorEventTimes {
  timeZone: string;
  checkInOpensAt: string;
  /** The session the door checks, when it checks one of several. */
  sessionName?: string | null;
}

/** "8:14 pm" in the event's own time zone. */
export function doorTimeOf(iso: string, timeZone: string): string {
  return dateFormat({ timeStyle: 'short', timeZone }).format(new Date(iso));
}

export function admittedMessage(ticket: DoorTicket): string {
  const comp = ticket.comp ? ` (${compLabel(ticket.compNote)})` : '';
  return `Admitted: ${ticket.buyerName} — ${ticket.ticketTypeName}${comp}`;
}

export function alreadyMessage(ticket: DoorTicket, timeZone: string): string {
  const when = ticket.checkedInAt ? ` at ${doorTimeOf(ticket.checkedInAt, timeZone)}` : '';
  const by = ticket.checkedInBy ? ` by ${ticket.checkedInBy}` : '';
  return `Already admitted${when}${by}.`;
}

/** "Party Pass does not include Saturday Bootcamp." */
export function notIncludedMessage(ticketTypeName: string, sessionName: string): string {
  return `${ticketTypeName} does not include ${sessionName}.`;
}

export function refusalMessage(
  reason: ScanRefusal,
  event: DoorEventTimes,
  ticket?: Pick<DoorTicket, 'ticketTypeName'> | null,
): string {
  switch (reason) {
    case 'not-included':
      return notIncludedMessage(
        ticket?.ticketTypeName ?? 'This ticket',
        event.sessionName ?? 'this session',
      );
    case 'cancelled':
      return 'Cancelled: the school called this class off.';
    case 'not-a-pass':
      return 'This is not a Floorcraft pass.';
    case 'forged':
      return 'This pass is not genuine: its signature does not match.';
    case 'unknown':
      return 'No ticket for this event has this code.';
    case 'other-event':
      return 'This ticket is for another event.';
    case 'void':
      return 'This ticket was refunded: it does not admit anyone.';
    case 'revoked':
      return COMP_REVOKED_MESSAGE;
    case 'transferred':
      return TRANSFERRED_DOOR_MESSAGE;
    case 'not-open': {
      const opens = dateFormat({
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: event.timeZone,
      }).format(new Date(event.checkInOpensAt));
      return `Check-in has not opened yet: it opens ${opens}.`;
    }
    case 'closed':
      return event.sessionName
        ? `Check-in for ${event.sessionName} has closed: it has ended.`
        : CHECK_IN_CLOSED_MESSAGE;
  }
}
