// Saving the wizard (spec §4 Ticket wizard, §7 POST /api/v2/ticket/organiser/draft): creates a
// draft once per client key, re-saves one by id, settles who holds the event first (BLOCK,
// EDIT_EXISTING, or an ownership claim to confirm), and applies edits to a published event at once.
// One transaction: a save lands whole or not at all.
import { randomUUID } from 'node:crypto';
import type {
  DraftSave,
  OwnershipInfo,
  TicketConfiguration,
} from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { withTransactionRetry } from '../../db/lock-order';
import { MAX_IMAGE_BYTES } from '../../../src/contract/imports';
import { assertImageUsableBy, decodeBase64Image, storeImage } from '../images';
import { readSettings } from '../organisations/settings';
import { assertNotArchived, loadConfiguration, ownConfigurationRow } from './configurations';
import { writeEvent } from './event-from-configuration';
import { claimEvent, ownershipConflict, ownershipOf } from './ownership';
import { assertEventDetailsComplete, assertPublishable, assertTicketTypesComplete } from './rules';
import { replaceTicketTypes } from './ticket-types';
import { replaceSessions } from './event-sessions';
import { enqueueSessionChanges } from './session-changes';
import type { Mailer } from '../mailer';
import type { ServiceContext } from '../context';
import { offerAfterChange } from '../waitlist/waitlist-offers';

export interface Member {
  accountId: string;
  organisationId: string;
}

export type SaveAnswer =
  | { requiresOwnershipAck: false; configuration: TicketConfiguration }
  | { requiresOwnershipAck: true; ownership: OwnershipInfo };

async function existingConfiguration(db: Db, member: Member, save: DraftSave) {
  if (save.id) return ownConfigurationRow(db, member.organisationId, save.id, { lock: true });
  if (!save.clientKey) return null;
  const row = await db
    .selectFrom('ticket_configurations')
    .selectAll()
    .where('organisation_id', '=', member.organisationId)
    .where('client_key', '=', save.clientKey)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row ?? null;
}

function assertRules(save: DraftSave, published: boolean): void {
  const details = save.eventDetails;
  const types = save.ticketSetup.ticketTypes;
  if (published) {
    assertPublishable({
      eventDetails: details,
      ticketTypes: types,
      paymentMethods: save.checkout.paymentMethods,
      termsAndConditions: save.checkout.termsAndConditions,
    });
  }
  if (save.currentStep >= 2)
    assertEventDetailsComplete(details, published ? undefined : new Date());
  if (save.currentStep >= 3) assertTicketTypesComplete(types);
  const period = save.ticketSetup.salesPeriod;
  if (
    period?.startDate &&
    period.endDate &&
    Date.parse(period.endDate) < Date.parse(period.startDate)
  )
    throw new AppError(400, 'VALIDATION_ERROR', 'Sales must not end before they start.', {
      field: 'ticketSetup.salesPeriod.endDate',
    });
}

