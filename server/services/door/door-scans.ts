// Scans a door device sends, one at a time or as a batch it kept while offline. Each scan is
// judged by the server (signature, event, refund, window) and recorded under the device's own
// scan id, so a batch sent twice counts once and answers the same. One ticket admits once: an
// online scan admits only a ticket nobody admitted; an offline scan (the device already let the
// person in) wins when it was the earliest, so after every device syncs the record shows who
// really came in first — whatever order the batches arrive in. A scan for one session of a
// festival admits to that session only, once, and only a ticket whose type admits to it, in the
// session's own window; the ticket's first admission to any session is its arrival at the event.
import type { DoorScan, ScanRefusal, ScanResult } from '../../../src/contract/door';
import type { Db } from '../../db/database';
import { nextTurn } from '../../lib/next-turn';
import { admitByScan } from '../check-ins/check-in-writer';
import { doorEventFor, type DoorActor, type DoorEvent } from './door-access';
import { doorCounts, doorTicketWhere } from './door-data';
import { doorSessionsOf, type DoorSession } from './door-sessions';
import { checkPass, passKeys, type PassKey } from './pass-keys';
import { judgeFound, scanAnswer, type Judged, type ScanDoor } from './scan-judgement';

export interface ScanBatch {
  deviceId: string;
  deviceName: string;
  scans: DoorScan[];
}

async function findTicket(db: Db, scan: DoorScan, keys: PassKey[], door: ScanDoor) {
  const sessionId = door?.id ?? null;
  if (scan.pass !== undefined) {
    const check = checkPass(scan.pass, keys);
    if (!check.valid) return { refusal: check.reason, ticket: undefined };
    return {
      refusal: null,
      ticket: await doorTicketWhere(db, { id: check.claims.ticketId }, sessionId),
    };
  }
  if (scan.ticketId !== undefined)
    return { refusal: null, ticket: await doorTicketWhere(db, { id: scan.ticketId }, sessionId) };
  const code = (scan.code ?? '').trim().toUpperCase();
  return {
    refusal: null,
    ticket: code ? await doorTicketWhere(db, { code }, sessionId) : undefined,
  };
}

/** The scan's door; 'unknown' for a session the event does not have. */
function doorOf(scan: DoorScan, sessions: DoorSession[]): ScanDoor | 'unknown' {
  if (!scan.sessionId) return null;
  const session = sessions.find((candidate) => candidate.id === scan.sessionId);
  if (!session) return 'unknown';
  // An event of one session is one door.
  return sessions.length < 2 ? null : session;
}

async function judge(
  db: Db,
  event: DoorEvent,
  scan: DoorScan,
  keys: PassKey[],
  door: ScanDoor,
  cancelled: boolean,
): Promise<Judged> {
  const now = new Date();
  // A device's clock is believed for what it admitted offline, never into the future; an online
  // scan happens now.
  const at = scan.offline ? new Date(Math.min(Date.parse(scan.at), now.getTime())) : now;
  const found = await findTicket(db, scan, keys, door);
  return judgeFound(
    event,
    door,
    { passRefusal: found.refusal, found: found.ticket, cancelled },
    at,
  );
}

/** A scan already recorded (the batch came again): the same answer, as things stand now. */
async function replay(
  db: Db,
  event: DoorEvent,
  door: ScanDoor,
  scanId: string,
  stored: { outcome: string; ticket_id: string | null },
) {
  if (stored.outcome.startsWith('refused:')) {
    const ticket = stored.ticket_id
      ? (await doorTicketWhere(db, { id: stored.ticket_id }, door?.id ?? null))?.ticket
      : undefined;
    const reason = stored.outcome.slice(8) as ScanRefusal;
    return scanAnswer(event, door, scanId, 'refused', reason, ticket ?? null);
  }
  const ticket = stored.ticket_id
    ? (await doorTicketWhere(db, { id: stored.ticket_id }, door?.id ?? null))?.ticket
    : undefined;
  if (!ticket) return scanAnswer(event, door, scanId, 'refused', 'unknown', null);
  const won = ticket.scanId === scanId;
  return scanAnswer(event, door, scanId, won ? 'admitted' : 'already', null, ticket);
}

