// Accepting a school's cancellation or postponement of a whole event. In one transaction on the
// locked configuration: the change is recorded under the client's key, the event's state changes
// (cancelled: sales close at once and nobody waits any more; postponed: the event and its sessions
// move to the new date and holders may take a full refund until the cut-off), and the job that
// works through the orders is written (event-change-job.ts). The answer never waits for the
// refunds or the e-mails.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  EVENT_ALREADY_CANCELLED,
  EVENT_CHANGE_KEY_REUSED,
  EVENT_CHANGE_UNDER_WAY,
  EVENT_NOT_PUBLISHED,
  postponementProblem,
  type EventChange,
  type EventChangeRequest,
} from '../../../src/contract/event-changes';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { writeOnceByKey } from '../../db/keyed-write';
import type { ServiceContext } from '../context';
import { CONFIGURATION_NOT_FOUND } from '../ticketing/configurations';
import { changeById, liveOrdersOf } from './event-change-read';
import { eventChangeJobOf } from './event-change-job';

export interface Requester {
  accountId: string;
  organisationId: string;
}

const CLIENT_KEY_INDEX = 'event_changes_client_key';

const fingerprintOf = (input: EventChangeRequest) => {
  const { clientKey: _key, ...asked } = input;
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
};

async function earlierChange(db: Db, configurationId: string, input: EventChangeRequest) {
  const earlier = await db
    .selectFrom('event_changes')
    .select(['id', 'fingerprint'])
    .where('configuration_id', '=', configurationId)
    .where('client_key', '=', input.clientKey)
    .executeTakeFirst();
  if (!earlier) return null;
  if (earlier.fingerprint !== fingerprintOf(input))
    throw new AppError(409, 'CONFLICT', EVENT_CHANGE_KEY_REUSED, { field: 'clientKey' });
  return changeById(db, earlier.id);
}

export async function requestEventChange(
  ctx: ServiceContext,
  db: Db,
  requester: Requester,
  configurationId: string,
  input: EventChangeRequest,
): Promise<EventChange> {
  const owned = await db
    .selectFrom('ticket_configurations')
    .select('id')
    .where('id', '=', configurationId)
    .where('organisation_id', '=', requester.organisationId)
    .executeTakeFirst();
  if (!owned) throw notFound(CONFIGURATION_NOT_FOUND);
  const id = randomUUID();
  const outcome = await writeOnceByKey(db, {
    earlier: (from) => earlierChange(from, configurationId, input),
    keyIndex: CLIENT_KEY_INDEX,
    // A second press with the same key waits here while the first commits: it is answered with
    // the first's change, not with "already cancelled".
    lock: (trx) =>
      trx
        .selectFrom('ticket_configurations as c')
        .innerJoin('events as e', 'e.id', 'c.event_id')
        .select([
          'c.id',
          'c.status',
          'c.event_state',
          'e.id as event_id',
          'e.starts_at',
          'e.ends_at',
        ])
        .where('c.id', '=', configurationId)
        .forNoKeyUpdate('c')
        .executeTakeFirst(),
    write: async (trx, configuration) => {
      // Checked after the key: a retry of a postponement whose dates have passed is the first's.
      if (input.kind === 'postpone') {
        const problem = postponementProblem(input);
        if (problem)
          throw new AppError(400, 'VALIDATION_ERROR', problem.message, { field: problem.field });
      }
      if (!configuration || configuration.status !== 'published')
        throw new AppError(409, 'CONFLICT', EVENT_NOT_PUBLISHED);
      if (configuration.event_state === 'cancelled')
        throw new AppError(409, 'CONFLICT', EVENT_ALREADY_CANCELLED);
      const underWay = await trx
        .selectFrom('event_changes')
        .select('id')
        .where('configuration_id', '=', configurationId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (underWay) throw new AppError(409, 'CONFLICT', EVENT_CHANGE_UNDER_WAY);
      const orders = await liveOrdersOf(trx, configurationId);
      const newStartsAt = input.kind === 'postpone' ? new Date(input.newStartsAt) : null;
      const newEndsAt =
        input.kind === 'postpone'
          ? input.newEndsAt
            ? new Date(input.newEndsAt)
            : new Date(
                newStartsAt!.getTime() +
                  (configuration.ends_at.getTime() - configuration.starts_at.getTime()),
              )
          : null;
      await trx
        .insertInto('event_changes')
        .values({
          id,
          organisation_id: requester.organisationId,
          configuration_id: configurationId,
          kind: input.kind,
          client_key: input.clientKey,
          fingerprint: fingerprintOf(input),
          note: input.note ?? '',
          old_starts_at: configuration.starts_at,
          new_starts_at: newStartsAt,
          new_ends_at: newEndsAt,
          refund_until: input.kind === 'postpone' ? new Date(input.refundUntil) : null,
          orders_total: orders.length,
          tickets_total: orders.reduce((sum, order) => sum + order.tickets, 0),
          requested_by: requester.accountId,
        })
        .execute();
      if (input.kind === 'cancel') {
        await trx
          .updateTable('ticket_configurations')
          .set({ event_state: 'cancelled', sales_ends_at: sql<Date>`now()`, refund_until: null })
          .where('id', '=', configurationId)
          .execute();
        // Nobody waits for a cancelled event; offered places are given back by the job.
        await sql`UPDATE waitlist_entries SET status = 'expired'
          WHERE status = 'waiting' AND ticket_type_id IN
            (SELECT id FROM ticket_types WHERE configuration_id = ${configurationId})`.execute(trx);
        // A change of the event for calendars that follow it: its feeds say CANCELLED with a new
        // SEQUENCE and LAST-MODIFIED, and a feed kept while nothing changed is built again.
        await trx
          .updateTable('events')
          .set({ updated_at: new Date() })
          .where('id', '=', configuration.event_id)
          .execute();
      } else {
        const shift = newStartsAt!.getTime() - configuration.starts_at.getTime();
        await trx
          .updateTable('events')
          .set({ starts_at: newStartsAt!, ends_at: newEndsAt!, updated_at: new Date() })
          .where('id', '=', configuration.event_id)
          .execute();
        // The sessions move with the event, each by the same time.
        await sql`UPDATE event_sessions
          SET starts_at = starts_at + make_interval(secs => ${shift / 1000}),
              ends_at = ends_at + make_interval(secs => ${shift / 1000})
          WHERE configuration_id = ${configurationId}`.execute(trx);
        await trx
          .updateTable('ticket_configurations')
          .set({ event_state: 'postponed', refund_until: new Date(input.refundUntil) })
          .where('id', '=', configurationId)
          .execute();
      }
      await ctx.jobs.enqueue(trx, eventChangeJobOf(id));
    },
  });
  if ('earlier' in outcome) return outcome.earlier;
  return changeById(db, id);
}
