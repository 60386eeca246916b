// The door engine decides where a scan is judged from the app's one reachability store: with the
// server out of reach (a venue's Wi-Fi with nothing behind it, which leaves navigator.onLine true)
// a scan is judged on the device at once, without a 3-second wait for an answer that cannot come.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorData } from '@/contract/door';
import { DoorEngine } from '@/features/door/lib/door-engine';
import { doorKeyOf, saveDoorData } from '@/features/door/lib/door-store';
import { noteServerReachable } from '@/lib/api/server-reachability';
import { clearOfflineData } from '@/lib/offline/offline-db';

const EVENT = '0b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';
const HOUR = 3_600_000;

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
    tickets: [
      {
        id: 'ticket-a',
        code: 'AAAA1111',
        ticketTypeId: 'type-1',
        ticketTypeName: 'Social',
        buyerName: 'Rosa',
        buyerEmail: 'rosa@example.com',
        void: false,
        checkedInAt: null,
        checkedInBy: null,
        scanId: null,
        admits: true,
      },
    ],
    sessions: [],
    sessionId: null,
    saleTypes: [],
    signedInAs: 'Front door',
    syncedAt: new Date(now).toISOString(),
  };
}

/** Requests the engine sends: each fails as a network with nothing behind it does. */
let sent: string[] = [];

beforeEach(async () => {
  sent = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  await saveDoorData(doorData(), doorKeyOf(EVENT));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  noteServerReachable(true);
  await clearOfflineData();
});

async function startedEngine() {
  const engine = new DoorEngine(EVENT, { id: 'device-1', name: 'Door 1' });
  await engine.start();
  sent = [];
  return engine;
}

describe('the door engine', () => {
  it('judges on the device, asking nobody, while the server is out of reach', async () => {
    noteServerReachable(false);
    const engine = await startedEngine();
    expect(engine.snapshot.online).toBe(false);

    const scan = await engine.scan({ code: 'aaaa1111' });
    expect(scan).toMatchObject({ offline: true, outcome: 'admitted', ticketId: 'ticket-a' });
    expect(sent.filter((url) => url.includes('/scans'))).toEqual([]);
    expect(engine.snapshot.pending).toBe(1);
  });

  it('asks the server first while it is in reach, then judges on the device when it fails', async () => {
    noteServerReachable(true);
    const engine = await startedEngine();
    // The failed start-up sync marked the server out of reach; the next answer would mend that.
    noteServerReachable(true);

    const scan = await engine.scan({ code: 'AAAA1111' });
    expect(sent.filter((url) => url.includes(`/api/v2/door/${EVENT}/scans`))).toHaveLength(1);
    expect(scan).toMatchObject({ offline: true, outcome: 'admitted' });
  });
});