async function syncOne(
  db: Db,
  actor: DoorActor,
  event: DoorEvent,
  device: ScanBatch,
  scan: DoorScan,
  keys: PassKey[],
  sessions: DoorSession[],
) {
  const found = doorOf(scan, sessions);
  const door = found === 'unknown' ? null : found;
  // A cancelled class admits nobody: its session's door, or a one-night event's only session.
  const cancelled = door ? door.cancelled : sessions.length === 1 && sessions[0]!.cancelled;
  const judged: Judged =
    found === 'unknown'
      ? { ticket: null, refusal: 'not-included', at: new Date() }
      : await judge(db, event, scan, keys, door, cancelled);
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('door_scans')
      .values({
        id: scan.id,
        event_id: event.id,
        ticket_id: judged.ticket?.id ?? null,
        device_id: device.deviceId,
        device_name: device.deviceName,
        scanned_at: judged.at,
        outcome: judged.refusal ? `refused:${judged.refusal}` : 'pending',
        door_link_id: actor.kind === 'link' ? actor.linkId : null,
        account_id: actor.kind === 'organiser' ? actor.accountId : null,
        session_id: door?.id ?? null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) {
      const stored = await trx
        .selectFrom('door_scans')
        .select(['outcome', 'ticket_id', 'event_id', 'session_id'])
        .where('id', '=', scan.id)
        .executeTakeFirstOrThrow();
      // A scan id is the device's: one used for another event is not this scan.
      if (stored.event_id !== event.id)
        return scanAnswer(event, null, scan.id, 'refused', 'unknown', null);
      const storedDoor = sessions.find((session) => session.id === stored.session_id) ?? null;
      return replay(trx, event, storedDoor, scan.id, stored);
    }
    if (judged.refusal)
      return scanAnswer(event, door, scan.id, 'refused', judged.refusal, judged.ticket);
    const ticketId = judged.ticket!.id;
    const won = await admitByScan(trx, ticketId, {
      kind: 'scan',
      scanId: scan.id,
      at: judged.at,
      deviceName: device.deviceName,
      offline: scan.offline,
      accountId: actor.kind === 'organiser' ? actor.accountId : null,
      sessionId: door?.id ?? null,
    });
    await trx
      .updateTable('door_scans')
      .set({ outcome: won ? 'admitted' : 'already' })
      .where('id', '=', scan.id)
      .execute();
    const ticket = (await doorTicketWhere(trx, { id: ticketId }, door?.id ?? null))?.ticket;
    return scanAnswer(event, door, scan.id, won ? 'admitted' : 'already', null, ticket ?? null);
  });
}

export async function syncScans(db: Db, actor: DoorActor, eventId: string, batch: ScanBatch) {
  const event = await doorEventFor(db, actor, eventId);
  const [keys, sessions] = await Promise.all([passKeys(db), doorSessionsOf(db, event)]);
  // Earliest first, so that within one batch the first scan of a ticket is the one that counts.
  const ordered = [...batch.scans].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const byId = new Map<string, ScanResult>();
  for (const scan of ordered) {
    // A device back from a night offline sends up to 500: the loop gets a turn between scans
    // (on the embedded database every statement runs on it).
    await nextTurn();
    byId.set(scan.id, await syncOne(db, actor, event, batch, scan, keys, sessions));
  }
  // The counts of the session the batch was made at, when it names one.
  const named = new Set(batch.scans.map((scan) => scan.sessionId ?? null));
  const [only] = named;
  const session = named.size === 1 && only ? doorOf(batch.scans[0]!, sessions) : null;
  const counts = await doorCounts(
    db,
    eventId,
    session && session !== 'unknown' ? session.id : null,
  );
  return { results: batch.scans.map((scan) => byId.get(scan.id)!), ...counts };
}
