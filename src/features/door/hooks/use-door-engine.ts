// One door engine per event, session and credential for the scanner screen: started on mount,
// synced when the signal comes back and every 20 seconds, and read as a snapshot.
import { useEffect, useState, useSyncExternalStore } from 'react';
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
    window.addEventListener('online', sync);
    window.addEventListener('offline', offline);
    const timer = setInterval(sync, SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', offline);
      clearInterval(timer);
    };
  }, [engine]);

  return { engine, snapshot, started };
}
