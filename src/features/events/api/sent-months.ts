// The calendar months a server-rendered /tickets came with, asked again once in the background:
// the service worker keeps that answer for offline use, and a signed-in viewer gets their own view
// of the month (their school's events marked). Fetched beside the query, which changes only if
// the answer says something new: a query changing while React renders its readers makes React
// render them again at once, in one long task — mostly the answer is the same.
import { useEffect } from 'react';
import { replaceEqualDeep, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvents } from './calendar-query';

/**
 * The months the page came with, until each is asked again. Kept here rather than in a
 * component's state: a render React discards (and starts again) may be the one that took them.
 */
export const sentMonths = new Set<string>();

/** Asks a sent month again once the query cache is restored. */
export function useSentMonthAskedAgain(
  dataKey: string | null,
  queryKey: readonly unknown[],
  fetchMonth: () => Promise<CalendarEvents>,
) {
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring || !dataKey || !sentMonths.delete(dataKey)) return;
    // The answer is kept even if the reader has gone meanwhile (another month shown, or React's
    // development remount): the month is not asked again. Not if the query has left the cache
    // (signed out: the cache was wiped), where it would bring a viewer's view back.
    void fetchMonth()
      .then((fresh) => {
        if (!queryClient.getQueryState(queryKey)) return;
        const kept = queryClient.getQueryData(queryKey);
        if (replaceEqualDeep(kept, fresh) !== kept) queryClient.setQueryData(queryKey, fresh);
      })
      .catch(() => undefined);
    // Once per month sent, when restoring ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey, restoring]);
}
