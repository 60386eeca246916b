// One door engine per event, session and credential for the scanner screen: started on mount,
// synced when the server is back in reach (the outbox's triggers) and every 20 seconds, and read
// as a snapshot.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { replayWhenReachable } from '@/lib/offline/replay-when-reachable';
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
    // The app's one reachability store (the header's): the browser's network, a request of any
    // screen that failed to reach the server, or the first that got through again. The beat
    // fetches who else came in, and waits out the outbox's retry delay.
    return replayWhenReachable({
      replay: (force) => void engine.sync({ force }),
      unreachable: () => engine.wentOffline(),
      everyMs: SYNC_EVERY_MS,
    });
  }, [engine]);

  return { engine, snapshot, started };
}
