// Back to the app after buying (issue 31: without the app installed the page stuck at "Returning to
// the app in 0…"): when the page is still in front after the deep link, My Tickets and the store.
import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchaseSuccessModal } from '@/features/purchase/components/purchase-success-modal';
import { useAppHandOff } from '@/features/purchase/hooks/use-app-hand-off';
import { APP_STORE_URL, STORE_FALLBACK_DELAY_MS } from '@/lib/app-links';

const result = {
  orderId: 'o-1',
  total: 30,
  currency: 'AUD' as const,
  tickets: [{ code: 'AAAA1111', ticketTypeName: 'Early Bird' }],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('app hand-off', () => {
  it('tries the deep link, and says it failed when the page is still in front', () => {
    const go = vi.fn();
    const { result: handOff } = renderHook(() => useAppHandOff(go));
    act(() => handOff.current.open('floorcraft://tickets/purchased'));
    expect(go).toHaveBeenCalledWith('floorcraft://tickets/purchased');
    expect(handOff.current.failed).toBe(false);
    act(() => vi.advanceTimersByTime(STORE_FALLBACK_DELAY_MS));
    expect(handOff.current.failed).toBe(true);
  });

  it('stays quiet when the app took over (the page went to the background)', () => {
    const { result: handOff } = renderHook(() => useAppHandOff(() => {}));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      handOff.current.open('floorcraft://tickets/purchased');
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(STORE_FALLBACK_DELAY_MS * 2);
    });
    expect(handOff.current.failed).toBe(false);
    visibility.mockRestore();
  });

  it('offers My Tickets and the store once the app did not open, with no countdown at 0', () => {
    const modal = (appDidNotOpen: boolean) => (
      <MemoryRouter>
        <PurchaseSuccessModal
          result={result}
          secondsLeft={0}
          toApp
          onContinue={() => {}}
          appDidNotOpen={appDidNotOpen}
        />
      </MemoryRouter>
    );
    const { rerender } = render(modal(false));
    expect(screen.getByRole('status').textContent).toBe('Returning to the app…');
    rerender(modal(true));
    expect(screen.getByRole('status').textContent).toContain(
      'The Floorcraft app did not open on this device.',
    );
    expect(screen.getByRole('link', { name: 'View My Tickets' }).getAttribute('href')).toBe(
      '/my-tickets',
    );
    expect(screen.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe(
      APP_STORE_URL,
    );
  });
});
