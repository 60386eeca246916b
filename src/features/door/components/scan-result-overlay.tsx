// A scan's answer across the whole screen, readable at arm's length: green (admit), amber
// (already admitted — when and by which door) or red (why not), with the ticket's add-ons to hand
// over below it. Tap or key to go on; a green one goes by itself so the next dancer can step up —
// unless it has add-ons still to hand over.
import { useEffect, useRef, type ReactNode } from 'react';
import type { StoredScan } from '@/lib/offline/offline-db';

const TITLES = { admitted: 'Admit', already: 'Already admitted', refused: 'Do not admit' };
const SHOWN_MS = { admitted: 2_000, already: 5_000, refused: 5_000 };

interface Props {
  scan: StoredScan;
  onDone: () => void;
  /** The ticket's holder answers and add-ons (door-answers.tsx, door-add-ons.tsx); while some
   * add-on waits, the answer stays until Next scan. */
  addOns?: ReactNode;
  holdOpen?: boolean;
}

export function ScanResultOverlay({ scan, onDone, addOns, holdOpen = false }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [scan]);
  useEffect(() => {
    if (holdOpen) return;
    const timer = setTimeout(onDone, SHOWN_MS[scan.outcome]);
    return () => clearTimeout(timer);
  }, [scan, onDone, holdOpen]);
  return (
    <div
      className={`scan-result scan-result--${scan.outcome}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="scan-result-title"
      aria-describedby="scan-result-message"
      onClick={onDone}
    >
      <p id="scan-result-title" className="scan-result-title">
        {TITLES[scan.outcome]}
      </p>
      <p id="scan-result-message" className="scan-result-message">
        {scan.message}
      </p>
      {addOns}
      {scan.offline && scan.outcome === 'admitted' && (
        <p className="scan-result-note">
          {scan.sale
            ? 'Sale kept on this device; it is sent as soon as the server can be reached.'
            : 'Checked on this phone; it syncs when there is signal.'}
        </p>
      )}
      <button ref={button} type="button" className="button" onClick={onDone}>
        Next scan
      </button>
    </div>
  );
}
