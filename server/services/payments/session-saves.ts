// Storing each new Checkout Session on its hold. In a rush many sessions come back from Stripe at
// once; the ones that arrive while a save is being written wait for the next one, and each save is
// one UPDATE … FROM unnest(…) for all of them — a statement per batch instead of one per buyer,
// and no added wait when the server is quiet (a lone save is written at once). Each buyer's answer
// still waits for their own hold's row to be stored.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared-statements';
import type { ReservationRow } from './reservations';

interface PendingSave {
  reservationId: string;
  sessionId: string;
  url: string | null;
  done: (row: ReservationRow | undefined) => void;
  failed: (error: unknown) => void;
}

/** Postgres's parameter limit is far off; a bound keeps one statement small. */
const MOST_PER_STATEMENT = 200;

const queues = new WeakMap<Db, { pending: PendingSave[]; writing: boolean }>();

async function writeAll(db: Db, queue: { pending: PendingSave[]; writing: boolean }) {
  queue.writing = true;
  while (queue.pending.length > 0) {
    const batch = queue.pending.splice(0, MOST_PER_STATEMENT);
    try {
      // Arrays rather than a VALUES list: one text whatever the batch's size, prepared once.
      const { rows } = await sql<ReservationRow>`${prepared}
        UPDATE reservations AS r
        SET checkout_session_id = v.session_id, checkout_url = v.url, updated_at = ${new Date()}
        FROM unnest(
          ${batch.map((save) => save.reservationId)}::uuid[],
          ${batch.map((save) => save.sessionId)}::text[],
          ${batch.map((save) => save.url)}::text[]
        ) AS v(id, session_id, url)
        WHERE r.id = v.id
        RETURNING r.id, r.status, r.checkout_url, r.expires_at, r.order_id, r.event_id, r.from_app
      `.execute(db);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const save of batch) save.done(byId.get(save.reservationId));
    } catch (error) {
      for (const save of batch) save.failed(error);
    }
  }
  queue.writing = false;
}

/** Stores a hold's session; answers the hold as saved, or undefined if it no longer exists. */
export function saveSession(
  db: Db,
  reservationId: string,
  session: { id: string; url: string | null },
): Promise<ReservationRow | undefined> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { pending: [], writing: false }));
  const waiting = queue;
  return new Promise((done, failed) => {
    waiting.pending.push({ reservationId, sessionId: session.id, url: session.url, done, failed });
    if (!waiting.writing) void writeAll(db, waiting);
  });
}
