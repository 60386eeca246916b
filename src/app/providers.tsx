// Wraps the app in its providers: the persisted query cache and the auth context.
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import {
  createQueryClient,
  persistOptions,
  queryPersister,
  saveQueryCacheNow,
} from './query-client';
import { PersistedQueryProvider } from './persisted-query-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const wipeUserData = async () => {
    queryClient.clear();
    // The device database's code loads only when needed: it is no part of the first paint.
    const clearOfflineData = async () =>
      (await import('@/lib/offline/offline-db')).clearOfflineData();
    await Promise.all([queryPersister.removeClient(), clearOfflineData().catch(() => undefined)]);
  };
  return (
    <PersistedQueryProvider
      client={queryClient}
      persistOptions={persistOptions}
      saveNow={saveQueryCacheNow}
    >
      <AuthProvider onSignedOut={wipeUserData}>{children}</AuthProvider>
    </PersistedQueryProvider>
  );
}
