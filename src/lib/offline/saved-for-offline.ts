// Whether a read has nothing to show because the server cannot be reached and this device never
// saved it (a page not opened before): the page says so instead of "Loading…" that never ends, or
// an empty list that reads as "there is nothing". Once back online the read resumes by itself.
import { useOnlineStatus } from '@/lib/use-online-status';

export interface ReadState {
  data: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  failureCount: number;
}

/** The read waits for a network it does not have, with nothing kept to show meanwhile. */
export const notSavedOffline = (read: ReadState, online: boolean): boolean =>
  read.data === undefined && (read.fetchStatus === 'paused' || (!online && read.failureCount > 0));

export function useNotSavedOffline(...reads: ReadState[]): boolean {
  const online = useOnlineStatus();
  return reads.some((read) => notSavedOffline(read, online));
}

/** "This event was not saved for offline use on this device. It will show once you are back…" */
export const notSavedText = (what: string) =>
  `${what} was not saved for offline use on this device. It will show once you are back online.`;
