// The door's numbers and its connection: admitted of sold, and — with no signal — that passes
// are still checked on this device and how many scans and sales wait to reach the server.
import { doorTimeOf } from '@/contract/door-messages';
import { waitingWords, type DoorSnapshot } from '../lib/door-snapshot';

export function DoorStatus({ snapshot, timeZone }: { snapshot: DoorSnapshot; timeZone: string }) {
  const timeOf = (iso: string) => doorTimeOf(iso, timeZone);
  const { counters, pending, online, lastSyncedAt, refusedSales } = snapshot;
  const waiting = waitingWords(snapshot.waiting);
  return (
    <section aria-label="Door status" className="door-status">
      <p className="door-counters">
        <strong data-testid="door-admitted">{counters.admitted}</strong> admitted of{' '}
        <strong data-testid="door-sold">{counters.sold}</strong> sold
      </p>
      {refusedSales > 0 && (
        <p className="alert alert-error" role="alert">
          {refusedSales === 1
            ? '1 sale made at this door was refused when it reached the server: that walk-in has no ticket.'
            : `${refusedSales} sales made at this door were refused when they reached the server: those walk-ins have no ticket.`}{' '}
          Last scans says why.
        </p>
      )}
      {online ? (
        <p className="muted" role="status">
          {pending > 0
            ? `Syncing ${waiting}…`
            : lastSyncedAt
              ? `Online · synced ${timeOf(lastSyncedAt)}`
              : 'Online'}
        </p>
      ) : (
        <p className="alert door-offline" role="status">
          No signal: passes are still checked on this phone.{' '}
          {pending > 0
            ? `${waiting} not synced yet — ${pending === 1 ? 'it' : 'they'} will be when the signal is back.`
            : 'Every scan so far is synced.'}
          {lastSyncedAt ? ` Door list from ${timeOf(lastSyncedAt)}.` : ''}
        </p>
      )}
    </section>
  );
}
