// The app's IndexedDB database, versioned with cumulative upgrades: wizard drafts held on this
// device until the server has them, and the event-image cache (image-cache.ts). Holds user data,
// so logout clears it.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export interface LocalDraft {
  /** The server draft's id once it has one, else `new:{clientKey}`. */
  key: string;
  clientKey: string;
  draftId: string | null;
  step: number;
  /** The wizard's form as it was (opaque here). */
  form: unknown;
  savedAt: string;
  /** For one organisation only: another member on this device never sees it. */
  organisationId: string;
}

interface OfflineSchema extends DBSchema {
  'wizard-drafts': { key: string; value: LocalDraft };
  images: { key: string; value: CachedImage };
}

export interface CachedImage {
  /** The image's address. */
  key: string;
  /** Bytes and type rather than a Blob: every browser (and test) can store those. */
  bytes: ArrayBuffer;
  type: string;
  storedAt: number;
}

export const DB_NAME = 'floorcraft';
export const DB_VERSION = 1;
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      // Each version adds to the one before: a browser several versions behind runs them all.
      if (oldVersion < 1) {
        db.createObjectStore('wizard-drafts', { keyPath: 'key' });
        db.createObjectStore('images', { keyPath: 'key' });
      }
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
  await Promise.all([db.clear('wizard-drafts'), db.clear('images')]);
}
