// Whether a scan's answer waits for Next scan: a green one goes by itself after two seconds so the
// next dancer can step up, unless it shows the door something to read or do (the holder's answers
// to the event's questions, add-ons to hand over), which would otherwise vanish mid-read.
import type { DoorTicket } from '@/contract/door';

export const waitsForNextScan = (ticket?: Pick<DoorTicket, 'addOns' | 'answers'>): boolean =>
  (ticket?.addOns?.length ?? 0) > 0 || (ticket?.answers?.length ?? 0) > 0;
