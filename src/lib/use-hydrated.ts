// Whether the app has taken the page over (and when the routed page inside it has): false while the server renders a page and while the
// browser hydrates it, true from then on (and at once for a page the app renders itself). The
// switch after hydration is a transition, so the parts that change with it (today in the viewer's
// zone, this site's origin) re-render in slices rather than in one long task.
import { startTransition, useEffect, useState } from 'react';

let hydratingPage = false;
let contentHydrated: Promise<void> = Promise.resolve();
let resolveContentHydrated = () => {};

/** Set by the entry before it hydrates server-rendered HTML. */
export const markHydratingPage = () => {
  hydratingPage = true;
  contentHydrated = new Promise((resolve) => (resolveContentHydrated = resolve));
};

/**
 * Resolves once the routed page of a server-rendered document is hydrated too (at once for a page
 * the app renders itself). The page sits in a Suspense boundary, which React hydrates after the
 * frame around it: what the frame's effects do meanwhile (restoring the query cache) must not reach
 * the page before it has matched the server's markup.
 */
export const whenContentHydrated = (): Promise<void> => contentHydrated;

/** Rendered inside the routed page's boundary (and in its error fallback): marks it hydrated. */
export function ContentHydrated(): null {
  useEffect(() => resolveContentHydrated(), []);
  return null;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydratingPage);
  useEffect(() => {
    // The first effects run once the page is hydrated: what mounts from now on is at once.
    hydratingPage = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
