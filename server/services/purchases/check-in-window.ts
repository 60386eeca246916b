// When an event's door is open: from the event's own lead time (2 hours by default, set in the
// wizard) before it starts until it ends, told in the event's own time zone when it is not.
import { CHECK_IN_OPENS_MINUTES_BEFORE } from '../../../src/contract/check-in';
import { CHECK_IN_CLOSED_MESSAGE } from '../../../src/contract/door-messages';
import {
  checkInOpensAt as opensBefore,
  checkInWindowState as windowState,
  type WindowState,
} from '../../../src/domain/check-in-window';
import { AppError } from '../../lib/app-error';

export interface EventTimes {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** Minutes before the start the door opens; the default when not given. */
  opensMinutesBefore?: number;
}

/** An event row's times as the window reads them. */
export const eventTimesOf = (event: {
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  check_in_opens_minutes: number;
}): EventTimes => ({
  startsAt: event.starts_at,
  endsAt: event.ends_at,
  timeZone: event.time_zone,
  opensMinutesBefore: event.check_in_opens_minutes,
});

export const checkInOpensAt = (event: EventTimes): Date =>
  opensBefore(event.startsAt, event.opensMinutesBefore);

/** "2 hours", "90 minutes", "at the start". */
export function leadTimeText(minutes: number): string {
  if (minutes === 0) return 'when the event starts';
  const amount =
    minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  return `${amount} before the event starts`;
}

/** The window's rule is the door device's too (domain/check-in-window.ts). */
export const checkInWindowState = (event: EventTimes, at = new Date()): WindowState =>
  windowState({ opensAt: checkInOpensAt(event), endsAt: event.endsAt }, at);

export function checkInOpensText(event: EventTimes): string {
  const when = checkInOpensAt(event).toLocaleString('en-AU', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });
  return `Check-in opens on ${when}, ${leadTimeText(event.opensMinutesBefore ?? CHECK_IN_OPENS_MINUTES_BEFORE)}.`;
}

/** Refuses a check-in outside the event's window, saying when it opens or that it has closed. */
export function assertCheckInOpen(event: EventTimes, now = new Date()): void {
  const state = checkInWindowState(event, now);
  if (state === 'not-open')
    throw new AppError(409, 'CHECK_IN_CLOSED', checkInOpensText(event), {
      opensAt: checkInOpensAt(event).toISOString(),
    });
  if (state === 'closed') throw new AppError(409, 'CHECK_IN_CLOSED', CHECK_IN_CLOSED_MESSAGE);
}
