// The door scanner's copy on the device (IndexedDB): the event, its pass keys and tickets, and
// every scan with whether the server has it yet. Written in one transaction so a scanner that
// loses power mid-download keeps the previous complete copy.
import type { DoorData } from '@/contract/door';
import {
  database,
  type StoredDoorEvent,
  type StoredDoorTicket,
  type StoredScan,
} from '@/lib/offline/offline-db';
import { withPendingAdmissions } from './door-rules';

const eventRange = (eventId: string) => IDBKeyRange.bound([eventId], [eventId, '\uffff']);

export async function scansOf(eventId: string): Promise<StoredScan[]> {
  const scans = await (await database()).getAllFromIndex('door-scans', 'by-event', eventId);
  return scans.sort((a, b) => b.at.localeCompare(a.at));
}

/** Stores the server's door data, keeping this device's admissions the server has not had yet. */
export async function saveDoorData(data: DoorData): Promise<StoredDoorTicket[]> {
  const db = await database();
  const eventId = data.event.id;
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
  eventId: string,
): Promise<{ event: StoredDoorEvent; tickets: StoredDoorTicket[] } | null> {
  const db = await database();
  const event = await db.get('door-events', eventId);
  if (!event) return null;
  return { event, tickets: await db.getAllFromIndex('door-tickets', 'by-event', eventId) };
}

export async function saveTicket(ticket: StoredDoorTicket): Promise<void> {
  await (await database()).put('door-tickets', ticket);
}

export async function saveScan(scan: StoredScan): Promise<void> {
  await (await database()).put('door-scans', scan);
}

/** Everything this device kept of an event's door (leaving the door, or a helper's link ended). */
export async function forgetDoor(eventId: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(['door-events', 'door-tickets', 'door-scans'], 'readwrite');
  const scans = await tx.objectStore('door-scans').index('by-event').getAllKeys(eventId);
  await Promise.all([
    tx.objectStore('door-events').delete(eventId),
    tx.objectStore('door-tickets').delete(eventRange(eventId)),
    ...scans.map((id) => tx.objectStore('door-scans').delete(id)),
    tx.done,
  ]);
}
