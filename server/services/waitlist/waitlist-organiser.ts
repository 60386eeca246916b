// A school's view of its waitlists: who waits or holds an offer, in order, per event; and the
// organiser's hand on it — offer a place now to someone further down the line (when the balance
// and the seats let their role in), or skip someone (they leave the line).
import { NO_ROLE_COUNTS, roleName, roomByBalance } from '../../../src/contract/partner-roles';
import type { OrganiserWaitlist } from '../../../src/contract/waitlist';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { AppError, notFound } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { roleCountsOf } from '../seats/role-balance';
import { seatsLeftOf } from '../seats/session-seats';
import { isSeatViolation } from '../seats/seat-ledger';
import { ownConfigurationRow } from '../ticketing/configurations';
import { offerTo, typeForOffers } from './waitlist-offers';

const ENTRY_NOT_FOUND = 'This waitlist place was not found.';
const NOT_WAITING = 'Only a dancer still waiting can be offered a place or skipped.';

const NO_PLACE_FREE = 'No place is free now: these tickets are sold out.';

export async function organiserWaitlist(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<OrganiserWaitlist> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const rows = await db
    .selectFrom('waitlist_entries as w')
    .innerJoin('ticket_types as t', 't.id', 'w.ticket_type_id')
    .leftJoin('reservations as r', 'r.id', 'w.reservation_id')
    .select([
      'w.id',
      'w.role',
      'w.email',
      'w.status',
      'w.created_at',
      'r.expires_at',
      't.id as type_id',
      't.name',
      't.roles',
    ])
    .where('t.configuration_id', '=', configurationId)
    .where('w.status', 'in', ['waiting', 'offered'])
    .orderBy('t.position')
    .orderBy('w.status', 'desc')
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ticketType: row.type_id,
    ticketTypeName: row.name,
    role: row.role,
    roleName: row.roles && row.role ? roleName(row.roles, row.role) : (row.role ?? ''),
    email: row.email,
    status: row.status as 'waiting' | 'offered',
    joinedAt: row.created_at.toISOString(),
    offerExpiresAt: row.status === 'offered' ? (row.expires_at?.toISOString() ?? null) : null,
  }));
}

/** An entry of this organisation's, or 404: other schools' lines are not theirs to touch. */
async function ownEntry(db: Db, organisationId: string, entryId: string) {
  const entry = await db
    .selectFrom('waitlist_entries as w')
    .innerJoin('ticket_types as t', 't.id', 'w.ticket_type_id')
    .innerJoin('ticket_configurations as c', 'c.id', 't.configuration_id')
    .select(['w.id', 'w.ticket_type_id'])
    .where('w.id', '=', entryId)
    .where('c.organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  return entry;
}

export async function offerByHand(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  entryId: string,
): Promise<void> {
  const { ticket_type_id: typeId } = await ownEntry(db, organisationId, entryId);
  const mail = await withTransactionRetry(() =>
    db.transaction().execute(async (trx) => {
      const type = await typeForOffers(trx, typeId);
      const entry = await trx
        .selectFrom('waitlist_entries')
        .select(['id', 'account_id', 'email', 'role', 'status'])
        .where('id', '=', entryId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (entry.status !== 'waiting') throw new AppError(409, 'CONFLICT', NOT_WAITING);
      if (!type || type.status !== 'published' || type.event_state === 'cancelled')
        throw new AppError(409, 'CONFLICT', 'These tickets are not on sale.');
      const left = (await seatsLeftOf(trx, [type])).get(typeId) ?? 0;
      if (left <= 0) throw new AppError(409, 'SOLD_OUT', NO_PLACE_FREE);
      if (type.roles && entry.role) {
        const counts = (await roleCountsOf(trx, [typeId])).get(typeId) ?? NO_ROLE_COUNTS;
        if (roomByBalance(counts, entry.role, type.roles.maxImbalance) <= 0)
          throw new AppError(
            409,
            'ROLE_FULL',
            `No ${roleName(type.roles, entry.role)} place is free now: the balance or the seats allow none.`,
          );
      }
      return offerTo(ctx, trx, type, entry).catch((error: unknown) => {
        // A session it admits to filled up since it was read.
        if (isSeatViolation(error)) throw new AppError(409, 'SOLD_OUT', NO_PLACE_FREE);
        throw error;
      });
    }),
  );
  await ctx.mailer.deliver(db, mail.id);
}

export async function skipEntry(db: Db, organisationId: string, entryId: string): Promise<void> {
  await ownEntry(db, organisationId, entryId);
  const skipped = await db
    .updateTable('waitlist_entries')
    .set({ status: 'skipped' })
    .where('id', '=', entryId)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  if (Number(skipped.numUpdatedRows) === 0) throw new AppError(409, 'CONFLICT', NOT_WAITING);
}
