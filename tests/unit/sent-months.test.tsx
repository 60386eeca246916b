// The month a server-rendered /tickets came with is asked again once: its answer is kept even when
// the page reading it has gone meanwhile, and dropped only when the cache was wiped (signed out).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CalendarEvents } from '@/features/events/api/calendar-query';
import { sentMonths, useSentMonthAskedAgain } from '@/features/events/api/sent-months';

const KEY = ['calendar', 'month', 2026, 11] as const;
const sent: CalendarEvents = { events: [], daysWithMore: [] };
const fresh: CalendarEvents = { events: [], daysWithMore: ['2026-11-27'] };

function setUp(dataKey: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(KEY, sent);
  sentMonths.add(dataKey);
  let answer!: (value: CalendarEvents) => void;
  let asked = 0;
  const fetchMonth = () => {
    asked += 1;
    return new Promise<CalendarEvents>((resolve) => (answer = resolve));
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // As the app runs in development: React mounts, unmounts and mounts again (effects twice).
  const view = renderHook(() => useSentMonthAskedAgain(dataKey, KEY, fetchMonth), {
    wrapper,
    reactStrictMode: true,
  });
  return { client, view, answer: (value: CalendarEvents) => answer(value), asked: () => asked };
}

describe('a month the server sent', () => {
  it('is asked again once, and its new answer replaces the sent one', async () => {
    const { client, answer, asked } = setUp('month-a');
    answer(fresh);
    await waitFor(() => expect(client.getQueryData(KEY)).toEqual(fresh));
    // The effect ran twice (development's remount): the month was asked once, its answer kept.
    expect(asked()).toBe(1);
  });

  it('keeps the answer when the page reading it is gone before it arrives', async () => {
    const { client, view, answer } = setUp('month-b');
    view.unmount();
    answer(fresh);
    await waitFor(() => expect(client.getQueryData(KEY)).toEqual(fresh));
  });

  it('drops the answer when the cache was wiped meanwhile (signed out)', async () => {
    const { client, answer } = setUp('month-c');
    client.clear();
    answer(fresh);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData(KEY)).toBeUndefined();
  });
});
