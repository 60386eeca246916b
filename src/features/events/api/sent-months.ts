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
    let current = true;
    void fetchMonth()
      .then((fresh) => {
        const kept = queryClient.getQueryData(queryKey);
        if (current && replaceEqualDeep(kept, fresh) !== kept)
          queryClient.setQueryData(queryKey, fresh);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Once per month sent, when restoring ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey, restoring]);
}
