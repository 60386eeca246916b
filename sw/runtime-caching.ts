// Runtime caches (issue: 24-hour policy): public event data network-first with a short timeout and
// the cached copy when offline (marked as a saved copy when the network failed); event images
// cache-first, bounded, purged on quota errors. Only successful responses are kept.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { SAVED_COPY_HEADER } from '../src/contract/saved-copy';
import {
  cacheKeyOf,
  EVENT_IMAGES_CACHE,
  EVENT_IMAGES_MAX_ENTRIES,
  isEventImageRequest,
  isPublicEventRequest,
  NETWORK_TIMEOUT_SECONDS,
  PUBLIC_EVENTS_CACHE,
  PUBLIC_EVENTS_MAX_AGE_SECONDS,
  PUBLIC_EVENTS_MAX_ENTRIES,
} from './runtime-rules';

const byDatabase: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = cacheKeyOf(request.url, request.headers.get('x-app-version'));
    return key === request.url ? request : new Request(key);
  },
};

/**
 * Marks the saved copy answered because the network failed (not one answered because the network
 * was slow: the server may yet be there).
 */
const markedWhenOffline: WorkboxPlugin = {
  fetchDidFail: async ({ state }) => {
    if (state) state.networkFailed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse || !state?.networkFailed) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

export function installRuntimeCaching(origin: string): void {
  registerRoute(
    ({ request }) => isPublicEventRequest(request, origin),
    new NetworkFirst({
      cacheName: PUBLIC_EVENTS_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        byDatabase,
        markedWhenOffline,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxAgeSeconds: PUBLIC_EVENTS_MAX_AGE_SECONDS,
          maxEntries: PUBLIC_EVENTS_MAX_ENTRIES,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  registerRoute(
    ({ request }) => isEventImageRequest(request, origin),
    new CacheFirst({
      cacheName: EVENT_IMAGES_CACHE,
      plugins: [
        byDatabase,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: EVENT_IMAGES_MAX_ENTRIES, purgeOnQuotaError: true }),
      ],
    }),
  );
}
