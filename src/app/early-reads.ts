// The reads a signed-in page starts with, begun as the app starts on a device that keeps a
// session — in parallel with loading the page's code and confirming the session, instead of
// after both (My Tickets' list was a request behind its chunks and the first render).
import { MY_PASSES_PATH, MY_TICKETS_PATH } from '@/lib/api/api-paths';
import { readEarly } from '@/lib/api/client';
import { tokenStorage } from '@/lib/auth/token-storage';

const READS_BY_PAGE: Record<string, string[]> = {
  '/my-tickets': [MY_TICKETS_PATH, MY_PASSES_PATH],
};

export function beginEarlyReads(pathname: string): void {
  const paths = READS_BY_PAGE[pathname];
  if (paths && tokenStorage.accessToken()) readEarly(paths);
}
