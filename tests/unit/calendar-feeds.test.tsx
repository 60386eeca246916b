// The feed list says what a background sync is doing: "syncing…" while one runs (Sync now waits),
// and "N more not imported" when a feed went over the occurrence cap.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedSubscription } from '@/contract/feed-subscriptions';
import { CalendarFeeds } from '@/components/calendar-feeds/calendar-feeds';
import { feedKeys } from '@/lib/query-keys';

const feed = (fields: Partial<FeedSubscription>): FeedSubscription => ({
  id: 'feed-1',
  name: 'Studio calendar',
  url: 'https://calendar.example.test/basic.ics',
  defaultStyle: null,
  lastSyncedAt: null,
  nextSyncAt: '2026-12-01T09:00:00.000Z',
  eventCount: 0,
  lastError: null,
  syncing: false,
  notImported: 0,
  ...fields,
});

function renderFeeds(feeds: FeedSubscription[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(feedKeys.all, feeds);
  render(
    <QueryClientProvider client={client}>
      <CalendarFeeds />
    </QueryClientProvider>,
  );
}

describe('the calendar feed list', () => {
  it('shows a feed syncing, its Sync now waiting', () => {
    renderFeeds([feed({ syncing: true })]);
    expect(screen.getByRole('status').textContent).toBe('syncing…');
    expect((screen.getByRole('button', { name: 'Syncing...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows how many occurrences went over the cap', () => {
    renderFeeds([
      feed({ eventCount: 2000, notImported: 28000, lastSyncedAt: '2026-11-25T07:00:00.000Z' }),
    ]);
    expect(screen.getByText(/^28000 more not imported/).textContent).toBe(
      '28000 more not imported: a feed brings in its soonest 2000 events.',
    );
    expect(screen.getByRole('status').textContent).not.toContain('syncing');
    expect((screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
