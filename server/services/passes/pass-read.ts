// A dancer's class passes for My Tickets: credits left, valid until, a pass still to be paid (with
// the way back to checkout), and the coming classes each covers — with this pass's booking of
// each, and until when it can be cancelled.
import { sql } from 'kysely';
import { firstTypePosition, sameSeries } from './pass-coverage';
import { PASS_CANCEL_CUTOFF_HOURS, type MyPass } from '../../../src/contract/class-passes';
import type { Db } from '../../db/database';

const CUTOFF_MS = PASS_CANCEL_CUTOFF_HOURS * 3_600_000;
/** The coming classes listed under a pass. */
const CLASSES_SHOWN = 12;

async function coveredClasses(
  db: Db,
  pass: { id: string; organisation_id: string; covers: string; valid_until: Date | null },
) {
  const rows = await db
    .selectFrom('events as e')
    .innerJoin('ticket_configurations as c', 'c.event_id', 'e.id')
    .leftJoin('pass_bookings as b', (join) =>
      join
        .onRef('b.event_id', '=', 'e.id')
        .on('b.pass_order_id', '=', pass.id)
        .on('b.status', '=', 'booked'),
    )
    .innerJoin('ticket_types as t', (join) =>
      join.onRef('t.configuration_id', '=', 'c.id').on('t.position', '=', firstTypePosition),
    )
    .select(['e.id', 'e.title', 'e.starts_at', 'e.time_zone', 'b.id as booking_id', 't.roles'])
    .where('c.organisation_id', '=', pass.organisation_id)
    .where('c.status', '=', 'published')
    .where(sameSeries(sql.ref('e.title'), pass.covers))
    .where('e.starts_at', '>', new Date())
    .$if(pass.valid_until !== null, (query) => query.where('e.starts_at', '<', pass.valid_until!))
    .orderBy('e.starts_at')
    .limit(CLASSES_SHOWN)
    .execute();
  return rows.map((row) => ({
    eventId: row.id,
    title: row.title,
    startDateTime: row.starts_at.toISOString(),
    timeZone: row.time_zone,
    roles: row.roles ? { leadName: row.roles.leadName, followName: row.roles.followName } : null,
    bookingId: row.booking_id,
    cancelUntil: new Date(row.starts_at.getTime() - CUTOFF_MS).toISOString(),
  }));
}

export async function myPasses(db: Db, accountId: string): Promise<MyPass[]> {
  const orders = await db
    .selectFrom('pass_orders as o')
    .innerJoin('class_passes as p', 'p.id', 'o.pass_id')
    .select([
      'o.id',
      'o.status',
      'o.classes_total',
      'o.classes_used',
      'o.valid_until',
      'o.checkout_url',
      'p.name',
      'p.covers',
      'p.organisation_id',
    ])
    .where('o.account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('o.status', '=', 'paid'),
        eb.and([
          eb('o.status', '=', 'pending'),
          eb('o.created_at', '>', new Date(Date.now() - 86_400_000)),
        ]),
      ]),
    )
    .orderBy('o.created_at', 'desc')
    .execute();
  return Promise.all(
    orders.map(async (order) => ({
      id: order.id,
      name: order.name,
      status: order.status,
      classesTotal: order.classes_total,
      classesLeft: order.classes_total - order.classes_used,
      validUntil: order.valid_until?.toISOString() ?? null,
      checkoutUrl: order.status === 'pending' ? order.checkout_url : null,
      classes:
        order.status === 'paid' && order.valid_until && order.valid_until > new Date()
          ? await coveredClasses(db, order)
          : [],
    })),
  );
}
