// The query cache, restored from local storage before any query subscribes and saved back as it
// changes — TanStack's PersistQueryClientProvider, but the restore's end is a transition. Every
// component that reads a query re-renders when restoring ends; as an ordinary update React renders
// that in one piece, a long task just after the page has hydrated (on a phone, most of a page's
// blocking time); as a transition it is rendered in slices the browser can answer taps between.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { whenContentHydrated } from '@/lib/use-hydrated';

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Writes the cache synchronously, for the moment the page is left. */
  saveNow: (client: QueryClient) => void;
  children: ReactNode;
}

export function PersistedQueryProvider({ client, persistOptions, saveNow, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const restoreStarted = useRef(false);
  const options = useRef(persistOptions);
  useEffect(() => {
    const persist = { ...options.current, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      // A cache that cannot be read is started afresh (the persister drops what it cannot parse).
      // On a server-rendered page, only once the page has hydrated with the data it came with: a
      // month restored first would be what the calendar hydrates with, not what the server drew.
      void whenContentHydrated()
        .then(() => persistQueryClientRestore(persist))
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    if (isRestoring) return undefined;
    const unsubscribe = persistQueryClientSubscribe(persist);
    const save = () => saveNow(client);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      unsubscribe();
    };
  }, [client, isRestoring, saveNow]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
