// The one place a ticket's admission is written, whoever admits it: the dancer at the event's QR
// (self check-in), the organiser by hand in the attendee list, or a door device's scan. Each is the
// ticket's arrival in check_ins (once: the first wins; a scan made offline wins when it was the
// earliest), at a festival's door also the session's own admission, and a line in check_in_log
// that says who did it — the same for every way in, so the record reads alike.
import type { Db } from '../../db/database';

/** Who admits: a dancer's own account, an organiser's, or a door device's scan. */
export type Admitter =
  | { kind: 'self'; accountId: string }
  | { kind: 'hand'; accountId: string }
  | {
      kind: 'scan';
      scanId: string;
      deviceName: string;
      at: Date;
      /** The device let the person in with no signal: the earliest arrival is the one kept. */
      offline: boolean;
      /** The organiser signed in at the door; null for a door link's helper. */
      accountId: string | null;
      /** The festival session the door checks; null: the whole event. */
      sessionId: string | null;
    };

async function logAdmissions(db: Db, ticketIds: string[], accountId: string | null) {
  if (ticketIds.length === 0) return;
  await db
    .insertInto('check_in_log')
    .values(
      ticketIds.map((ticket_id) => ({ ticket_id, action: 'check_in', account_id: accountId })),
    )
    .execute();
}

/**
 * Admits tickets nobody admitted yet (self check-in, by hand); answers the ones this call let in.
 * Keyed by ticket, so however many calls arrive together each ticket is admitted exactly once.
 */
export async function admitTickets(
  db: Db,
  ticketIds: string[],
  by: Extract<Admitter, { kind: 'self' | 'hand' }>,
): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const admitted = await trx
      .insertInto('check_ins')
      .values(
        ticketIds.map((ticket_id) => ({
          ticket_id,
          // Only an organiser is named as who admitted (the attendee list's "Checked in by").
          checked_in_by_account_id: by.kind === 'hand' ? by.accountId : null,
        })),
      )
      .onConflict((conflict) => conflict.column('ticket_id').doNothing())
      .returning('ticket_id')
      .execute();
    const ids = admitted.map((row) => row.ticket_id);
    await logAdmissions(trx, ids, by.accountId);
    return ids;
  });
}

/**
 * Admits a ticket for a door scan, or finds who already did; answers whether this scan won. At
 * the whole event's door the arrival is the admission; at a session's it is only the first arrival
 * at the event, and the session keeps its own. Run inside the scan's transaction.
 */
export async function admitByScan(
  trx: Db,
  ticketId: string,
  scan: Extract<Admitter, { kind: 'scan' }>,
): Promise<boolean> {
  const { scanId, at, deviceName, offline } = scan;
  const arrival = await trx
    .insertInto('check_ins')
    .values({ ticket_id: ticketId, checked_in_at: at, device_name: deviceName, scan_id: scanId })
    .onConflict((conflict) =>
      offline
        ? conflict
            .column('ticket_id')
            .doUpdateSet({
              checked_in_at: at,
              device_name: deviceName,
              scan_id: scanId,
              checked_in_by_account_id: null,
            })
            .where('check_ins.checked_in_at', '>', at)
        : conflict.column('ticket_id').doNothing(),
    )
    .returning('scan_id')
    .executeTakeFirst();
  let won = arrival?.scan_id === scanId;
  if (scan.sessionId) {
    const admission = await trx
      .insertInto('session_admissions')
      .values({
        ticket_id: ticketId,
        session_id: scan.sessionId,
        admitted_at: at,
        device_name: deviceName,
        scan_id: scanId,
      })
      .onConflict((conflict) =>
        offline
          ? conflict
              .columns(['ticket_id', 'session_id'])
              .doUpdateSet({ admitted_at: at, device_name: deviceName, scan_id: scanId })
              .where('session_admissions.admitted_at', '>', at)
          : conflict.columns(['ticket_id', 'session_id']).doNothing(),
      )
      .returning('scan_id')
      .executeTakeFirst();
    won = admission?.scan_id === scanId;
  }
  if (won) await logAdmissions(trx, [ticketId], scan.accountId);
  return won;
}

/** Takes an admission back (a mistaken tap); answers false when the ticket was not in. */
export async function undoAdmission(db: Db, ticketId: string, accountId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('check_ins')
      .where('ticket_id', '=', ticketId)
      .returning('ticket_id')
      .execute();
    if (removed.length === 0) return false;
    await trx
      .insertInto('check_in_log')
      .values({ ticket_id: ticketId, action: 'undo', account_id: accountId })
      .execute();
    return true;
  });
}
