// My Tickets while the session, the page's code or the tickets are on their way — also what the
// server sends for /my-tickets (it cannot know whose tickets), which the app then renders over.
import { LoadingPage } from '@/components/loading-indicator';

export function MyTicketsLoading() {
  return <LoadingPage title="My Tickets" label="Loading your tickets…" />;
}
