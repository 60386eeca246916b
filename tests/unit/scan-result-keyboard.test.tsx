// The scan's answer at the door is a keyboard-usable modal: Escape closes it like Next scan, and
// focus goes back to where the door was (the code field), not lost on the page.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { ScanResultOverlay } from '@/features/door/components/scan-result-overlay';
import type { StoredScan } from '@/lib/offline/offline-db';

const SCAN: StoredScan = {
  id: 'scan-1',
  eventId: 'event-1',
  at: '2026-11-28T09:00:00Z',
  deviceName: 'Door 1',
  input: { code: 'ABC123' },
  offline: false,
  ticketId: 'ticket-1',
  outcome: 'refused',
  reason: null,
  message: 'This ticket is for another event.',
  buyerName: null,
  synced: true,
  conflict: null,
};

function Door({ onDone }: { onDone: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <label htmlFor="code">Ticket code</label>
      <input id="code" onKeyDown={(key) => key.key === 'Enter' && setShown(true)} />
      {shown && (
        <ScanResultOverlay
          scan={SCAN}
          holdOpen
          onDone={() => {
            onDone();
            setShown(false);
          }}
        />
      )}
    </>
  );
}

it('closes with Escape and gives focus back to the code field', () => {
  const onDone = vi.fn();
  render(<Door onDone={onDone} />);
  const field = screen.getByLabelText('Ticket code');
  field.focus();
  fireEvent.keyDown(field, { key: 'Enter' });
  const dialog = screen.getByRole('alertdialog', { name: 'Do not admit' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next scan' }));

  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(dialog.isConnected).toBe(false);
  expect(document.activeElement).toBe(field);
});

it('gives focus back after Next scan too, and ignores other keys', () => {
  const onDone = vi.fn();
  render(<Door onDone={onDone} />);
  const field = screen.getByLabelText('Ticket code');
  field.focus();
  fireEvent.keyDown(field, { key: 'Enter' });
  fireEvent.keyDown(document.activeElement!, { key: 'a' });
  expect(onDone).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Next scan' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.activeElement).toBe(field);
});
