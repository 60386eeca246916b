// The time zone choice: Australia's zones first with their offsets, every other zone after, and
// the chosen one handed back.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TimeZoneSelect } from '@/components/time-zone-select';

describe('the time zone choice', () => {
  it('offers Australia first with offsets, then the rest, and hands back the choice', () => {
    const chosen = vi.fn();
    render(
      <TimeZoneSelect id="zone" label="Time zone" value="Australia/Sydney" onValue={chosen} />,
    );
    const select = screen.getByLabelText('Time zone') as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Australia', 'Everywhere else']);
    expect(screen.getByRole('option', { name: /^Perth \(GMT\+8\)$/ })).toBeTruthy();
    expect(select.querySelectorAll('option').length).toBeGreaterThan(100);
    fireEvent.change(select, { target: { value: 'Pacific/Auckland' } });
    expect(chosen).toHaveBeenCalledWith('Pacific/Auckland');
  });
});
