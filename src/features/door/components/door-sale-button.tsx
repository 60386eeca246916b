// The scanner's "Sell at the door" button and its dialog, for the types the door list carries
// (kept on the device, so it works with no signal); a sale made is shown like a scan that let
// someone in.
import { useState } from 'react';
import { shortDateTimeText } from '@/contract/date-formats';
import { DOOR_SALES_CLOSED, DOOR_SALES_NOT_OPEN, type DoorSaleType } from '@/contract/door-sales';
import { checkInWindowState } from '@/domain/check-in-window';
import type { StoredScan } from '@/lib/offline/offline-db';
import type { DoorEngine } from '../lib/door-engine';
import type { DoorSaleInput } from '../lib/door-sale';
import { DoorSaleDialog } from './door-sale-dialog';

interface Props {
  engine: DoorEngine;
  types: DoorSaleType[];
  /** Tickets sold here not yet counted by the server, per type: taken off its places left. */
  unsentSold: Record<string, number>;
  /** The event's door: the device refuses a sale outside it (the server would, on sync). */
  window: { checkInOpensAt: string; endDateTime: string; timeZone: string };
  onSold: (scan: StoredScan) => void;
}

export function DoorSaleButton({ engine, types, unsentSold, window, onSold }: Props) {
  const [open, setOpen] = useState(false);
  if (types.length === 0) return null;
  // The door list's places left were read at its last sync; this device's sales since then count.
  const shown = types.map((type) => ({
    ...type,
    left: Math.max(0, type.left - (unsentSold[type.id] ?? 0)),
  }));
  const opensAt = new Date(window.checkInOpensAt);
  const state = checkInWindowState({ opensAt, endsAt: new Date(window.endDateTime) }, new Date());
  if (state !== 'open')
    return (
      <section aria-label="Door sales" className="door-sale-entry">
        <button type="button" className="button button-primary" disabled>
          Sell at the door
        </button>
        <p className="muted">
          {state === 'not-open'
            ? `${DOOR_SALES_NOT_OPEN} (${shortDateTimeText(opensAt, window.timeZone)})`
            : DOOR_SALES_CLOSED}
        </p>
      </section>
    );
  const sell = async (input: DoorSaleInput, type: DoorSaleType) => {
    setOpen(false);
    onSold(await engine.sell(input, type));
  };
  return (
    <section aria-label="Door sales" className="door-sale-entry">
      <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
        Sell at the door
      </button>
      {open && (
        <DoorSaleDialog
          types={shown}
          onClose={() => setOpen(false)}
          onSell={(input, type) => void sell(input, type)}
        />
      )}
    </section>
  );
}
