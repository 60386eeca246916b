// The scanner's ticket details show the order's add-ons ("T-shirt · M × 1 — hand over") with Hand
// over while online; the engine hands one over through the door's call and marks it on every
// ticket of the order it keeps; a refusal is said on the screen.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorData, DoorTicket } from '@/contract/door';
import { DoorAddOns } from '@/features/door/components/door-add-ons';
import { DoorEngine } from '@/features/door/lib/door-engine';
import { noteServerReachable } from '@/lib/api/server-reachability';
import { clearOfflineData } from '@/lib/offline/offline-db';

const EVENT = '0b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';
const ORDER = '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a';
const SHIRT = '1a2b3c4d-5e6f-4a0b-8c9d-0e1f2a3b4c5d';
const HOUR = 3_600_000;

const shirtLine = { id: SHIRT, name: 'T-shirt · M', quantity: 1, handedOver: false };

function ticket(id: string, code: string): DoorTicket {
  return {
    id,
    code,
    ticketTypeId: 'type-1',
    ticketTypeName: 'Social',
    buyerName: 'Rosa',
    buyerEmail: 'rosa@example.com',
    void: false,
    checkedInAt: null,
    checkedInBy: null,
    scanId: null,
    admits: true,
    orderId: ORDER,
    addOns: [shirtLine],
  };
}

function doorData(): DoorData {
  const now = Date.now();
  return {
    event: {
      id: EVENT,
      title: 'Friday Social',
      startDateTime: new Date(now + HOUR).toISOString(),
      endDateTime: new Date(now + 5 * HOUR).toISOString(),
      timeZone: 'Australia/Sydney',
      checkInOpensAt: new Date(now - HOUR).toISOString(),
    },
    keys: [],
    tickets: [ticket('ticket-a', 'AAAA1111'), ticket('ticket-b', 'BBBB2222')],
    sessions: [],
    sessionId: null,
    saleTypes: [],
    signedInAs: 'Front door',
    syncedAt: new Date(now).toISOString(),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The hand-over calls the engine sent, and how the server answers the next one. */
let handOvers: string[] = [];
let handOverAnswer: () => Response;

beforeEach(() => {
  handOvers = [];
  handOverAnswer = () =>
    json(200, {
      data: { handedOverAt: new Date().toISOString(), already: false },
      message: 'Handed over.',
    });
  noteServerReachable(true);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (url.includes('/hand-over')) {
      handOvers.push(`${method} ${new URL(url, 'http://x.invalid').pathname}`);
      return handOverAnswer();
    }
    return json(200, { data: doorData() });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearOfflineData();
});

describe('the scanner’s add-ons', () => {
  it('lists each add-on to hand over, with Hand over online and a note offline', async () => {
    const onHandOver = vi.fn(async () => 'This add-on was refunded: do not hand it over.');
    const handedOver = { ...shirtLine, id: 'other', name: 'Gala dinner', handedOver: true };
    const { rerender } = render(
      <DoorAddOns lines={[shirtLine, handedOver]} online onHandOver={onHandOver} />,
    );
    expect(screen.getByText('T-shirt · M × 1 — hand over')).toBeTruthy();
    expect(screen.getByText('Gala dinner × 1 — handed over')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Hand over T-shirt · M' }));
    expect(onHandOver).toHaveBeenCalledWith(SHIRT);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This add-on was refunded: do not hand it over.',
    );
    rerender(<DoorAddOns lines={[shirtLine]} online={false} onHandOver={onHandOver} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Handing over needs a connection.')).toBeTruthy();
  });

  it('hands one over through the door’s call and marks it on every ticket of the order', async () => {
    const engine = new DoorEngine(EVENT, { id: 'phone-1', name: 'Door 1' }, 'door-token');
    await engine.start();
    expect(engine.ticketById('ticket-a')?.addOns).toEqual([shirtLine]);
    expect(await engine.handOverAddOn('ticket-a', SHIRT)).toBeNull();
    expect(handOvers).toEqual([
      `POST /api/v2/door/${EVENT}/orders/${ORDER}/add-ons/${SHIRT}/hand-over`,
    ]);
    for (const id of ['ticket-a', 'ticket-b'])
      expect(engine.ticketById(id)?.addOns).toEqual([{ ...shirtLine, handedOver: true }]);

    handOverAnswer = () =>
      json(409, {
        success: false,
        error: { code: 'CONFLICT', message: 'This add-on was refunded: do not hand it over.' },
      });
    expect(await engine.handOverAddOn('ticket-b', SHIRT)).toBe(
      'This add-on was refunded: do not hand it over.',
    );
  });
});
