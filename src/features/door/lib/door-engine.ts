// The scanner's engine, apart from any screen: holds the event's tickets in memory (and on the
// device), judges each scan — by the server when it answers within 3 seconds, else on its own
// with the pass's signature and the kept tickets — and queues what it let in to sync later, then
// learns from the server who else came in. Screens subscribe to it.
import type { DoorScan, ScanResult } from '@/contract/door';
import { serverInReach } from '@/lib/api/server-reachability';
import type { StoredDoorEvent, StoredDoorTicket, StoredScan } from '@/lib/offline/offline-db';
import { failureMessage, isConnectionFailure } from '@/lib/api/result';
import { getDoorData, handOverDoorAddOn, ONLINE_SCAN_TIMEOUT_MS, sendScans } from '../api/door-api';
import type { DoorDevice } from './door-device';
import { admittedHere, conflictOf, doorCounters, judgeLocally } from './door-rules';
import { doorKeyOf, readDoor, saveDoorData, saveScan, saveTicket, scansOf } from './door-store';
import { saleScan, sendQueuedSales, type DoorSaleInput } from './door-sale-queue';
import type { DoorSaleType } from '@/contract/door-sales';
import { PassVerifier } from './verify-pass';

export type ScanInput = { pass: string } | { code: string } | { ticketId: string };

export type DoorAccess = 'ended' | 'refused';

export interface DoorSnapshot {
  event: StoredDoorEvent | null;
  scans: StoredScan[];
  counters: { sold: number; admitted: number };
  pending: number;
  online: boolean;
  lastSyncedAt: string | null;
  /** Set when the server no longer lets this device work the door. */
  access: DoorAccess | null;
}

const SYNC_BATCH = 500;
const SHOWN_SCANS = 50;

export class DoorEngine {
  private tickets = new Map<string, StoredDoorTicket>();
  private byCode = new Map<string, StoredDoorTicket>();
  private verifier: PassVerifier | null = null;
  private listeners = new Set<() => void>();
  private syncing: Promise<void> | null = null;
  snapshot: DoorSnapshot = {
    event: null,
    scans: [],
    counters: { sold: 0, admitted: 0 },
    pending: 0,
    // Whether a scan is worth sending is the header's answer too (one store for the whole app):
    // with the server out of reach a scan is judged here at once, not after a 3-second wait.
    online: serverInReach(),
    lastSyncedAt: null,
    access: null,
  };

  /** Where this door's copy is kept on the device. */
  private readonly key: string;

