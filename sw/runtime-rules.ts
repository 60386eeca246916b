// Which responses the service worker keeps at run time: public event data (calendars, the
// purchase page's event) and event images. Requests that carry a credential are per-user and are
// never put in the shared cache (the persisted query cache keeps those, and is wiped on logout).
export const PUBLIC_EVENTS_CACHE = 'public-events';
export const EVENT_IMAGES_CACHE = 'event-images';
/** Spec'd 24-hour policy for public event data. */
export const PUBLIC_EVENTS_MAX_AGE_SECONDS = 24 * 60 * 60;
export const PUBLIC_EVENTS_MAX_ENTRIES = 200;
/** Spec'd: the client's image cache holds at most 50 entries, the oldest removed first. */
export const EVENT_IMAGES_MAX_ENTRIES = 50;
export const NETWORK_TIMEOUT_SECONDS = 3;

const PUBLIC_EVENT_PATHS = [
  /^\/api\/v2\/event\/calendar(\/(?!organisation\/)|$)/,
  /^\/api\/v2\/ticket\/purchase\/event\/[^/]+$/,
];
const EVENT_IMAGE_PATH = /^\/api\/v2\/images\/[\w-]+$/;

interface RequestLike {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

const sameOriginPath = (request: RequestLike, origin: string): string | null => {
  const url = new URL(request.url);
  return url.origin === origin ? url.pathname : null;
};

export function isPublicEventRequest(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET' || request.headers.get('authorization')) return false;
  const path = sameOriginPath(request, origin);
  return path !== null && PUBLIC_EVENT_PATHS.some((pattern) => pattern.test(path));
}

export function isEventImageRequest(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const path = sameOriginPath(request, origin);
  return path !== null && EVENT_IMAGE_PATH.test(path);
}

/**
 * The cache key of a request: the development database's answers are kept apart from
 * production's, as the header that selects it is not part of the address.
 */
export function cacheKeyOf(url: string, appVersionHeader: string | null): string {
  if (appVersionHeader !== 'development-app' || url.includes('appVersion=')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}appVersion=development-app`;
}
