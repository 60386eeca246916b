// My Tickets while the session, the page's code or the tickets are on their way — also what the
// server sends for /my-tickets (it cannot know whose tickets), which the app then renders over.
import { useI18n } from '@/lib/i18n/use-i18n';
import { LoadingPage } from '@/components/loading-indicator';

export function MyTicketsLoading() {
  const i18n = useI18n();
  return <LoadingPage title={i18n._('myTickets.title')} label={i18n._('myTickets.loading')} />;
}
