// The scanner's "Sell at the door" outside the door's hours: the device refuses before any money
// is taken (the server would refuse the sale on sync), and says when the door opens. Its places
// left count the sales this device has not synced yet.
import { fireEvent, render, screen } from '@testing-library/react';
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
        unsentSold={{}}
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
        unsentSold={{}}
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
        unsentSold={{}}
        window={windowFrom(-5 * HOUR, -HOUR)}
        onSold={() => {}}
      />,
    );
    expect(sellButton().disabled).toBe(true);
    expect(screen.getByText(DOOR_SALES_CLOSED)).toBeTruthy();
  });

  it('takes the sales not yet synced off the places left, and offers no type with none', () => {
    const last = { ...party, id: 't2', name: 'Last Places', left: 2 };
    render(
      <DoorSaleButton
        engine={engine}
        types={[last, party]}
        unsentSold={{ t1: 3, t2: 2 }}
        window={windowFrom(-HOUR, HOUR)}
        onSold={() => {}}
      />,
    );
    fireEvent.click(sellButton());
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Last Places · $30.00 · none left', true],
      ['Party · $30.00 · 7 left', false],
    ]);
    expect((screen.getByLabelText('Ticket type') as HTMLSelectElement).value).toBe('t1');
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: /^Sell and admit/ }));
    expect(screen.getByText('Only 7 Party left.')).toBeTruthy();
  });
});
