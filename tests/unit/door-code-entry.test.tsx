// The door's search by name: only a ticket that can still come in offers Check in; one already
// admitted or refunded says so instead (issue 31).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEntry } from '@/features/door/components/code-entry';
import type { StoredDoorTicket } from '@/lib/offline/offline-db';

const ticket = (over: Partial<StoredDoorTicket>): StoredDoorTicket => ({
  id: 't-1',
  eventId: 'e-1',
  code: 'AAAA1111',
  ticketTypeId: 'tt-1',
  ticketTypeName: 'Early Bird',
  buyerName: 'Ana Lima',
  buyerEmail: 'ana@example.test',
  void: false,
  checkedInAt: null,
  checkedInBy: null,
  scanId: null,
  admits: true,
  ...over,
});

const tickets = [
  ticket({ id: 't-1', buyerName: 'Ana Waiting' }),
  ticket({ id: 't-2', buyerName: 'Ana Inside', checkedInAt: '2026-03-01T09:05:00Z' }),
  ticket({ id: 't-3', buyerName: 'Ana Refunded', void: true }),
];

describe('door search', () => {
  it('offers Check in only for tickets not yet in and not refunded', () => {
    const onScan = vi.fn();
    render(<CodeEntry tickets={() => tickets} onScan={onScan} timeZone="Australia/Sydney" />);
    fireEvent.change(screen.getByLabelText('Find by name or e-mail'), { target: { value: 'ana' } });
    const buttons = screen.getAllByRole('button', { name: /^Check in Ana/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Check in Ana Waiting, Early Bird',
    ]);
    expect(screen.getByText('In at 8:05 pm')).toBeTruthy();
    expect(screen.getByText('Refunded — not valid')).toBeTruthy();
    fireEvent.click(buttons[0]!);
    expect(onScan).toHaveBeenCalledWith({ ticketId: 't-1' });
  });
});
