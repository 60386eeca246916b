// Many ticket holders at once for volume tests and benchmarks: `count` orders of one ticket each of
// the event's first type, each with an address of its own, written in one statement (no seat is
// taken: the event's counters are not what these measure).
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import type { PublishedTickets } from './published-tickets';

export async function bulkHolders(
  db: Db,
  event: PublishedTickets,
  count: number,
  prefix: string,
): Promise<void> {
  await sql`
    WITH made AS (
      SELECT gen_random_uuid() AS order_id, gen_random_uuid() AS ticket_id, n
      FROM generate_series(1, ${count}) AS n
    ), orders_made AS (
      INSERT INTO orders (id, configuration_id, event_id, idempotency_key, buyer_email, total_cents,
        currency, payment_provider, payment_method, payment_reference)
      SELECT order_id, ${event.configurationId}::uuid, ${event.eventId}::uuid,
        ${prefix} || n, ${prefix} || n || '@bulk.test', 0, 'AUD', 'comp', 'comp', ${prefix}
      FROM made RETURNING id
    )
    INSERT INTO tickets (id, order_id, ticket_type_id, event_id, code)
    SELECT ticket_id, order_id, ${event.types[0]!.id}::uuid, ${event.eventId}::uuid,
      upper(${prefix}) || '-' || n
    FROM made`.execute(db);
}