async function eventIdByUid(db: Db, uid: string | null | undefined) {
  if (!uid) return null;
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('ical_uid', '=', uid)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What a save attempt leaves behind for after its commit. */
interface Attempt {
  eventId: string | null;
  /** E-mails telling holders that sessions moved, in the outbox with the save, to deliver. */
  mails: Awaited<ReturnType<typeof enqueueSessionChanges>>;
  /** A published event's types: a quantity or capacity raised may free places for a waitlist. */
  typeIds: string[];
}

async function saveWithin(
  db: Db,
  member: Member,
  save: DraftSave,
  attempted: Attempt,
  mailer: Pick<Mailer, 'enqueue'> | null,
): Promise<SaveAnswer> {
  attempted.mails = [];
  const organisationId = member.organisationId;
  const existing = await existingConfiguration(db, member, save);
  if (existing) assertNotArchived(existing);
  const published = existing?.status === 'published';
  assertRules(save, published);

  let eventId = existing?.event_id ?? null;
  if (!eventId) {
    const candidate =
      save.existingEventId ??
      save.eventId ??
      (await eventIdByUid(db, save.eventDetails.icsData?.uid));
    if (candidate) {
      attempted.eventId = candidate;
      const ownership = await ownershipOf(db, organisationId, candidate, existing?.id ?? null);
      if (ownership?.action === 'CLAIM_OWNERSHIP') {
        if (!save.claimOwnership || save.existingEventId !== candidate)
          return { requiresOwnershipAck: true, ownership };
        if (!(await claimEvent(db, organisationId, candidate)))
          throw ownershipConflict({ ...ownership, action: 'BLOCK' });
      } else if (ownership) {
        throw ownershipConflict(ownership);
      }
      eventId = candidate;
    }
  }

  const { base64Image, ...details } = save.eventDetails;
  if (base64Image) {
    details.eventImageKey = await storeImage(
      db,
      decodeBase64Image(base64Image, {
        field: 'eventDetails.base64Image',
        maxBytes: MAX_IMAGE_BYTES,
      }),
      member.accountId,
      organisationId,
    );
  } else if (details.eventImageKey) {
    await assertImageUsableBy(db, details.eventImageKey, organisationId);
  }
  const refundPolicy =
    save.ticketSetup.refundPolicy.trim() ||
    (await readSettings(db, organisationId)).ticketingDefaults.defaultRefundPolicy;
  const values = {
    event_id: eventId,
    current_step: save.currentStep,
    event_details: JSON.stringify(details),
    sales_starts_at: save.ticketSetup.salesPeriod?.startDate ?? null,
    sales_ends_at: save.ticketSetup.salesPeriod?.endDate ?? null,
    refund_policy: refundPolicy,
    payment_methods: [...new Set(save.checkout.paymentMethods)],
    terms_and_conditions: save.checkout.termsAndConditions,
    updated_at: new Date(),
    updated_by_account_id: member.accountId,
  };
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await db.updateTable('ticket_configurations').set(values).where('id', '=', id).execute();
  } else {
    await db
      .insertInto('ticket_configurations')
      .values({
        ...values,
        id,
        organisation_id: organisationId,
        client_key: save.clientKey ?? null,
        created_by_account_id: member.accountId,
      })
      .execute();
  }
  const savedTypes = await replaceTicketTypes(db, id, save.ticketSetup.ticketTypes);
  attempted.typeIds = published ? savedTypes.map((type) => type.id) : [];
  const moved = await replaceSessions(
    db,
    id,
    save.ticketSetup.sessions,
    savedTypes,
    details,
    published || save.currentStep >= 3,
  );
  if (published) await writeEvent(db, organisationId, eventId, details);
  if (published && eventId && mailer && moved.length > 0) {
    const { time_zone: timeZone } = await db
      .selectFrom('events')
      .select('time_zone')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    attempted.mails = await enqueueSessionChanges(
      db,
      mailer,
      { title: details.title, timeZone },
      moved,
    );
  }
  return {
    requiresOwnershipAck: false,
    configuration: await loadConfiguration(db, organisationId, id),
  };
}

/** Saves the wizard's form; given the server's context, holders of moved sessions are told (the
 * e-mails commit with the save and are delivered after it, in the background), and places it
 * frees are offered to the waitlists at once. */
export async function saveConfiguration(
  db: Db,
  member: Member,
  save: DraftSave,
  notify: ServiceContext | null = null,
): Promise<SaveAnswer> {
  const mailer = notify?.mailer ?? null;
  const attempted: Attempt = { eventId: null, mails: [], typeIds: [] };
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await withTransactionRetry(() =>
        db.transaction().execute((trx) => saveWithin(trx, member, save, attempted, mailer)),
      );
      const { mails } = attempted;
      // Places added (a quantity or a session's capacity raised) go to those waiting, now.
      if (notify) offerAfterChange(notify, db, attempted.typeIds);
      if (notify && mails.length > 0)
        notify.background.run('session change mails', async () => {
          for (const mail of mails) await notify.mailer.deliver(db, mail.id);
        });
      return answer;
    } catch (error) {
      // The same new draft sent twice at once: the second becomes a re-save of the first.
      if (attempt === 1 && isUniqueViolation(error, 'ticket_configurations_client_key')) continue;
      // Another event's save took a session id this one sent at the same moment: this save then
      // gives its session an id of its own (event-sessions.ts).
      if (attempt === 1 && isUniqueViolation(error, 'event_sessions_pkey')) continue;
      // Another save took the event first: answer as if it had been there all along.
      if (attempted.eventId && isUniqueViolation(error, 'ticket_configurations_event_key')) {
        const ownership = await ownershipOf(db, member.organisationId, attempted.eventId, null);
        if (ownership) throw ownershipConflict(ownership);
      }
      throw error;
    }
  }
}
