// Event images kept on the device (IndexedDB), replacing the spec's 50-entry browser-storage
// cache: at most 50 images, the oldest stored evicted first. A reopened event shows its image
// without the network; the service worker's image cache does the same for <img> requests, this one
// also survives the browser clearing that cache under storage pressure.
import { database } from './offline-db';

export const IMAGE_CACHE_LIMIT = 50;

export async function cachedImage(key: string): Promise<Blob | null> {
  try {
    const kept = await (await database()).get('images', key);
    return kept ? new Blob([kept.bytes], { type: kept.type }) : null;
  } catch {
    return null;
  }
}

/** Stores an image, then evicts the oldest beyond the limit. */
export async function storeImage(key: string, blob: Blob, now = Date.now()): Promise<void> {
  const db = await database();
  await db.put('images', { key, bytes: await blob.arrayBuffer(), type: blob.type, storedAt: now });
  const count = await db.count('images');
  if (count <= IMAGE_CACHE_LIMIT) return;
  const all = await db.getAll('images');
  const oldest = all
    .sort((a, b) => a.storedAt - b.storedAt)
    .slice(0, count - IMAGE_CACHE_LIMIT)
    .map((image) => image.key);
  const tx = db.transaction('images', 'readwrite');
  await Promise.all([...oldest.map((old) => tx.store.delete(old)), tx.done]);
}

/** The image from the device, else fetched (and kept); null when neither works. */
export async function loadImage(url: string): Promise<Blob | null> {
  const kept = await cachedImage(url);
  if (kept) return kept;
  try {
    const response = await fetch(url);
    if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) return null;
    const blob = await response.blob();
    await storeImage(url, blob).catch(() => undefined);
    return blob;
  } catch {
    return null;
  }
}
