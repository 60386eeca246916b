// The server's weighing of a scan once its ticket is looked up: the shared door judgement
// (src/domain/door-judgement.ts, which a door device with no signal applies too) over what the
// server found, and the answer the device shows, in the shared words.
import type { DoorTicket, ScanRefusal, ScanResult } from '../../../src/contract/door';
import {
  admittedMessage,
  alreadyMessage,
  refusalMessage,
} from '../../../src/contract/door-messages';
import { scanRefusal } from '../../../src/domain/door-judgement';
import { checkInOpensAt, checkInWindowState } from '../purchases/check-in-window';
import type { DoorEvent } from './door-access';
import { doorTimesOf, type DoorSession } from './door-sessions';

/** The door a scan was made at: one of the event's sessions, or (null) the whole event. */
export type ScanDoor = DoorSession | null;

/** What the server found for a scan. */
export interface FoundScan {
  /** Why the pass itself was refused; null when it was genuine or the scan carried no pass. */
  passRefusal: ScanRefusal | null;
  /** The ticket the scan names (as the door's session sees it), with its event. */
  found: { ticket: DoorTicket; eventId: string | null } | undefined;
  /** The school called the door's class off. */
  cancelled: boolean;
}

export interface Judged {
  /** The scanned ticket when it is this event's; null for a ticket of another event or none. */
  ticket: DoorTicket | null;
  refusal: ScanRefusal | null;
  at: Date;
}

/** Refused, or (refusal null) to be admitted unless the ticket's admission is already written. */
export function judgeFound(event: DoorEvent, door: ScanDoor, scan: FoundScan, at: Date): Judged {
  const ticket = scan.found?.ticket;
  const otherEvent = scan.found !== undefined && scan.found.eventId !== event.id;
  const refusal = scanRefusal({
    passRefusal: scan.passRefusal,
    ticket,
    otherEvent,
    admits: ticket?.admits ?? false,
    window: checkInWindowState(doorTimesOf(event, door), at),
    cancelled: scan.cancelled,
  });
  // Another event's buyer is not shown at this door.
  return { ticket: ticket && !otherEvent && !scan.passRefusal ? ticket : null, refusal, at };
}

/** The answer to one scan, in the words the device would use had it judged alone. */
export function scanAnswer(
  event: DoorEvent,
  door: ScanDoor,
  scanId: string,
  outcome: ScanResult['outcome'],
  reason: ScanRefusal | null,
  ticket: DoorTicket | null,
): ScanResult {
  const times = {
    timeZone: event.time_zone,
    checkInOpensAt: checkInOpensAt(doorTimesOf(event, door)).toISOString(),
    sessionName: door?.name ?? null,
  };
  const message =
    outcome === 'refused'
      ? refusalMessage(reason!, times, ticket)
      : outcome === 'admitted'
        ? admittedMessage(ticket!)
        : alreadyMessage(ticket!, event.time_zone);
  return { id: scanId, outcome, reason, message, ticket };
}
