// Whether the app has taken the page over: false while the server renders a page and while the
// browser hydrates it, true from then on (and at once for a page the app renders itself).
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
