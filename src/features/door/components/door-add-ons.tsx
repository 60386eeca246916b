// A scanned ticket's add-ons to hand over ("T-shirt · M × 1 — hand over"), each with Hand over
// while the scanner is online; once handed over (here or at another door) the line says so. The
// tap is not queued offline: the server's answer is what stops a T-shirt going out twice.
import { useState } from 'react';
import type { DoorAddOn } from '@/contract/door';

interface Props {
  lines: DoorAddOn[];
  online: boolean;
  /** Answers the refusal's words, or null once handed over. */
  onHandOver: (addOnId: string) => Promise<string | null>;
}

export function DoorAddOns({ lines, online, onHandOver }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handOver = async (addOnId: string) => {
    setPending(addOnId);
    setProblem(null);
    try {
      setProblem(await onHandOver(addOnId));
    } finally {
      setPending(null);
    }
  };
  return (
    // Taps here are for the add-ons, not for closing the result behind them.
    <section
      className="door-add-ons"
      aria-labelledby="door-add-ons-title"
      onClick={(click) => click.stopPropagation()}
    >
      <h2 id="door-add-ons-title">Add-ons</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.name} × {line.quantity} — {line.handedOver ? 'handed over' : 'hand over'}
            </span>
            {!line.handedOver && online && (
              <button
                type="button"
                className="button"
                aria-label={`Hand over ${line.name}`}
                disabled={pending !== null}
                onClick={() => void handOver(line.id)}
              >
                {pending === line.id ? 'Handing over…' : 'Hand over'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!online && lines.some((line) => !line.handedOver) && (
        <p className="door-add-ons-note">Handing over needs a connection.</p>
      )}
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
