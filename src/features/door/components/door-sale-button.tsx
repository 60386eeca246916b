// The scanner's "Sell at the door" button and its dialog, for the types the door list carries
// (kept on the device, so it works with no signal); a sale made is shown like a scan that let
// someone in.
import { useState } from 'react';
import type { DoorSaleType } from '@/contract/door-sales';
import type { StoredScan } from '@/lib/offline/offline-db';
import type { DoorEngine } from '../lib/door-engine';
import type { DoorSaleInput } from '../lib/door-sale-queue';
import { DoorSaleDialog } from './door-sale-dialog';

interface Props {
  engine: DoorEngine;
  types: DoorSaleType[];
  onSold: (scan: StoredScan) => void;
}

export function DoorSaleButton({ engine, types, onSold }: Props) {
  const [open, setOpen] = useState(false);
  if (types.length === 0) return null;
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
          types={types}
          onClose={() => setOpen(false)}
          onSell={(input, type) => void sell(input, type)}
        />
      )}
    </section>
  );
}
