// Whether the app has taken the page over: false while the server renders a page and while the
// browser hydrates it, true from then on (and at once for a page the app renders itself). The
// switch after hydration is a transition, so the parts that change with it (today in the viewer's
// zone, this site's origin) re-render in slices rather than in one long task.
import { startTransition, useEffect, useState } from 'react';

let hydratingPage = false;

/** Set by the entry before it hydrates server-rendered HTML. */
export const markHydratingPage = () => {
  hydratingPage = true;
};

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydratingPage);
  useEffect(() => {
    // The first effects run once the page is hydrated: what mounts from now on is at once.
    hydratingPage = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
