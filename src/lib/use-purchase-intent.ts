// Why a buyer is on a sign-in page: "Sign in or create an account to buy 3 tickets for …", read
// from the return path (the purchase with its selection) and the event's title.
import { useQuery } from '@tanstack/react-query';
import { safeReturnPath } from '@/lib/auth/access-rules';
import { purchaseEventQueryOptions } from '@/lib/purchase-event-query';
import { purchaseIntentOf } from '@/lib/purchase-selection';
import { useHydrated } from '@/lib/use-hydrated';
import { useI18n } from '@/lib/i18n/use-i18n';

export function usePurchaseIntent(returnParam: string | null): string | null {
  const i18n = useI18n();
  const intent = purchaseIntentOf(safeReturnPath(returnParam));
  const event = useQuery({
    ...purchaseEventQueryOptions(intent?.eventId ?? ''),
    enabled: !!intent,
  });
  // The server's page names no title (it does not read the event for a sign-in page): the title
  // joins once the app has taken the page over, so hydration finds the words it was sent.
  const hydrated = useHydrated();
  if (!intent) return null;
  const title = hydrated ? event.data?.event.title : undefined;
  return title
    ? i18n._('auth.intent.titled', { count: intent.tickets, title })
    : i18n._('auth.intent', { count: intent.tickets });
}
