// The door engine's own work, apart from any screen: the kept copy at start, offline judgement
// and its queue, a sync that sends what waits and takes the server's fresh copy, a scan the server
// judged, a ticket another door admitted first, and a door the server no longer lets it work.
// The network is the only thing stood in for; the device's storage is IndexedDB (fake-indexeddb).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorData, DoorScan, DoorTicket, ScanResult } from '@/contract/door';
import { DoorEngine } from '@/features/door/lib/door-engine';
import { doorKeyOf, saveDoorData, saveScan } from '@/features/door/lib/door-store';
import { noteServerReachable } from '@/lib/api/server-reachability';
import { clearOfflineData } from '@/lib/offline/offline-db';

const EVENT = '0b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';
const HOUR = 3_600_000;

const ticket = (id: string, code: string, over: Partial<DoorTicket> = {}): DoorTicket => ({
  id,
  code,
  ticketTypeId: 'type-1',
  ticketTypeName: 'Social',
  buyerName: `Buyer ${code}`,
  buyerEmail: `${code.toLowerCase()}@example.com`,
  void: false,
  checkedInAt: null,
  checkedInBy: null,
  scanId: null,
  admits: true,
  ...over,
});

function doorData(tickets: DoorTicket[]): DoorData {
  const now = Date.now();
  return {
    event: {
      id: EVENT,
      title: 'Friday Social',
      startDateTime: new Date(now + HOUR).toISOString(),
      endDateTime: new Date(now + 5 * HOUR).toISOString(),
      timeZone: 'Australia/Sydney',
      checkInOpensAt: new Date(now - HOUR).toISOString(),
    },
    keys: [],
    tickets,
    sessions: [],
    sessionId: null,
    saleTypes: [],
    signedInAs: 'Front door',
    syncedAt: new Date(now).toISOString(),
  };
}

const KEPT = [ticket('ticket-a', 'AAAA1111'), ticket('ticket-b', 'BBBB2222', { void: true })];

/** What the stand-in server holds and was sent. */
let server: {
  tickets: DoorTicket[];
  reachable: boolean;
  status: number;
  batches: DoorScan[][];
  judge: (scan: DoorScan) => ScanResult;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  server = {
    tickets: KEPT,
    reachable: false,
    status: 200,
    batches: [],
    judge: (scan) => ({
      id: scan.id,
      outcome: 'admitted',
      reason: null,
      message: 'Admitted',
      ticket: null,
    }),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!server.reachable) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    if (server.status !== 200)
      return json(server.status, { error: { code: 'NOT_FOUND', message: 'Not yours.' } });
    if (path === `/api/v2/door/${EVENT}/scans`) {
      const { scans } = (await request.json()) as { scans: DoorScan[] };
      server.batches.push(scans);
      return json(200, { data: { results: scans.map(server.judge), admitted: 0, sold: 1 } });
    }
    if (path === `/api/v2/door/${EVENT}`) return json(200, { data: doorData(server.tickets) });
    return json(200, {});
  });
  await saveDoorData(doorData(KEPT), doorKeyOf(EVENT));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  noteServerReachable(true);
  await clearOfflineData();
});

async function startedOffline() {
  noteServerReachable(false);
  const engine = new DoorEngine(EVENT, { id: 'device-1', name: 'Door 1' });
  await engine.start();
  return engine;
}

