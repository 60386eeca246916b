// The door's judgement of one scan, in one place for the server and for a door device judging on
// its own with no signal: what was found is weighed in one order, so both refuse the same scan
// for the same reason (and so say the same words, contract/door-messages.ts).
import type { DoorTicket, ScanRefusal, ScanResult } from '../contract/door';
import type { WindowState } from './check-in-window';

export interface ScanFacts {
  /** Why the pass itself was refused (not a pass, not genuine, another event's); null if not. */
  passRefusal: ScanRefusal | null;
  /** The ticket the scan names, when one was found. */
  ticket: Pick<DoorTicket, 'void' | 'comp' | 'checkedInAt'> | null | undefined;
  /** The ticket found is another event's (only the server can tell: a device keeps its own). */
  otherEvent?: boolean;
  /** Whether its type admits to the session the door checks (always, for the whole event). */
  admits: boolean;
  /** The door's window at the scan's moment. */
  window: WindowState;
  /** The school called the door's class off (known to the server). */
  cancelled?: boolean;
}

/** Why a void ticket does not admit: refunded, (a comp) revoked, or passed on to someone else. */
export const voidRefusal = (ticket: Pick<DoorTicket, 'comp' | 'transferred'>): ScanRefusal =>
  ticket.comp ? 'revoked' : ticket.transferred ? 'transferred' : 'void';

/** Why the scan admits nobody, or null when it admits (or finds the ticket already admitted). */
export function scanRefusal(facts: ScanFacts): ScanRefusal | null {
  if (facts.passRefusal) return facts.passRefusal;
  const { ticket } = facts;
  if (!ticket) return 'unknown';
  if (facts.otherEvent) return 'other-event';
  // A cancelled class turns away every ticket of this event, whatever else is true of it.
  if (facts.cancelled) return 'cancelled';
  if (ticket.void) return voidRefusal(ticket);
  if (!facts.admits) return 'not-included';
  return facts.window === 'open' ? null : facts.window;
}

export interface ScanVerdict {
  outcome: ScanResult['outcome'];
  reason: ScanRefusal | null;
}

/**
 * The verdict on what is known where the scan is judged: refused, or admitted unless the ticket
 * was already. (The server settles admitted or already in the same transaction that records it,
 * so two doors scanning one ticket at once cannot both admit.)
 */
export function scanVerdict(facts: ScanFacts): ScanVerdict {
  const reason = scanRefusal(facts);
  if (reason) return { outcome: 'refused', reason };
  return { outcome: facts.ticket?.checkedInAt ? 'already' : 'admitted', reason: null };
}
