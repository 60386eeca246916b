// When a door is open, the one rule the server and a door device with no signal both apply: from
// the lead time before the event (or the session) starts until it ends.
import { CHECK_IN_OPENS_MINUTES_BEFORE } from '../contract/ticketing';

export type WindowState = 'open' | 'not-open' | 'closed';

export interface CheckInWindow {
  opensAt: Date;
  endsAt: Date;
}

/** The moment the door opens: `minutesBefore` (the event's lead time) before the start. */
export const checkInOpensAt = (
  startsAt: Date,
  minutesBefore: number = CHECK_IN_OPENS_MINUTES_BEFORE,
): Date => new Date(startsAt.getTime() - minutesBefore * 60_000);

/** Open from the opening moment, closed from the end (the end itself is closed). */
export function checkInWindowState(window: CheckInWindow, at: Date): WindowState {
  if (at < window.opensAt) return 'not-open';
  if (at >= window.endsAt) return 'closed';
  return 'open';
}
