// Links into the mobile app and its store pages.
export const APP_STORE_URL =
  import.meta.env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/au/search?term=floorcraft';
export const PLAY_STORE_URL =
  import.meta.env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=floorcraft&c=apps';
export const APP_SCHEME = 'floorcraft://';
export const APP_REGISTER_LINK = `${APP_SCHEME}register`;
/** Spec §9: the store opens 1 s after the deep link if the app did not take over. */
export const STORE_FALLBACK_DELAY_MS = 1000;

/** Apple's store on iOS or an unknown device, Google's on Android (spec §2 Login page). */
export function storeUrlFor(userAgent: string): string {
  return /android/i.test(userAgent) ? PLAY_STORE_URL : APP_STORE_URL;
}

/** Tries the app's deep link, then opens the store page if the page is still visible. */
export function openAppOrStore(deepLink: string, userAgent = navigator.userAgent): void {
  const timer = window.setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.href = storeUrlFor(userAgent);
  }, STORE_FALLBACK_DELAY_MS);
  document.addEventListener('visibilitychange', () => window.clearTimeout(timer), { once: true });
  window.location.href = deepLink;
}
