// The door's banner: with no signal it counts what waits by what it is — scans and sales — and
// online it says what it is syncing.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DoorStatus } from '@/features/door/components/door-status';
import type { DoorSnapshot } from '@/features/door/lib/door-snapshot';

const snapshot = (over: Partial<DoorSnapshot>): DoorSnapshot => ({
  event: null,
  scans: [],
  counters: { sold: 10, admitted: 4 },
  pending: 0,
  waiting: { scans: 0, sales: 0 },
  unsentSold: {},
  refusedSales: 0,
  online: false,
  lastSyncedAt: null,
  access: null,
  ...over,
});

it('says how many scans and sales wait, with no signal', () => {
  render(
    <DoorStatus
      snapshot={snapshot({ pending: 4, waiting: { scans: 3, sales: 1 } })}
      timeZone="Australia/Sydney"
    />,
  );
  expect(screen.getByRole('status').textContent).toBe(
    'No signal: passes are still checked on this phone. 3 scans and 1 sale not synced yet — they will be when the signal is back.',
  );
});

it('says a lone sale is a sale, and what it syncs once online', () => {
  const { rerender } = render(
    <DoorStatus
      snapshot={snapshot({ pending: 1, waiting: { scans: 0, sales: 1 } })}
      timeZone="Australia/Sydney"
    />,
  );
  expect(screen.getByRole('status').textContent).toContain(
    '1 sale not synced yet — it will be when the signal is back.',
  );
  rerender(
    <DoorStatus
      snapshot={snapshot({ online: true, pending: 2, waiting: { scans: 1, sales: 1 } })}
      timeZone="Australia/Sydney"
    />,
  );
  expect(screen.getByRole('status').textContent).toBe('Syncing 1 scan and 1 sale…');
});

it('says at the top when sales made here were refused on reaching the server', () => {
  render(
    <DoorStatus
      snapshot={snapshot({ online: true, refusedSales: 2 })}
      timeZone="Australia/Sydney"
    />,
  );
  expect(screen.getByRole('alert').textContent).toBe(
    '2 sales made at this door were refused when they reached the server: those walk-ins have no ticket. Last scans says why.',
  );
});
