// The door's writes in the app's outbox (lib/offline/outbox.ts): a scan let in with no signal
// (sent in batches of up to 500, each under its scan id; a batch sent twice counts once) and a
// sale at the door (each its own call under its client key). Each updates its line in the door's
// own store once the server has it; a sale the server refuses (the type sold out, the door closed)
// stays in the last scans, in red, with the server's reason, and is never sent again.
import type { DoorScan } from '@/contract/door';
import type { DoorSale } from '@/contract/door-sales';
import { failureMessage, type ApiFailure } from '@/lib/api/result';
import type { StoredDoorTicket, StoredScan } from '@/lib/offline/offline-db';
import { Outbox, type Delivery, type Stopped, type WriteKind } from '@/lib/offline/outbox';
import { sendScans } from '../api/door-api';
import { sendDoorSale } from '../api/door-sale-api';
import type { DoorDevice } from './door-device';
import { readScan, saveScan } from './door-store';

const SCAN_BATCH = 500;
/** Answers that refuse this write itself; any other failure is the door's (or the network's). */
const REFUSALS = [400, 404, 409, 422];

export interface DoorOutboxContext {
  eventId: string;
  /** The door's scope: the event's id, or `{eventId}/{sessionId}`. */
  doorKey: string;
  sessionId: string | null;
  bearer?: string;
  /** The device as it is named now (a rename applies to what is sent next). */
  device: () => DoorDevice;
  /** A ticket the server told about: the door's copy takes it. */
  keepTicket: (ticket: StoredDoorTicket) => Promise<void>;
}

/** A scan as the server hears it: at this door's session, if it checks one. */
export function doorScanOf(
  scan: Pick<StoredScan, 'id' | 'at' | 'input'>,
  offline: boolean,
  sessionId: string | null,
): DoorScan {
  const session = sessionId ? { sessionId } : {};
  return { id: scan.id, at: scan.at, offline, ...scan.input, ...session };
}

const stopped = (answer: ApiFailure): Stopped => ({
  stopped: { status: answer.status, problem: answer.problem },
});
const refusedHere = (answer: ApiFailure) =>
  answer.problem === 'CLIENT_ERROR' && REFUSALS.includes(answer.status);

function scanKind(context: DoorOutboxContext): WriteKind<DoorScan> {
  return {
    batchSize: SCAN_BATCH,
    async send(scans) {
      const device = context.device();
      const answer = await sendScans(
        context.eventId,
        { deviceId: device.id, deviceName: device.name },
        scans,
        { bearer: context.bearer },
      );
      // The door's access (401, 403, 404) or the network: the scans wait.
      if (!answer.ok) return stopped(answer);
      await Promise.all(
        answer.data.results.map(async (result) => {
          if (result.ticket)
            await context.keepTicket({ ...result.ticket, eventId: context.doorKey });
          const line = await readScan(result.id);
          if (line) await saveScan({ ...line, synced: true });
        }),
      );
      return scans.map((): Delivery => 'sent');
    },
  };
}

function saleKind(context: DoorOutboxContext): WriteKind<DoorSale> {
  return {
    async send([sale]) {
      const answer = await sendDoorSale(context.eventId, sale!, context.bearer);
      const line = await readScan(sale!.clientKey);
      if (answer.ok) {
        if (line) await saveScan({ ...line, synced: true });
        return ['sent'];
      }
      if (!refusedHere(answer)) return stopped(answer);
      const reason = failureMessage(answer, 'the server did not accept it.');
      if (line)
        await saveScan({
          ...line,
          synced: true,
          outcome: 'refused',
          message: `Door sale refused: ${reason} (${line.message.replace('Sold at the door: ', '')})`,
        });
      return [{ refused: reason }];
    },
  };
}

export const doorOutbox = (context: DoorOutboxContext) =>
  new Outbox(context.doorKey, {
    'door-scan': scanKind(context),
    'door-sale': saleKind(context),
  });

export type DoorOutbox = ReturnType<typeof doorOutbox>;

/** Puts a line's write in the outbox: a sale's, or a scan that let someone in. */
export async function queueLine(
  outbox: DoorOutbox,
  line: StoredScan,
  sessionId: string | null,
  order?: number,
): Promise<void> {
  if (line.sale) await outbox.add('door-sale', line.id, line.sale, { order });
  else await outbox.add('door-scan', line.id, doorScanOf(line, true, sessionId), { order });
}

/**
 * Lines not synced whose write is not in the outbox (kept by a version before it): queued, in
 * the order they were made, so nothing a door let in or sold before an update is lost.
 */
export async function queueUnsentLines(
  outbox: DoorOutbox,
  lines: StoredScan[],
  sessionId: string | null,
): Promise<void> {
  const unsent = lines.filter((line) => !line.synced).sort((a, b) => a.at.localeCompare(b.at));
  for (const line of unsent)
    if (!(await outbox.has(line.id))) await queueLine(outbox, line, sessionId, Date.parse(line.at));
}
