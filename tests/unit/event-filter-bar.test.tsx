// The filter bar: labelled toggles that say whether they are on, several styles at once, words
// sent once typing pauses (without a history step), and Clear filters back to the page's defaults.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventFilterBar } from '@/features/events/components/event-filter-bar';
import type { EventFilters } from '@/features/events/lib/event-filters';

const none: EventFilters = {
  styles: [],
  q: '',
  near: false,
  radiusKm: 20,
  when: null,
  view: 'calendar',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderBar(filters: EventFilters, defaults = { near: false }) {
  const onChange = vi.fn();
  render(<EventFilterBar filters={filters} defaults={defaults} onChange={onChange} />);
  return onChange;
}

describe('the event filter bar', () => {
  it('adds a style to those chosen, and says which are chosen', () => {
    const onChange = renderBar({ ...none, styles: ['zouk'] });
    const styles = screen.getByRole('group', { name: 'Dance styles' });
    expect(within(styles).getByRole('button', { name: 'Zouk' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(styles).getByRole('button', { name: 'Bachata' }));
    expect(onChange).toHaveBeenCalledWith({ ...none, styles: ['bachata', 'zouk'] });
  });

  it('turns near me on, with a radius select that only counts then', () => {
    const onChange = renderBar(none);
    expect(screen.getByRole('combobox', { name: 'Within' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(onChange).toHaveBeenCalledWith({ ...none, near: true });
  });

  it('chooses this week and the list', () => {
    const onChange = renderBar(none);
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...none, when: 'week' });
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...none, view: 'list' });
  });

  it('sends the words once typing pauses, replacing the address rather than adding to history', () => {
    const onChange = renderBar(none);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), {
      target: { value: 'zouk sydney' },
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(onChange).toHaveBeenCalledWith({ ...none, q: 'zouk sydney' }, { replace: true });
  });

  it('clears back to the page’s defaults (near me stays on where it starts on)', () => {
    const onChange = renderBar(
      { ...none, styles: ['tango'], near: false, when: 'month' },
      { near: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({ ...none, near: true });
  });

  it('offers no Clear filters when nothing is filtered', () => {
    renderBar({ ...none, near: true }, { near: true });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
