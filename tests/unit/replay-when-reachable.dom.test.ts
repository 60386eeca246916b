// When an outbox is replayed: forced the moment the app's one reachability store says the server
// is back, told when it goes out of reach, and on a steady beat that respects the retry delay.
import { afterEach, expect, it, vi } from 'vitest';
import { noteServerReachable } from '@/lib/api/server-reachability';
import { replayWhenReachable } from '@/lib/offline/replay-when-reachable';

afterEach(() => {
  noteServerReachable(true);
  vi.useRealTimers();
});

it('replays, forced, when the server comes back, and says when it goes', () => {
  const replays: boolean[] = [];
  const unreachable = vi.fn();
  const stop = replayWhenReachable({ replay: (force) => replays.push(force), unreachable });
  noteServerReachable(false);
  expect(unreachable).toHaveBeenCalledTimes(1);
  expect(replays).toEqual([]);
  noteServerReachable(true);
  expect(replays).toEqual([true]);
  stop();
  noteServerReachable(false);
  noteServerReachable(true);
  expect(replays).toEqual([true]);
});

it('replays on its beat without forcing', () => {
  vi.useFakeTimers();
  const replays: boolean[] = [];
  const stop = replayWhenReachable({ replay: (force) => replays.push(force), everyMs: 20_000 });
  vi.advanceTimersByTime(40_000);
  expect(replays).toEqual([false, false]);
  stop();
  vi.advanceTimersByTime(40_000);
  expect(replays).toHaveLength(2);
});
