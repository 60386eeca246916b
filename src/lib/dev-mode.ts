// Dev mode (spec §7): on localhost, with ?devMode=true, or when remembered, requests carry the
// header that selects the development database.
import { isDevModeAddress } from '@/contract/dev-mode';
export const DEV_MODE_STORAGE_KEY = 'devMode';

export function rememberDevModeFromUrl(
  location: Location = window.location,
  storage: Storage = localStorage,
): void {
  if (new URLSearchParams(location.search).get('devMode') === 'true')
    storage.setItem(DEV_MODE_STORAGE_KEY, 'true');
}

/** On the server (rendering a page for a crawler) there is no browser: never dev mode. */
export function isDevMode(
  location: Location | undefined = globalThis.window?.location,
  storage: Storage | undefined = globalThis.window?.localStorage,
): boolean {
  if (!location || !storage) return false;
  return (
    isDevModeAddress(location.hostname, new URLSearchParams(location.search).get('devMode')) ||
    storage.getItem(DEV_MODE_STORAGE_KEY) === 'true'
  );
}
