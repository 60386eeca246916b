// One scan at the door as a line of the last scans: which ticket the input names (a pass checked
// by its signature, a code, or a ticket picked from the list), and the line as the server judged
// it or as this device judged it with no answer — with the same rules and words.
import type { ScanResult } from '@/contract/door';
import type { StoredDoorEvent, StoredScan } from '@/lib/offline/offline-db';
import { judgeLocally } from './door-rules';
import type { DoorTicketBook } from './door-ticket-book';
import type { PassVerifier } from './verify-pass';

export type ScanInput = { pass: string } | { code: string } | { ticketId: string };

/** What a line is before anyone judged it. */
export type ScanBase = Omit<
  StoredScan,
  'offline' | 'ticketId' | 'outcome' | 'reason' | 'message' | 'buyerName' | 'synced'
>;

export interface Named {
  ticketId: string | null;
  /** A pass that is not genuine, or not for this event: refused here, nothing to ask. */
  passRefusal: 'not-a-pass' | 'forged' | 'other-event' | null;
}

export async function ticketNamed(
  input: ScanInput,
  tickets: DoorTicketBook,
  verifier: PassVerifier,
): Promise<Named> {
  if ('pass' in input) {
    const verdict = await verifier.verify(input.pass);
    return verdict.valid
      ? { ticketId: verdict.claims.ticketId, passRefusal: null }
      : { ticketId: null, passRefusal: verdict.reason };
  }
  if ('code' in input)
    return { ticketId: tickets.withCode(input.code)?.id ?? null, passRefusal: null };
  return { ticketId: input.ticketId, passRefusal: null };
}

/** The line as this device judged it; only someone let in needs the server to hear of it. */
export function judgedHere(
  base: ScanBase,
  event: StoredDoorEvent,
  tickets: DoorTicketBook,
  named: Named,
  at: Date,
): StoredScan {
  const ticket = named.ticketId ? tickets.get(named.ticketId) : undefined;
  // A copy kept before doors had sessions has none.
  const sessions = (event.sessions as StoredDoorEvent['sessions'] | undefined) ?? [];
  const session = sessions.find((candidate) => candidate.id === event.sessionId);
  const judged = judgeLocally(
    ticket,
    { ...event.event, sessionName: session?.name ?? null },
    at,
    named.passRefusal,
  );
  return {
    ...base,
    offline: true,
    ticketId: ticket?.id ?? null,
    ...judged,
    buyerName: ticket?.buyerName ?? null,
    synced: judged.outcome !== 'admitted',
  };
}

/** The line as the server judged it (it has it already). */
export const judgedByServer = (base: ScanBase, result: ScanResult): StoredScan => ({
  ...base,
  offline: false,
  ticketId: result.ticket?.id ?? null,
  outcome: result.outcome,
  reason: result.reason,
  message: result.message,
  buyerName: result.ticket?.buyerName ?? null,
  synced: true,
});
