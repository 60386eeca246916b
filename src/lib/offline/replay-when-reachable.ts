// When an outbox is replayed: as soon as the app's one reachability store (the header's,
// api/server-reachability.ts) says the server is back — forced, whatever the retry delay — and
// on a steady beat while a screen that writes is open, which respects the delay.
import { serverInReach, subscribeServerInReach } from '@/lib/api/server-reachability';

export interface ReplayTriggers {
  /** Replays: `force` when the server has just come back. */
  replay: (force: boolean) => void;
  /** The server went out of reach (a screen may say so at once). */
  unreachable?: () => void;
  /** The steady beat, if any. */
  everyMs?: number;
}

/** Starts the triggers; answers how to stop them (a screen's effect cleanup). */
export function replayWhenReachable({ replay, unreachable, everyMs }: ReplayTriggers): () => void {
  let wasInReach = serverInReach();
  const unsubscribe = subscribeServerInReach(() => {
    const inReach = serverInReach();
    if (inReach) replay(!wasInReach);
    else unreachable?.();
    wasInReach = inReach;
  });
  const beat = everyMs ? setInterval(() => replay(false), everyMs) : null;
  return () => {
    unsubscribe();
    if (beat) clearInterval(beat);
  };
}
