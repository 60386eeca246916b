// The reads a page starts with, begun as the app starts — in parallel with loading the page's code
// (and, signed in, confirming the session) instead of after it: My Tickets' list was a request
// behind its chunks and the first render, the purchase page's tickets too.
import { MY_PASSES_PATH, MY_TICKETS_PATH, purchaseEventPath } from '@/lib/api/api-paths';
import { readEarly } from '@/lib/api/client';
import { tokenStorage } from '@/lib/auth/token-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readsOf(pathname: string, params: URLSearchParams): string[] {
  const signedIn = tokenStorage.accessToken() !== null;
  if (pathname === '/my-tickets') return signedIn ? [MY_TICKETS_PATH, MY_PASSES_PATH] : [];
  const eventId = params.get('eventId') ?? '';
  if (pathname === '/tickets' && UUID.test(eventId)) return [purchaseEventPath(eventId)];
  return [];
}

export function beginEarlyReads(pathname: string, search: string): void {
  const paths = readsOf(pathname, new URLSearchParams(search));
  if (paths.length > 0) readEarly(paths);
}
