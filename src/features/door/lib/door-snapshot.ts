// What the door screen reads of the engine: the event, the last scans, the counters, how many
// scans and sales wait to reach the server, whether it is in reach, and whether this device may
// still work the door.
import type { StoredDoorEvent, StoredDoorTicket, StoredScan } from '@/lib/offline/offline-db';
import { serverInReach } from '@/lib/api/server-reachability';
import { doorCounters } from './door-rules';

export type DoorAccess = 'ended' | 'refused';

export interface DoorSnapshot {
  event: StoredDoorEvent | null;
  scans: StoredScan[];
  counters: { sold: number; admitted: number };
  /** Lines not synced yet (scans and sales together). */
  pending: number;
  /** The same lines told apart: scans that let someone in, and sales at the door. */
  waiting: { scans: number; sales: number };
  /** Tickets this device sold that the server has not counted yet, per ticket type. */
  unsentSold: Record<string, number>;
  /** Sales made here that the server refused when they reached it (sold out, door closed). */
  refusedSales: number;
  online: boolean;
  lastSyncedAt: string | null;
  /** Set when the server no longer lets this device work the door. */
  access: DoorAccess | null;
}

const SHOWN_SCANS = 50;

export const firstSnapshot = (): DoorSnapshot => ({
  event: null,
  scans: [],
  counters: { sold: 0, admitted: 0 },
  pending: 0,
  waiting: { scans: 0, sales: 0 },
  unsentSold: {},
  refusedSales: 0,
  // Whether a scan is worth sending is the header's answer too (one store for the whole app):
  // with the server out of reach a scan is judged here at once, not after a 3-second wait.
  online: serverInReach(),
  lastSyncedAt: null,
  access: null,
});

/** The parts that follow from the door's lines (newest first) and its tickets. */
export function fromLines(lines: StoredScan[], tickets: StoredDoorTicket[]) {
  const unsent = lines.filter((line) => !line.synced);
  const sales = unsent.filter((line) => line.sale).length;
  const unsentSold: Record<string, number> = {};
  for (const { sale } of unsent)
    if (sale) unsentSold[sale.ticketTypeId] = (unsentSold[sale.ticketTypeId] ?? 0) + sale.quantity;
  return {
    scans: lines.slice(0, SHOWN_SCANS),
    pending: unsent.length,
    waiting: { scans: unsent.length - sales, sales },
    unsentSold,
    refusedSales: lines.filter((line) => line.sale && line.outcome === 'refused').length,
    counters: doorCounters(tickets),
  };
}

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What waits, in words: "3 scans and 1 sale", "2 sales", "1 scan"; empty when nothing does. */
export function waitingWords({ scans, sales }: DoorSnapshot['waiting']): string {
  const parts = [
    ...(scans > 0 ? [counted(scans, 'scan')] : []),
    ...(sales > 0 ? [counted(sales, 'sale')] : []),
  ];
  return parts.join(' and ');
}