describe('the door engine with no signal', () => {
  it('starts from the copy the device kept, and counts it', async () => {
    const engine = await startedOffline();
    expect(engine.snapshot.event?.event.title).toBe('Friday Social');
    // The refunded ticket is not counted as sold.
    expect(engine.snapshot.counters).toEqual({ sold: 1, admitted: 0 });
    expect(engine.ticketList().map((kept) => kept.id)).toEqual(['ticket-a', 'ticket-b']);
  });

  it('admits once, says already the second time, and queues only the admission', async () => {
    const engine = await startedOffline();
    const first = await engine.scan({ code: ' aaaa1111 ' });
    expect(first).toMatchObject({ outcome: 'admitted', offline: true, synced: false });
    const second = await engine.scan({ code: 'AAAA1111' });
    expect(second).toMatchObject({ outcome: 'already', synced: true });
    expect(second.message).toMatch(/^Already admitted at .* by Door 1\.$/);
    const refunded = await engine.scan({ code: 'BBBB2222' });
    expect(refunded).toMatchObject({ outcome: 'refused', reason: 'void', synced: true });
    const unknown = await engine.scan({ code: 'ZZZZ0000' });
    expect(unknown).toMatchObject({ outcome: 'refused', reason: 'unknown', ticketId: null });
    expect(engine.snapshot.pending).toBe(1);
    expect(engine.snapshot.counters).toEqual({ sold: 1, admitted: 1 });
    // Every scan kept, newest first (scans made within one millisecond may come in either order).
    const kept = engine.snapshot.scans;
    expect(kept.map((scan) => scan.id).sort()).toEqual(
      [unknown, refunded, second, first].map((scan) => scan.id).sort(),
    );
    const times = kept.map((scan) => scan.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('the door engine when the server answers', () => {
  it('sends what waited as one offline batch, then takes the server’s fresh copy', async () => {
    const engine = await startedOffline();
    const admitted = await engine.scan({ code: 'AAAA1111' });
    server.reachable = true;
    server.tickets = [
      ticket('ticket-a', 'AAAA1111', {
        checkedInAt: admitted.at,
        checkedInBy: 'Door 1',
        scanId: admitted.id,
      }),
      ticket('ticket-c', 'CCCC3333'),
    ];
    await engine.sync();
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0]).toEqual([
      expect.objectContaining({ id: admitted.id, offline: true, code: 'AAAA1111' }),
    ]);
    expect(engine.snapshot.pending).toBe(0);
    expect(engine.snapshot.online).toBe(true);
    expect(engine.snapshot.counters).toEqual({ sold: 2, admitted: 1 });
    expect(engine.snapshot.scans[0]).toMatchObject({ id: admitted.id, conflict: null });
  });

  it('marks a scan of its own that another door admitted first', async () => {
    const engine = await startedOffline();
    const admitted = await engine.scan({ code: 'AAAA1111' });
    server.reachable = true;
    // Door 2 let the same person in ten minutes earlier and synced first.
    const earlier = new Date(Date.parse(admitted.at) - 10 * 60_000).toISOString();
    server.tickets = [
      ticket('ticket-a', 'AAAA1111', { checkedInAt: earlier, checkedInBy: 'Door 2', scanId: 'x' }),
    ];
    await engine.sync();
    expect(engine.snapshot.scans[0]!.conflict).toMatch(
      /^Also let in here at .* — first admitted at .* by Door 2\.$/,
    );
  });

  it('lets the server judge a scan while it is in reach', async () => {
    const engine = await startedOffline();
    server.reachable = true;
    await engine.sync();
    server.judge = (scan) => ({
      id: scan.id,
      outcome: 'refused',
      reason: 'closed',
      message: 'Check-in for this event has closed: it has ended.',
      ticket: KEPT[0]!,
    });
    const scan = await engine.scan({ code: 'AAAA1111' });
    expect(scan).toMatchObject({
      offline: false,
      synced: true,
      outcome: 'refused',
      reason: 'closed',
      ticketId: 'ticket-a',
    });
    expect(server.batches.at(-1)).toEqual([expect.objectContaining({ offline: false })]);
    expect(engine.snapshot.pending).toBe(0);
  });

  it('sends a scan kept before the outbox, under its own id, once', async () => {
    // A line a door let in offline before an update: on the device, not synced, not in the outbox.
    const at = new Date(Date.now() - 60_000).toISOString();
    await saveScan({
      id: 'kept-before',
      eventId: doorKeyOf(EVENT),
      at,
      deviceName: 'Door 1',
      input: { code: 'AAAA1111' },
      offline: true,
      ticketId: 'ticket-a',
      outcome: 'admitted',
      reason: null,
      message: 'Admit',
      buyerName: 'Buyer AAAA1111',
      synced: false,
      conflict: null,
    });
    server.reachable = true;
    const engine = new DoorEngine(EVENT, { id: 'device-1', name: 'Door 1' });
    await engine.start();
    expect(server.batches).toEqual([
      [expect.objectContaining({ id: 'kept-before', at, offline: true, code: 'AAAA1111' })],
    ]);
    expect(engine.snapshot.pending).toBe(0);
    await engine.sync();
    expect(server.batches).toHaveLength(1);
  });

  it('stops working a door the server no longer lets it work', async () => {
    const engine = await startedOffline();
    server.reachable = true;
    server.status = 404;
    await engine.sync();
    expect(engine.snapshot.access).toBe('refused');
  });
});
