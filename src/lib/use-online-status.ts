// Whether the app can reach its server: the browser says it is online and the last request got
// through (server-reachability.ts). Purchases and check-ins need it; the header says when not.
// While the server is out of reach with the browser online, it is asked again every few seconds
// (and at once when the browser says it is back online), so the app notices when it returns even
// if nothing else asks.
import { useEffect, useSyncExternalStore } from 'react';
import { serverReachable, subscribeServerReachability } from './api/server-reachability';
import { send } from './api/transport';

export const REACHABILITY_PROBE_MS = 5_000;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeServerReachability(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
};

let lastProbe = 0;
/** Asks the server whether it is there (at most once per interval, however many pages ask). */
function probe(): void {
  if (Date.now() - lastProbe < REACHABILITY_PROBE_MS / 2) return;
  lastProbe = Date.now();
  void send('GET', '/api/health', {});
}

export function useOnlineStatus(): boolean {
  const reachable = useSyncExternalStore(subscribe, serverReachable, () => true);
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  useEffect(() => {
    if (reachable) return;
    const timer = setInterval(() => {
      if (navigator.onLine) probe();
    }, REACHABILITY_PROBE_MS);
    const onOnline = () => {
      lastProbe = 0;
      probe();
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [reachable]);
  return online && reachable;
}
