// One door engine per event, session and credential for the scanner screen: started on mount,
// synced when the signal (or the server) comes back and every 20 seconds, and read as a snapshot.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { serverInReach, subscribeServerInReach } from '@/lib/api/server-reachability';
import { DoorEngine } from '../lib/door-engine';
import { doorDevice } from '../lib/door-device';

const SYNC_EVERY_MS = 20_000;

export function useDoorEngine(
  eventId: string,
  bearer: string | undefined,
  sessionId: string | null = null,
) {
  const [engine] = useState(() => new DoorEngine(eventId, doorDevice(), bearer, sessionId));
  const snapshot = useSyncExternalStore(engine.subscribe, () => engine.snapshot);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    void engine.start().finally(() => setStarted(true));
    const sync = () => void engine.sync();
    const offline = () => engine.wentOffline();
    // The app's one reachability store (the header's): the browser's network, a request of any
    // screen that failed to reach the server, or the first that got through again.
    const unsubscribe = subscribeServerInReach(() => (serverInReach() ? sync() : offline()));
    const timer = setInterval(sync, SYNC_EVERY_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [engine]);

  return { engine, snapshot, started };
}