  constructor(
    readonly eventId: string,
    private device: DoorDevice,
    private readonly bearer?: string,
    /** The festival session this door checks; null: the whole event. */
    readonly sessionId: string | null = null,
  ) {
    this.key = doorKeyOf(eventId, sessionId);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async publish(patch: Partial<DoorSnapshot> = {}) {
    const scans = await scansOf(this.key);
    this.snapshot = {
      ...this.snapshot,
      ...patch,
      scans: scans.slice(0, SHOWN_SCANS),
      pending: scans.filter((scan) => !scan.synced).length,
      counters: doorCounters(this.tickets.values()),
    };
    for (const listener of this.listeners) listener();
  }

  /** The signal or the server is gone: scans are judged here until it is back. */
  wentOffline() {
    void this.publish({ online: false });
  }

  rename(device: DoorDevice) {
    this.device = device;
  }

  ticketList = () => [...this.tickets.values()];

  ticketById = (id: string) => this.tickets.get(id);

  /**
   * Hands over an add-on of this ticket's order — online only (not queued: handing a T-shirt over
   * twice is what the server's answer prevents). Every ticket of the order shows it at once.
   * Answers the refusal's words, or null when it is handed over (now or before).
   */
  async handOverAddOn(ticketId: string, addOnId: string): Promise<string | null> {
    const ticket = this.tickets.get(ticketId);
    if (!ticket?.orderId) return 'This add-on is not part of this order.';
    const answer = await handOverDoorAddOn(this.eventId, ticket.orderId, addOnId, this.bearer);
    if (!answer.ok) {
      this.noteFailure(answer.status, answer.problem);
      await this.publish();
      return isConnectionFailure(answer)
        ? 'No connection: hand it over when the scanner is back online.'
        : failureMessage(answer, 'It could not be handed over. Please try again.');
    }
    for (const other of [...this.tickets.values()]) {
      if (other.orderId !== ticket.orderId || !other.addOns) continue;
      const addOns = other.addOns.map((line) =>
        line.id === addOnId ? { ...line, handedOver: true } : line,
      );
      await this.keepTicket({ ...other, addOns });
    }
    await this.publish({ online: true });
    return null;
  }

  private async useTickets(event: StoredDoorEvent, tickets: StoredDoorTicket[]) {
    this.tickets = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    this.byCode = new Map(tickets.map((ticket) => [ticket.code, ticket]));
    if (!this.verifier || event.keys.length !== this.snapshot.event?.keys.length)
      this.verifier = await PassVerifier.create(this.eventId, event.keys);
  }

  /** What the device kept, at once; then the server's fresh copy when there is signal. */
  async start(): Promise<void> {
    const kept = await readDoor(this.key);
    if (kept) {
      await this.useTickets(kept.event, kept.tickets);
      await this.publish({ event: kept.event, lastSyncedAt: kept.event.syncedAt });
    }
    await this.sync();
  }

  private async refresh(): Promise<boolean> {
    const answer = await getDoorData(this.eventId, this.bearer, this.sessionId);
    if (!answer.ok) {
      this.noteFailure(answer.status, answer.problem);
      return false;
    }
    const tickets = await saveDoorData(answer.data, this.key);
    const { tickets: _all, ...event } = answer.data;
    const stored = { ...event, eventId: this.key };
    await this.useTickets(stored, tickets);
    await this.markConflicts(stored);
    await this.publish({ event: stored, online: true, lastSyncedAt: answer.data.syncedAt });
    return true;
  }

  private noteFailure(status: number, problem: string) {
    if (problem !== 'CLIENT_ERROR') this.snapshot = { ...this.snapshot, online: false };
    else if (status === 401) this.snapshot = { ...this.snapshot, access: 'ended' };
    else if (status === 404 || status === 403)
      this.snapshot = { ...this.snapshot, access: 'refused' };
  }

  /** Scans this device let in that another door had admitted first. */
  private async markConflicts(event: StoredDoorEvent) {
    for (const scan of await scansOf(this.key)) {
      const conflict = scan.ticketId
        ? conflictOf(scan, this.tickets.get(scan.ticketId), event.event.timeZone)
        : null;
      if (conflict !== scan.conflict) await saveScan({ ...scan, conflict });
    }
  }

  /** Sends what waits, then fetches the door data afresh; one at a time. */
  sync(): Promise<void> {
    this.syncing ??= (async () => {
      try {
        const unsent = (await scansOf(this.key)).filter((scan) => !scan.synced);
        const waiting = unsent.filter((scan) => !scan.sale);
        for (let start = 0; start < waiting.length; start += SYNC_BATCH) {
          const batch = waiting.slice(start, start + SYNC_BATCH);
          const answer = await sendScans(
            this.eventId,
            { deviceId: this.device.id, deviceName: this.device.name },
            batch.map((scan) => this.toDoorScan(scan, true)),
            { bearer: this.bearer },
          );
          if (!answer.ok) {
            this.noteFailure(answer.status, answer.problem);
            await this.publish();
            return;
          }
          await Promise.all(answer.data.results.map((result, i) => this.settle(batch[i]!, result)));
        }
        // Sales after scans, each its own call, answered once whatever the retries.
        const stopped = await sendQueuedSales(this.eventId, unsent, this.bearer);
        if (stopped) {
          this.noteFailure(stopped.status, stopped.problem);
          await this.publish();
          return;
        }
        await this.refresh();
        await this.publish();
      } finally {
        this.syncing = null;
      }
    })();
    return this.syncing;
  }

  private async settle(scan: StoredScan, result: ScanResult) {
    if (result.ticket) await this.keepTicket({ ...result.ticket, eventId: this.key });
    await saveScan({ ...scan, synced: true });
  }

  private async keepTicket(ticket: StoredDoorTicket) {
    const old = this.tickets.get(ticket.id);
    if (old) this.byCode.delete(old.code);
    this.tickets.set(ticket.id, ticket);
    this.byCode.set(ticket.code, ticket);
    await saveTicket(ticket);
  }

  /** A sale at the door: kept on the device and shown as let in at once, sent when it can be. */
  async sell(input: DoorSaleInput, type: DoorSaleType): Promise<StoredScan> {
    const scan = saleScan(this.key, this.device, input, type);
    await saveScan(scan);
    await this.publish();
    if (serverInReach()) void this.sync();
    return scan;
  }

  /** Judges one scan and answers what the door screen shows. */
  async scan(input: ScanInput): Promise<StoredScan> {
    const event = this.snapshot.event;
    if (!event || !this.verifier) throw new Error('The door data is not loaded yet.');
    const at = new Date();
    let ticketId: string | null = null;
    let passRefusal: 'not-a-pass' | 'forged' | 'other-event' | null = null;
    if ('pass' in input) {
      const verdict = await this.verifier.verify(input.pass);
      if (verdict.valid) ticketId = verdict.claims.ticketId;
      else passRefusal = verdict.reason;
    } else if ('code' in input) {
      ticketId = this.byCode.get(input.code.trim().toUpperCase())?.id ?? null;
    } else ticketId = input.ticketId;
    const base = {
      id: crypto.randomUUID(),
      eventId: this.key,
      at: at.toISOString(),
      deviceName: this.device.name,
      input,
      conflict: null,
    };
    // A pass that is not genuine (or not for this event) is refused here; nothing to ask.
    if (!passRefusal && serverInReach()) {
      const online = await this.scanOnline(base);
      if (online) return online;
    }
    const ticket = ticketId ? this.tickets.get(ticketId) : undefined;
    // A copy kept before doors had sessions has none.
    const sessions = (event.sessions as StoredDoorEvent['sessions'] | undefined) ?? [];
    const session = sessions.find((candidate) => candidate.id === event.sessionId);
    const judged = judgeLocally(
      ticket,
      { ...event.event, sessionName: session?.name ?? null },
      at,
      passRefusal,
    );
    const scan: StoredScan = {
      ...base,
      offline: true,
      ticketId: ticket?.id ?? null,
      ...judged,
      buyerName: ticket?.buyerName ?? null,
      // Only someone let in needs the server to hear of it.
      synced: judged.outcome !== 'admitted',
    };
    if (ticket && judged.outcome === 'admitted') await this.keepTicket(admittedHere(ticket, scan));
    await saveScan(scan);
    await this.publish();
    return scan;
  }

  /** A scan as the server hears it: at this door's session, if it checks one. */
  private toDoorScan(scan: Pick<StoredScan, 'id' | 'at' | 'input'>, offline: boolean): DoorScan {
    const session = this.sessionId ? { sessionId: this.sessionId } : {};
    return { id: scan.id, at: scan.at, offline, ...scan.input, ...session };
  }

  private async scanOnline(
    base: Omit<
      StoredScan,
      'offline' | 'ticketId' | 'outcome' | 'reason' | 'message' | 'buyerName' | 'synced'
    >,
  ) {
    const answer = await sendScans(
      this.eventId,
      { deviceId: this.device.id, deviceName: this.device.name },
      [this.toDoorScan({ ...base }, false)],
      { bearer: this.bearer, timeoutMs: ONLINE_SCAN_TIMEOUT_MS },
    );
    if (!answer.ok) {
      this.noteFailure(answer.status, answer.problem);
      return null;
    }
    const result = answer.data.results[0]!;
    if (result.ticket) await this.keepTicket({ ...result.ticket, eventId: this.key });
    const scan: StoredScan = {
      ...base,
      offline: false,
      ticketId: result.ticket?.id ?? null,
      outcome: result.outcome,
      reason: result.reason,
      message: result.message,
      buyerName: result.ticket?.buyerName ?? null,
      synced: true,
    };
    await saveScan(scan);
    await this.publish({ online: true });
    return scan;
  }
}
