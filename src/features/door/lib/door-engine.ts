// The scanner's engine, apart from any screen: holds the event's tickets in memory (and on the
// device), judges each scan — by the server when it answers within 3 seconds, else on its own
// with the pass's signature and the kept tickets — and puts what it let in or sold in the app's
// outbox (door-outbox.ts) to sync later, then learns from the server who else came in. Screens
// subscribe to it.
import { serverInReach } from '@/lib/api/server-reachability';
import type { StoredDoorEvent, StoredScan } from '@/lib/offline/offline-db';
import { getDoorData, ONLINE_SCAN_TIMEOUT_MS, sendScans } from '../api/door-api';
import type { DoorDevice } from './door-device';
import { handOverAtDoor } from './door-hand-over';
import {
  doorOutbox,
  doorScanOf,
  queueLine,
  queueUnsentLines,
  type DoorOutbox,
} from './door-outbox';
import { admittedHere, conflictOf } from './door-rules';
import {
  judgedByServer,
  judgedHere,
  ticketNamed,
  type ScanBase,
  type ScanInput,
} from './door-scan-lines';
import { doorKeyOf, readDoor, saveDoorData, saveScan, scansOf } from './door-store';
import { firstSnapshot, fromLines, type DoorSnapshot } from './door-snapshot';
import { DoorTicketBook } from './door-ticket-book';
import { saleScan, type DoorSaleInput } from './door-sale';
import type { DoorSaleType } from '@/contract/door-sales';

export class DoorEngine {
  private readonly tickets: DoorTicketBook;
  private listeners = new Set<() => void>();
  private syncing: Promise<void> | null = null;
  private readonly outbox: DoorOutbox;
  snapshot: DoorSnapshot = firstSnapshot();

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
    this.tickets = new DoorTicketBook(eventId);
    this.outbox = doorOutbox({
      eventId,
      doorKey: this.key,
      sessionId,
      bearer,
      device: () => this.device,
      keepTicket: (ticket) => this.tickets.keep(ticket),
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async publish(patch: Partial<DoorSnapshot> = {}) {
    const lines = await scansOf(this.key);
    this.snapshot = { ...this.snapshot, ...patch, ...fromLines(lines, this.tickets.list()) };
    for (const listener of this.listeners) listener();
  }

  /** The signal or the server is gone: scans are judged here until it is back. */
  wentOffline() {
    void this.publish({ online: false });
  }

  rename(device: DoorDevice) {
    this.device = device;
  }

  ticketList = () => this.tickets.list();

  ticketById = (id: string) => this.tickets.get(id);

  /** Hands over an add-on of this ticket's order (door-hand-over.ts); answers the refusal's words. */
  async handOverAddOn(ticketId: string, addOnId: string): Promise<string | null> {
    const handed = await handOverAtDoor(this.tickets, this.eventId, this.bearer, ticketId, addOnId);
    if (!handed.done) {
      if (handed.failure) this.noteFailure(handed.failure.status, handed.failure.problem);
      await this.publish();
      return handed.message;
    }
    await this.publish({ online: true });
    return null;
  }

  /** What the device kept, at once; then the server's fresh copy when there is signal. */
  async start(): Promise<void> {
    const kept = await readDoor(this.key);
    if (kept) {
      await this.tickets.use(kept.event, kept.tickets);
      await this.publish({ event: kept.event, lastSyncedAt: kept.event.syncedAt });
    }
    await queueUnsentLines(this.outbox, await scansOf(this.key), this.sessionId);
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
    await this.tickets.use(stored, tickets);
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

  /**
   * Sends what waits in the outbox, then fetches the door data afresh; one at a time. Asked
   * for, it sends at once; the screen's steady beat passes `force: false` and so waits out the
   * outbox's retry delay.
   */
  sync(options: { force?: boolean } = { force: true }): Promise<void> {
    this.syncing ??= (async () => {
      try {
        const replayed = await this.outbox.replay(options);
        if (replayed.stopped) this.noteFailure(replayed.stopped.status, replayed.stopped.problem);
        // Writes still waiting (the server could not take them, or the retry delay): not yet.
        if (replayed.waiting === 0) await this.refresh();
        await this.publish();
      } finally {
        this.syncing = null;
      }
    })();
    return this.syncing;
  }

  /** A sale at the door: kept on the device and shown as let in at once, sent when it can be. */
  async sell(input: DoorSaleInput, type: DoorSaleType): Promise<StoredScan> {
    // At a festival session's door, a type admitting to it is admitted there too; any other type
    // (a ticket for a later workshop) is sold as the ticket's arrival at the event.
    const here = this.sessionId && type.sessionIds.includes(this.sessionId) ? this.sessionId : null;
    const scan = saleScan(
      this.key,
      this.device,
      here ? { ...input, sessionId: here } : input,
      type,
    );
    await saveScan(scan);
    await queueLine(this.outbox, scan, this.sessionId);
    await this.publish();
    if (serverInReach()) void this.sync({ force: true });
    return scan;
  }

  /** Judges one scan and answers what the door screen shows. */
  async scan(input: ScanInput): Promise<StoredScan> {
    const event = this.snapshot.event;
    const verifier = this.tickets.verifier;
    if (!event || !verifier) throw new Error('The door data is not loaded yet.');
    const at = new Date();
    const named = await ticketNamed(input, this.tickets, verifier);
    const base: ScanBase = {
      id: crypto.randomUUID(),
      eventId: this.key,
      at: at.toISOString(),
      deviceName: this.device.name,
      input,
      conflict: null,
    };
    if (!named.passRefusal && serverInReach()) {
      const online = await this.scanOnline(base);
      if (online) return online;
    }
    const scan = judgedHere(base, event, this.tickets, named, at);
    const ticket = scan.ticketId ? this.tickets.get(scan.ticketId) : undefined;
    if (ticket && scan.outcome === 'admitted') await this.tickets.keep(admittedHere(ticket, scan));
    await saveScan(scan);
    if (!scan.synced) await queueLine(this.outbox, scan, this.sessionId);
    await this.publish();
    return scan;
  }

  private async scanOnline(base: ScanBase): Promise<StoredScan | null> {
    const answer = await sendScans(
      this.eventId,
      { deviceId: this.device.id, deviceName: this.device.name },
      [doorScanOf(base, false, this.sessionId)],
      { bearer: this.bearer, timeoutMs: ONLINE_SCAN_TIMEOUT_MS },
    );
    if (!answer.ok) {
      this.noteFailure(answer.status, answer.problem);
      return null;
    }
    const result = answer.data.results[0]!;
    if (result.ticket) await this.tickets.keep({ ...result.ticket, eventId: this.key });
    const scan = judgedByServer(base, result);
    await saveScan(scan);
    await this.publish({ online: true });
    return scan;
  }
}
