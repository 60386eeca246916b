// When an event's door is open: from 2 hours before it starts until it ends, told in the event's
// own time zone when it is not.
import { CHECK_IN_OPENS_MINUTES_BEFORE } from '../../../src/contract/purchases';
import { AppError } from '../../lib/app-error';

export interface EventTimes {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

export function checkInOpensAt(event: EventTimes): Date {
  return new Date(event.startsAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000);
}

/** Refuses a check-in outside the event's window, saying when it opens or that it has closed. */
export function assertCheckInOpen(event: EventTimes, now = new Date()): void {
  const opens = checkInOpensAt(event);
  if (now < opens) {
    const when = opens.toLocaleString('en-AU', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: event.timeZone,
    });
    throw new AppError(
      409,
      'CHECK_IN_CLOSED',
      `Check-in opens on ${when}, ${CHECK_IN_OPENS_MINUTES_BEFORE / 60} hours before the event starts.`,
      { opensAt: opens.toISOString() },
    );
  }
  if (now >= event.endsAt)
    throw new AppError(409, 'CHECK_IN_CLOSED', 'Check-in for this event has closed: it has ended.');
}
