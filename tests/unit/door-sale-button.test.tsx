// The scanner's "Sell at the door" outside the door's hours: the device refuses before any money
// is taken (the server would refuse the sale on sync), and says when the door opens.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOOR_SALES_CLOSED } from '@/contract/door-sales';
import { DoorSaleButton } from '@/features/door/components/door-sale-button';
import type { DoorEngine } from '@/features/door/lib/door-engine';

const party = {
  id: 't1',
  name: 'Party',
  priceCents: 3000,
  currency: 'AUD',
  roles: null,
  sessions: [],
  sessionIds: [],
  left: 10,
};
const HOUR = 3_600_000;
const windowFrom = (opensIn: number, endsIn: number) => ({
  checkInOpensAt: new Date(Date.now() + opensIn).toISOString(),
  endDateTime: new Date(Date.now() + endsIn).toISOString(),
  timeZone: 'Australia/Sydney',
});
// Never reached: a sale outside the door's hours is not offered.
const engine = null as unknown as DoorEngine;
const sellButton = () =>
  screen.getByRole('button', { name: 'Sell at the door' }) as HTMLButtonElement;

describe('selling at the door', () => {
  it('is offered while the door is open', () => {
    render(
      <DoorSaleButton
        engine={engine}
        types={[party]}
        window={windowFrom(-HOUR, HOUR)}
        onSold={() => {}}
      />,
    );
    expect(sellButton().disabled).toBe(false);
  });

  it('waits for check-in to open, and says when', () => {
    render(
      <DoorSaleButton
        engine={engine}
        types={[party]}
        window={windowFrom(HOUR, 5 * HOUR)}
        onSold={() => {}}
      />,
    );
    expect(sellButton().disabled).toBe(true);
    expect(screen.getByText(/^Door sales open when check-in opens\. \(.+\)$/)).toBeTruthy();
  });

  it('is closed once the event has ended', () => {
    render(
      <DoorSaleButton
        engine={engine}
        types={[party]}
        window={windowFrom(-5 * HOUR, -HOUR)}
        onSold={() => {}}
      />,
    );
    expect(sellButton().disabled).toBe(true);
    expect(screen.getByText(DOOR_SALES_CLOSED)).toBeTruthy();
  });
});
