// A scan's answer across the whole screen, readable at arm's length: green (admit), amber
// (already admitted — when and by which door) or red (why not), with the ticket's add-ons to hand
// over below it. Tap, Next scan or Escape to go on; a green one goes by itself so the next dancer
// can step up — unless it has add-ons still to hand over. Focus goes back where it was (the code
// field, Sell at the door) so the door can go on from the keyboard.
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/** The element focus came from, if it can take focus back: still on the page and not in a closed dialog. */
function focusBackTo(element: Element | null) {
  if (!(element instanceof HTMLElement) || element === document.body || !element.isConnected)
    return;
  if (element.closest('dialog:not([open])')) return;
  element.focus();
}

export function ScanResultOverlay({ scan, onDone, addOns, holdOpen = false }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [opener] = useState(() => document.activeElement);
  useEffect(() => button.current?.focus(), [scan]);
  // Back to where the door was when the answer closes, however it closes.
  useEffect(() => () => focusBackTo(opener), [opener]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onDone();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDone]);
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
