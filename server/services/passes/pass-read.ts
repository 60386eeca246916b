// A dancer's class passes for My Tickets: credits left, valid until, a pass still to be paid (with
// the way back to checkout), and the coming classes each covers — with this pass's booking of
// each, and until when it can be cancelled.
import { sql } from 'kysely';
import { bookedTypeOf, classTitle, passCovers } from './pass-coverage';
import { PASS_CANCEL_CUTOFF_HOURS, type MyPass } from '../../../src/contract/class-passes';
import type { Db } from '../../db/database';

const CUTOFF_MS = PASS_CANCEL_CUTOFF_HOURS * 3_600_000;
/** The coming classes listed under a pass. */
const CLASSES_SHOWN = 12;

/** The coming classes a pass covers: the sessions of its courses' published events. */
async function coveredClasses(
  db: Db,
  pass: { id: string; pass_id: string; organisation_id: string; valid_until: Date | null },
) {
  const rows = await db
    .selectFrom('event_sessions as s')
    .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('ticket_types as t', (join) => join.on('t.id', '=', bookedTypeOf('s')))
    .leftJoin('pass_bookings as b', (join) =>
      join
        .onRef('b.session_id', '=', 's.id')
        .on('b.pass_order_id', '=', pass.id)
        .on('b.status', '=', 'booked'),
    )
    .select([
      'e.id',
      's.id as session_id',
      classTitle('s', sql.ref('e.title')).as('title'),
      sql<Date>`coalesce(s.starts_at, e.starts_at)`.as('starts_at'),
      'e.time_zone',
      'b.id as booking_id',
      't.roles',
    ])
    .where('c.organisation_id', '=', pass.organisation_id)
    .where('c.status', '=', 'published')
    .where('s.cancelled_at', 'is', null)
    .where(passCovers(pass.pass_id, 'c'))
    .where(sql<boolean>`coalesce(s.starts_at, e.starts_at) > now()`)
    .$if(pass.valid_until !== null, (query) =>
      query.where(sql<boolean>`coalesce(s.starts_at, e.starts_at) < ${pass.valid_until!}`),
    )
    .orderBy('starts_at')
    .orderBy('s.position')
    .limit(CLASSES_SHOWN)
    .execute();
  return rows.map((row) => ({
    eventId: row.id,
    sessionId: row.session_id,
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
      'p.id as pass_id',
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
