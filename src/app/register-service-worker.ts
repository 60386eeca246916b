// Registers the service worker in production builds (it precaches the app shell and keeps public
// event data); a new version waits until the user chooses Reload.
import { swUpdates } from '@/lib/sw-updates';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateSW = registerSW({
      immediate: true,
      onNeedRefresh: () => swUpdates.offer(() => updateSW(true)),
    });
  });
}
