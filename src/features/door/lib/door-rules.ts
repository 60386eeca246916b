// The door's rules on the device, for when it has no signal: judge a scan from the event's kept
// tickets exactly as the server would (same messages), keep local admissions over a fresh copy of
// the server's data until they are synced, spot a ticket two doors both let in, and count.
import type { DoorTicket, ScanRefusal, ScanResult } from '@/contract/door';
import {
  admittedMessage,
  alreadyMessage,
  doorTimeOf,
  refusalMessage,
} from '@/contract/door-messages';
import { checkInWindowState } from '@/domain/check-in-window';
import { scanVerdict } from '@/domain/door-judgement';
import type { StoredScan } from '@/lib/offline/offline-db';

export interface DoorWindow {
  timeZone: string;
  checkInOpensAt: string;
  endDateTime: string;
  /** The session the door checks, when it checks one of a festival's. */
  sessionName?: string | null;
}

export interface LocalJudgement {
  outcome: ScanResult['outcome'];
  reason: ScanRefusal | null;
  message: string;
}

/**
 * Judges a scan whose pass (if any) already verified; `ticket` is what the device holds. The
 * judgement is the server's own (domain/door-judgement.ts); the device only knows less: every
 * ticket it holds is this event's, and a class called off since it last synced is not known.
 */
export function judgeLocally(
  ticket: DoorTicket | undefined,
  window: DoorWindow,
  at: Date,
  passRefusal: ScanRefusal | null = null,
): LocalJudgement {
  const verdict = scanVerdict({
    passRefusal,
    ticket,
    admits: ticket?.admits ?? false,
    window: checkInWindowState(
      { opensAt: new Date(window.checkInOpensAt), endsAt: new Date(window.endDateTime) },
      at,
    ),
  });
  if (verdict.outcome === 'refused')
    return { ...verdict, message: refusalMessage(verdict.reason!, window, ticket) };
  if (verdict.outcome === 'already')
    return { ...verdict, message: alreadyMessage(ticket!, window.timeZone) };
  return { ...verdict, message: admittedMessage(ticket!) };
}

/** The ticket as this device just admitted it. */
export const admittedHere = <T extends DoorTicket>(
  ticket: T,
  scan: Pick<StoredScan, 'id' | 'at' | 'deviceName'>,
): T => ({
  ...ticket,
  checkedInAt: scan.at,
  checkedInBy: scan.deviceName,
  scanId: scan.id,
});

/**
 * The server's tickets with this device's admissions it has not heard of yet laid over them (an
 * earlier local scan also wins over a later one the server has, as the server will decide).
 */
export function withPendingAdmissions<T extends DoorTicket>(
  tickets: T[],
  scans: StoredScan[],
): T[] {
  const pending = new Map<string, StoredScan>();
  for (const scan of scans)
    if (!scan.synced && scan.outcome === 'admitted' && scan.ticketId)
      pending.set(scan.ticketId, scan);
  if (pending.size === 0) return tickets;
  return tickets.map((ticket) => {
    const scan = pending.get(ticket.id);
    if (!scan || ticket.void) return ticket;
    if (ticket.checkedInAt && Date.parse(ticket.checkedInAt) <= Date.parse(scan.at)) return ticket;
    return admittedHere(ticket, scan);
  });
}

/** For a scan this device let in: who really came first, when it was another door. */
export function conflictOf(scan: StoredScan, ticket: DoorTicket | undefined, timeZone: string) {
  if (scan.outcome !== 'admitted' || !ticket?.checkedInAt || ticket.scanId === scan.id) return null;
  if (!scan.synced) return null;
  const by = ticket.checkedInBy ? ` by ${ticket.checkedInBy}` : '';
  return `Also let in here at ${doorTimeOf(scan.at, timeZone)} — first admitted at ${doorTimeOf(ticket.checkedInAt, timeZone)}${by}.`;
}

export function doorCounters(tickets: Iterable<DoorTicket>) {
  let sold = 0;
  let admitted = 0;
  for (const ticket of tickets) {
    // A session's door counts only the tickets that admit to it.
    if (ticket.void || !ticket.admits) continue;
    sold += 1;
    if (ticket.checkedInAt) admitted += 1;
  }
  return { sold, admitted };
}

/** Tickets whose buyer's name or e-mail holds the words typed (at most `limit`). */
export function searchTickets<T extends DoorTicket>(
  tickets: Iterable<T>,
  query: string,
  limit = 20,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: T[] = [];
  for (const ticket of tickets) {
    const haystack = `${ticket.buyerName} ${ticket.buyerEmail} ${ticket.code}`.toLowerCase();
    if (words.every((word) => haystack.includes(word))) found.push(ticket);
    if (found.length >= limit) break;
  }
  return found;
}

/** The session a festival's door checks unless told otherwise: the one running now (the latest
 * started), else the next to start, else the last. */
export function sessionRunningNow<
  S extends { id: string; startDateTime: string; endDateTime: string },
>(sessions: S[], now = new Date()): S | null {
  const at = now.getTime();
  const running = sessions.filter(
    (session) => Date.parse(session.startDateTime) <= at && at < Date.parse(session.endDateTime),
  );
  if (running.length > 0)
    return running.reduce((a, b) =>
      Date.parse(b.startDateTime) > Date.parse(a.startDateTime) ? b : a,
    );
  const next = sessions
    .filter((session) => Date.parse(session.startDateTime) > at)
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime))[0];
  return next ?? sessions[sessions.length - 1] ?? null;
}
