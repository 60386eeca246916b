// Whether the app can reach its server, as a React value: the one reachability store's answer
// (api/server-reachability.ts). Purchases and check-ins need it; the header says when not.
import { useSyncExternalStore } from 'react';
import { serverInReach, subscribeServerInReach } from './api/server-reachability';

export const useOnlineStatus = (): boolean =>
  useSyncExternalStore(subscribeServerInReach, serverInReach, () => true);
