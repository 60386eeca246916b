// The outbox's own IndexedDB store (`outbox` in the device database): the writes waiting for the
// server, one record per client key. Features keep their own data in their own stores.
import { database } from './offline-db';
import type { OutboxEntry } from './outbox-entry';

/** Every entry of one scope, waiting or refused, in replay order. */
export async function entriesOf(scope: string): Promise<OutboxEntry[]> {
  const entries = await (await database()).getAllFromIndex('outbox', 'by-scope', scope);
  return entries.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

export async function readEntry(key: string): Promise<OutboxEntry | undefined> {
  return (await database()).get('outbox', key);
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await database()).put('outbox', entry);
}

export async function deleteEntries(...keys: string[]): Promise<void> {
  const db = await database();
  await Promise.all(keys.map((key) => db.delete('outbox', key)));
}

/** Every scope that starts with `prefix` (a door's own and its sessions' doors). */
export async function forgetScopes(prefix: string): Promise<void> {
  const db = await database();
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  const keys = await db.getAllKeysFromIndex('outbox', 'by-scope', range);
  await deleteEntries(...keys);
}
