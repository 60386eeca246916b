// The last scans on this device: when, the outcome, what was said, whether it reached the server,
// and any ticket two doors both let in.
import { doorTimeOf } from '@/contract/door-messages';
import type { StoredScan } from '@/lib/offline/offline-db';

const LABELS = { admitted: 'In', already: 'Already in', refused: 'Refused' };

/** Times are the event's own, as in every message the door shows. */
export function RecentScans({ scans, timeZone }: { scans: StoredScan[]; timeZone: string }) {
  const conflicts = scans.filter((scan) => scan.conflict).length;
  return (
    <section aria-labelledby="recent-scans-title" className="card">
      <h2 id="recent-scans-title">Last scans</h2>
      {conflicts > 0 && (
        <p className="alert door-conflict" role="alert">
          {conflicts === 1
            ? 'One ticket was let in here after another door had admitted it.'
            : `${conflicts} tickets were let in here after another door had admitted them.`}
        </p>
      )}
      {scans.length === 0 ? (
        <p className="muted">No scans on this device yet.</p>
      ) : (
        <ol className="recent-scans">
          {scans.map((scan) => (
            <li
              key={scan.id}
              className={`recent-scan recent-scan--${scan.conflict ? 'conflict' : scan.outcome}`}
            >
              <span className="recent-scan-time">{doorTimeOf(scan.at, timeZone)}</span>
              <span className="recent-scan-outcome">
                {scan.conflict ? 'Two doors' : LABELS[scan.outcome]}
              </span>
              <span className="recent-scan-message">
                {scan.conflict ?? scan.message}
                {!scan.synced && <em> · not synced yet</em>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
