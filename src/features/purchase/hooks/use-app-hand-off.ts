// Back to the mobile app after a purchase: the deep link is tried, and if the page is still in
// front a moment later (spec §9: the store fallback's 1 s) the app did not open — it is not
// installed — so the page offers My Tickets and the store instead of waiting for ever.
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORE_FALLBACK_DELAY_MS } from '@/lib/app-links';
import { openApp } from '../lib/return-app';

export function useAppHandOff(go: (link: string) => void = openApp) {
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = useCallback(
    (link: string) => {
      setFailed(false);
      window.clearTimeout(timer.current);
      const left = () => {
        if (document.visibilityState === 'hidden') window.clearTimeout(timer.current);
      };
      document.addEventListener('visibilitychange', left, { once: true });
      timer.current = window.setTimeout(() => {
        document.removeEventListener('visibilitychange', left);
        if (document.visibilityState === 'visible') setFailed(true);
      }, STORE_FALLBACK_DELAY_MS);
      go(link);
    },
    [go],
  );
  return { open, failed };
}
