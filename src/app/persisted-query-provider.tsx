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

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}

export function PersistedQueryProvider({ client, persistOptions, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const restoreStarted = useRef(false);
  const options = useRef(persistOptions);
  useEffect(() => {
    const persist = { ...options.current, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      // A cache that cannot be read is started afresh (the persister drops what it cannot parse).
      void persistQueryClientRestore(persist)
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(persist);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
