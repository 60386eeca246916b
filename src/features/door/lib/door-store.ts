// The door scanner's copy on the device (IndexedDB): the event, its pass keys and tickets, and
// every scan with whether the server has it yet. Written in one transaction so a scanner that
// loses power mid-download keeps the previous complete copy. Each door has its own copy: the whole
// event's, under the event's id, and each festival session's, under `{eventId}/{sessionId}`.
import type { DoorData } from '@/contract/door';
import {
  database,
  type StoredDoorEvent,
  type StoredDoorTicket,
  type StoredScan,
} from '@/lib/offline/offline-db';
import { forgetScopes } from '@/lib/offline/outbox-store';
import { withPendingAdmissions } from './door-rules';

/** Where a door's copy is kept: the event's id, or `{eventId}/{sessionId}` for one session. */
export const doorKeyOf = (eventId: string, sessionId: string | null = null) =>
  sessionId ? `${eventId}/${sessionId}` : eventId;

const eventRange = (eventId: string) => IDBKeyRange.bound([eventId], [eventId, '\uffff']);
/** Every door of an event: its own and its sessions'. */
const everyDoorOf = (eventId: string) => IDBKeyRange.bound(eventId, `${eventId}\uffff`);
const everyDoorTicketOf = (eventId: string) => IDBKeyRange.bound([eventId], [`${eventId}\uffff`]);

export async function scansOf(doorKey: string): Promise<StoredScan[]> {
  const scans = await (await database()).getAllFromIndex('door-scans', 'by-event', doorKey);
  return scans.sort((a, b) => b.at.localeCompare(a.at));
}

/** Stores the server's door data, keeping this device's admissions the server has not had yet. */
export async function saveDoorData(
  data: DoorData,
  doorKey = doorKeyOf(data.event.id, data.sessionId),
): Promise<StoredDoorTicket[]> {
  const db = await database();
  const eventId = doorKey;
  const pending = (await scansOf(eventId)).filter((scan) => !scan.synced);
  const tickets = withPendingAdmissions(
    data.tickets.map((ticket) => ({ ...ticket, eventId })),
    pending,
  );
  const { tickets: _all, ...event } = data;
  const tx = db.transaction(['door-events', 'door-tickets'], 'readwrite');
  const store = tx.objectStore('door-tickets');
  await store.delete(eventRange(eventId));
  await Promise.all([
    tx.objectStore('door-events').put({ ...event, eventId }),
    ...tickets.map((ticket) => store.put(ticket)),
    tx.done,
  ]);
  return tickets;
}

export async function readDoor(
  doorKey: string,
): Promise<{ event: StoredDoorEvent; tickets: StoredDoorTicket[] } | null> {
  const db = await database();
  const event = await db.get('door-events', doorKey);
  if (!event) return null;
  return { event, tickets: await db.getAllFromIndex('door-tickets', 'by-event', doorKey) };
}

export async function saveTicket(ticket: StoredDoorTicket): Promise<void> {
  await (await database()).put('door-tickets', ticket);
}

export async function readScan(id: string): Promise<StoredScan | undefined> {
  return (await database()).get('door-scans', id);
}

export async function saveScan(scan: StoredScan): Promise<void> {
  await (await database()).put('door-scans', scan);
}

/** Everything this device kept of an event's doors (leaving the door, or a helper's link ended). */
export async function forgetDoor(eventId: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(['door-events', 'door-tickets', 'door-scans'], 'readwrite');
  const scans = await tx
    .objectStore('door-scans')
    .index('by-event')
    .getAllKeys(everyDoorOf(eventId));
  await Promise.all([
    tx.objectStore('door-events').delete(everyDoorOf(eventId)),
    tx.objectStore('door-tickets').delete(everyDoorTicketOf(eventId)),
    ...scans.map((id) => tx.objectStore('door-scans').delete(id)),
    tx.done,
  ]);
  // And the writes of those doors still waiting in the outbox.
  await forgetScopes(eventId);
}
