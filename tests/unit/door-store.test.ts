// The door's copy on the device (IndexedDB, here fake-indexeddb): a fresh download keeps the
// admissions this device has not synced yet, leaving the door forgets the event, and logout
// forgets every door.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DoorData } from '@/contract/door';
import {
  doorKeyOf,
  forgetDoor,
  readDoor,
  saveDoorData,
  saveScan,
  scansOf,
} from '@/features/door/lib/door-store';
import { clearOfflineData } from '@/lib/offline/offline-db';

const EVENT = '0b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';

const data = (eventId = EVENT): DoorData => ({
  event: {
    id: eventId,
    title: 'Friday Social',
    startDateTime: '2026-11-20T09:00:00Z',
    endDateTime: '2026-11-20T14:00:00Z',
    timeZone: 'Australia/Sydney',
    checkInOpensAt: '2026-11-20T07:00:00Z',
  },
  keys: [{ kid: 'k1', publicKey: 'AAAA' }],
  tickets: ['a', 'b', 'c'].map((id) => ({
    id,
    code: id.toUpperCase(),
    ticketTypeId: 't',
    ticketTypeName: 'Social',
    buyerName: 'Rosa',
    buyerEmail: 'rosa@example.com',
    void: false,
    checkedInAt: null,
    checkedInBy: null,
    scanId: null,
    admits: true,
  })),
  sessions: [],
  sessionId: null,
  saleTypes: [],
  signedInAs: 'Front door',
  syncedAt: '2026-11-20T08:00:00Z',
});

describe('the door on the device', () => {
  it('keeps unsynced admissions over a fresh download, and forgets a door left', async () => {
    await saveScan({
      id: 'scan-1',
      eventId: EVENT,
      at: '2026-11-20T09:14:00Z',
      deviceName: 'Door 2',
      input: { code: 'B' },
      offline: true,
      ticketId: 'b',
      outcome: 'admitted',
      reason: null,
      message: 'Admitted: Rosa — Social',
      buyerName: 'Rosa',
      synced: false,
      conflict: null,
    });
    await saveDoorData(data());
    await saveDoorData(data('1b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d'));
    const kept = await readDoor(EVENT);
    expect(kept?.event.signedInAs).toBe('Front door');
    expect(kept?.tickets.map((t) => [t.id, t.checkedInBy])).toEqual([
      ['a', null],
      ['b', 'Door 2'],
      ['c', null],
    ]);
    expect(await scansOf(EVENT)).toHaveLength(1);
    // A festival session's door is a copy of its own, forgotten with the event's.
    const session = doorKeyOf(EVENT, 'a7c0e9d2-5b1f-4c3e-8a9d-0f1e2d3c4b5a');
    await saveDoorData({ ...data(), sessionId: 'a7c0e9d2-5b1f-4c3e-8a9d-0f1e2d3c4b5a' });
    expect((await readDoor(session))?.tickets.map((t) => t.checkedInBy)).toEqual([
      null,
      null,
      null,
    ]);
    expect((await readDoor(EVENT))?.tickets.map((t) => t.checkedInBy)).toContain('Door 2');
    await forgetDoor(EVENT);
    expect(await readDoor(session)).toBeNull();
    expect(await readDoor(EVENT)).toBeNull();
    expect(await scansOf(EVENT)).toEqual([]);
    expect((await readDoor('1b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d'))?.tickets).toHaveLength(3);
    await clearOfflineData();
    expect(await readDoor('1b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d')).toBeNull();
  });
});
