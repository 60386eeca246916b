// The app's IndexedDB database, versioned with cumulative upgrades: wizard drafts held on this
// device until the server has them, a door scanner's event data and scans (features/door), and
// the outbox of writes waiting for the server (outbox.ts). Holds user data, so logout clears it.
// Event images are the service worker's to keep.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-entry';
import type { DoorData, DoorTicket, ScanResult, ScanRefusal } from '@/contract/door';
import type { DoorSale } from '@/contract/door-sales';

export interface LocalDraft {
  /** The server draft's id once it has one, else `new:{clientKey}`. */
  key: string;
  clientKey: string;
  draftId: string | null;
  step: number;
  /** The layout of `form` (features/wizard/lib/device-draft.ts); absent on the first copies. */
  version?: number;
  /** The wizard's form as it was (opaque here; the wizard checks it before using it). */
  form: unknown;
  savedAt: string;
  /** For one organisation only: another member on this device never sees it. */
  organisationId: string;
}

/** A door's event as the scanner keeps it (its tickets are kept one by one, beside it). */
export type StoredDoorEvent = Omit<DoorData, 'tickets'> & { eventId: string };
export type StoredDoorTicket = DoorTicket & { eventId: string };

/** One scan on a door device: what it decided at once, and what the server said once synced. */
export interface StoredScan {
  id: string;
  eventId: string;
  at: string;
  deviceName: string;
  input: { pass?: string; code?: string; ticketId?: string };
  /** Decided on the device, with no signal (to be confirmed), or by the server online. */
  offline: boolean;
  ticketId: string | null;
  outcome: ScanResult['outcome'];
  reason: ScanRefusal | null;
  message: string;
  buyerName: string | null;
  synced: boolean;
  /** The device let someone in, but another door had admitted the ticket first. */
  conflict: string | null;
  /** A sale at the door (contract/door-sales.ts): the call to send, under its client key. */
  sale?: DoorSale;
}

interface OfflineSchema extends DBSchema {
  'wizard-drafts': { key: string; value: LocalDraft };
  'door-events': { key: string; value: StoredDoorEvent };
  'door-tickets': {
    key: [string, string];
    value: StoredDoorTicket;
    indexes: { 'by-event': string; 'by-code': [string, string] };
  };
  'door-scans': { key: string; value: StoredScan; indexes: { 'by-event': string } };
  outbox: { key: string; value: OutboxEntry; indexes: { 'by-scope': string } };
}

export const DB_NAME = 'floorcraft';
export const DB_VERSION = 4;
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      // Each version adds to the one before: a browser several versions behind runs them all.
      if (oldVersion < 1) db.createObjectStore('wizard-drafts', { keyPath: 'key' });
      if (oldVersion < 2) {
        db.createObjectStore('door-events', { keyPath: 'eventId' });
        const tickets = db.createObjectStore('door-tickets', { keyPath: ['eventId', 'id'] });
        tickets.createIndex('by-event', 'eventId');
        tickets.createIndex('by-code', ['eventId', 'code']);
        db.createObjectStore('door-scans', { keyPath: 'id' }).createIndex('by-event', 'eventId');
      }
      // Version 3: the images kept here (a second image cache beside the service worker's) go.
      if (oldVersion >= 1 && oldVersion < 3)
        (db as unknown as IDBPDatabase).deleteObjectStore('images');
      if (oldVersion < 4)
        db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('by-scope', 'scope');
    },
  });
  return opening;
}

export const newDraftKey = (clientKey: string) => `new:${clientKey}`;

export async function saveLocalDraft(draft: LocalDraft): Promise<void> {
  await (await database()).put('wizard-drafts', draft);
}

export async function readLocalDraft(key: string): Promise<LocalDraft | undefined> {
  return (await database()).get('wizard-drafts', key);
}

/** The newest draft of the organisation that never reached the server, if any. */
export async function unsyncedNewDraft(organisationId: string): Promise<LocalDraft | undefined> {
  const drafts = await (await database()).getAll('wizard-drafts');
  return drafts
    .filter((draft) => draft.draftId === null && draft.organisationId === organisationId)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
}

export async function removeLocalDraft(...keys: string[]): Promise<void> {
  const db = await database();
  await Promise.all(keys.map((key) => db.delete('wizard-drafts', key)));
}

/** Logout: nothing of this user stays on the device. */
export async function clearOfflineData(): Promise<void> {
  const db = await database();
  await Promise.all(
    (['wizard-drafts', 'door-events', 'door-tickets', 'door-scans', 'outbox'] as const).map(
      (store) => db.clear(store),
    ),
  );
}
