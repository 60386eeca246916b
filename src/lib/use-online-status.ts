// Whether the app can reach its server: the browser says it is online and the last request got
// through (api/server-reachability.ts). Purchases and check-ins need it; the header says when not.
import { useSyncExternalStore } from 'react';
import { serverReachable, subscribeServerReachability } from './api/server-reachability';

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

export const useOnlineStatus = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine && serverReachable(),
    () => true,
  );
