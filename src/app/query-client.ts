// The query cache and its persistence in local storage (kept 24 h, dropped on a new build),
// so pages visited once stay readable offline.
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  isServer,
  QueryClient,
} from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { ApiRequestError } from '@/lib/api/result';
import { BUILD_ID } from '@/lib/build-info';

export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const PERSIST_STORAGE_KEY = 'floorcraft-query-cache';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // The server's render keeps nothing once the page is written (no timers holding data).
        gcTime: isServer ? Infinity : PERSIST_MAX_AGE_MS,
        staleTime: 60_000,
        networkMode: 'offlineFirst',
        // The server's "no" is final; only transport failures are worth another try.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiRequestError && error.result.problem === 'CLIENT_ERROR'),
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
  return queryClient;
}

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

export const queryPersister = createSyncStoragePersister({ storage, key: PERSIST_STORAGE_KEY });

export const persistOptions = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: BUILD_ID,
  dehydrateOptions: {
    // A query can opt out (meta.persist = false), e.g. one holding a whole image.
    shouldDehydrateQuery: (query: Parameters<typeof defaultShouldDehydrateQuery>[0]) =>
      defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
    // Writes that must outlive a lost connection are kept on the device by their feature (the
    // wizard's drafts, the door's scans, in IndexedDB), never as paused mutations in this cache.
    shouldDehydrateMutation: () => false,
  },
};

/**
 * Saves the cache at once. The persister writes at most once a second, so a page left within that
 * second (a reload, a sign-in provider's or a payment's redirect) would restore an older state
 * than it showed — and, fresh for a minute, not even ask the server again. Called as the page is
 * hidden, when no timer would still run.
 */
export function saveQueryCacheNow(client: QueryClient): void {
  if (!storage) return;
  try {
    const clientState = dehydrate(client, persistOptions.dehydrateOptions);
    storage.setItem(
      PERSIST_STORAGE_KEY,
      JSON.stringify({ buster: BUILD_ID, timestamp: Date.now(), clientState }),
    );
  } catch {
    // A full or unavailable storage keeps the last copy the throttled writer made.
  }
}
