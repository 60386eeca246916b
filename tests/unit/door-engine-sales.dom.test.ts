// Sales at the door on the device: kept with the door's scans and shown as let in at once with no
// signal, sent one by one (each under its own key) when the server is back, a refused one kept in
// the last scans with the server's reason, never sent again. The network is the only stand-in;
// the device's storage is IndexedDB (fake-indexeddb).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorData } from '@/contract/door';
import type { DoorSale, DoorSaleType } from '@/contract/door-sales';
import { DoorEngine } from '@/features/door/lib/door-engine';
import { doorKeyOf, saveDoorData } from '@/features/door/lib/door-store';
import { noteServerReachable } from '@/lib/api/server-reachability';
import { clearOfflineData } from '@/lib/offline/offline-db';

const EVENT = '0b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';
const HOUR = 3_600_000;
const PARTY: DoorSaleType = {
  id: '5d0c8f5e-7a8b-4c1d-9e2f-3a4b5c6d7e8f',
  name: 'Party',
  priceCents: 3000,
  currency: 'AUD',
  roles: null,
  sessions: [],
  sessionIds: [],
  left: 1,
};
const SATURDAY = '7e1d2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f';

function doorData(): DoorData {
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
    tickets: [],
    sessions: [],
    sessionId: null,
    saleTypes: [PARTY],
    signedInAs: 'Front door',
    syncedAt: new Date(now).toISOString(),
  };
}

let reachable = false;
let sales: DoorSale[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  reachable = false;
  sales = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!reachable) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    if (path === `/api/v2/door/${EVENT}/sales`) {
      const sale = (await request.json()) as DoorSale;
      sales.push(sale);
      // One place left: the first sale takes it, the next is refused.
      if (sales.length > 1)
        return json(409, { error: { code: 'SOLD_OUT', message: '"Party" is sold out.' } });
      return json(200, {
        data: {
          orderId: crypto.randomUUID(),
          clientKey: sale.clientKey,
          method: sale.method,
          amountCents: 3000,
          currency: 'AUD',
          tickets: [{ id: crypto.randomUUID(), code: 'WALK1234' }],
        },
      });
    }
    if (path === `/api/v2/door/${EVENT}`) return json(200, { data: doorData() });
    return json(200, {});
  });
  await saveDoorData(doorData(), doorKeyOf(EVENT));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  noteServerReachable(true);
  await clearOfflineData();
});

describe('selling at the door', () => {
  it('lets walk-ins in at once offline, syncs the sales and shows a refused one', async () => {
    noteServerReachable(false);
    const engine = new DoorEngine(EVENT, { id: 'device-1', name: 'Door 1' });
    await engine.start();
    expect(engine.snapshot.event?.saleTypes).toEqual([PARTY]);
    const first = await engine.sell({ ticketTypeId: PARTY.id, quantity: 1, method: 'cash' }, PARTY);
    const second = await engine.sell(
      { ticketTypeId: PARTY.id, quantity: 1, method: 'card-outside', buyerName: 'Sam' },
      PARTY,
    );
    expect(first).toMatchObject({
      outcome: 'admitted',
      synced: false,
      message: 'Sold at the door: 1 × Party · Cash $30.00',
    });
    expect(second.sale).toMatchObject({ clientKey: second.id, deviceName: 'Door 1' });
    expect(engine.snapshot.pending).toBe(2);
    expect(engine.snapshot.waiting).toEqual({ scans: 0, sales: 2 });
    expect(sales).toEqual([]);

    reachable = true;
    noteServerReachable(true);
    await engine.sync();
    // Oldest first, each under its own key.
    expect(sales.map((sale) => sale.clientKey)).toEqual([first.id, second.id]);
    expect(engine.snapshot.pending).toBe(0);
    const shown = new Map(engine.snapshot.scans.map((scan) => [scan.id, scan]));
    expect(shown.get(first.id)).toMatchObject({ outcome: 'admitted', synced: true });
    expect(shown.get(second.id)).toMatchObject({
      outcome: 'refused',
      synced: true,
      message:
        'Door sale refused: "Party" is sold out. (1 × Party · Card (outside Floorcraft) $30.00)',
    });
    // A refused sale is not sent again.
    await engine.sync();
    expect(sales).toHaveLength(2);
  });

  it('keeps a sale that could not be sent, and sends it with the same key later', async () => {
    noteServerReachable(false);
    const engine = new DoorEngine(EVENT, { id: 'device-1', name: 'Door 1' });
    await engine.start();
    const sold = await engine.sell({ ticketTypeId: PARTY.id, quantity: 2, method: 'comp' }, PARTY);
    await engine.sync();
    expect(engine.snapshot.pending).toBe(1);
    reachable = true;
    noteServerReachable(true);
    await engine.sync();
    expect(sales).toEqual([expect.objectContaining({ clientKey: sold.id, method: 'comp' })]);
    expect(engine.snapshot.pending).toBe(0);
  });

  it('at a festival session’s door, admits a type to that session only when it admits to it', async () => {
    const party = { ...PARTY, sessions: ['Saturday Party'], sessionIds: [SATURDAY] };
    const workshop = { ...PARTY, id: crypto.randomUUID(), name: 'Workshop', sessionIds: [] };
    noteServerReachable(false);
    const engine = new DoorEngine(EVENT, { id: 'device-1', name: 'Door 1' }, undefined, SATURDAY);
    const here = await engine.sell({ ticketTypeId: party.id, quantity: 1, method: 'cash' }, party);
    const later = await engine.sell(
      { ticketTypeId: workshop.id, quantity: 1, method: 'cash' },
      workshop,
    );
    expect(here.sale?.sessionId).toBe(SATURDAY);
    expect(later.sale?.sessionId).toBeUndefined();
  });
});
