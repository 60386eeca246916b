// Gives the event loop a turn: long work done in slices (a batch of scans, a list of QR codes, a
// feed's rows) lets other requests — and the health check — be answered between slices.
import { setImmediate } from 'node:timers/promises';

export const nextTurn = (): Promise<void> => setImmediate();
