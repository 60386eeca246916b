// Why a buyer is on a sign-in page: "Sign in or create an account to buy 3 tickets for …", read
// from the return path (the purchase with its selection) and the event's title.
import { useQuery } from '@tanstack/react-query';
import { safeReturnPath } from '@/lib/auth/access-rules';
import { purchaseEventQueryOptions } from '@/lib/purchase-event-query';
import { purchaseIntentOf } from '@/lib/purchase-selection';
import { useHydrated } from '@/lib/use-hydrated';

export function usePurchaseIntent(returnParam: string | null): string | null {
  const intent = purchaseIntentOf(safeReturnPath(returnParam));
  const event = useQuery({
    ...purchaseEventQueryOptions(intent?.eventId ?? ''),
    enabled: !!intent,
  });
  // The server's page names no title (it does not read the event for a sign-in page): the title
  // joins once the app has taken the page over, so hydration finds the words it was sent.
  const hydrated = useHydrated();
  if (!intent) return null;
  const tickets = `${intent.tickets} ticket${intent.tickets === 1 ? '' : 's'}`;
  const title = hydrated ? event.data?.event.title : undefined;
  return `Sign in or create an account to buy ${tickets}${title ? ` for ${title}` : ''}.`;
}
