// The persisted query cache: what the page showed is what a reload restores, also when the page is
// left within the second the throttled writer waits (a sign-in provider's redirect, a reload).
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createQueryClient,
  persistOptions,
  PERSIST_STORAGE_KEY,
  saveQueryCacheNow,
} from '@/app/query-client';
import { PersistedQueryProvider } from '@/app/persisted-query-provider';

const KEY = ['facebook', 'status'];
const savedStatus = (): unknown => {
  const text = localStorage.getItem(PERSIST_STORAGE_KEY);
  if (!text) return undefined;
  const saved = JSON.parse(text) as {
    clientState: { queries: { queryKey: unknown; state: { data: unknown } }[] };
  };
  return saved.clientState.queries.find(
    (query) => JSON.stringify(query.queryKey) === '["facebook","status"]',
  )?.state.data;
};

afterEach(() => localStorage.clear());

describe('the persisted query cache', () => {
  it('is written at once when the page is hidden, not a second later', async () => {
    const client = createQueryClient();
    render(
      <PersistedQueryProvider
        client={client}
        persistOptions={persistOptions}
        saveNow={saveQueryCacheNow}
      >
        <p>page</p>
      </PersistedQueryProvider>,
    );
    // Restoring ends (nothing saved yet) before the provider listens for changes.
    await waitFor(
      () => {
        client.setQueryData(KEY, { pageConnected: false });
        expect(savedStatus()).toEqual({ pageConnected: false });
      },
      { timeout: 3000 },
    );

    client.setQueryData(KEY, { pageConnected: true, pageName: 'Newtown Zouk Collective' });
    expect(savedStatus()).toEqual({ pageConnected: false });
    window.dispatchEvent(new Event('pagehide'));
    expect(savedStatus()).toEqual({ pageConnected: true, pageName: 'Newtown Zouk Collective' });
  });

  it('keeps nothing of a cache cleared at sign-out', () => {
    const client = createQueryClient();
    client.setQueryData(KEY, { pageConnected: true });
    client.clear();
    saveQueryCacheNow(client);
    expect(savedStatus()).toBeUndefined();
  });
});
