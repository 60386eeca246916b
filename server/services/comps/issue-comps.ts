// Issuing comps: an organiser of the event's school gives free tickets of one type to named people.
// Each recipient's ticket is a real one — an order of its own (price 0, provider 'comp') written by
// the purchase's one-statement write, its seat taken through the seat ledger, its e-mail in the
// outbox with its delivery job — and the whole issue is one transaction: every comp or none. The
// issue's row is unique by the client's key, so a double click (or two at once) gives one set.
import { createHash, randomUUID } from 'node:crypto';
import { roleName, rolesOffered, withRoleName } from '../../../src/contract/partner-roles';
import type { Comp, CompIssue } from '../../../src/contract/comps';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { withTransactionRetry } from '../../db/lock-order';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { siteLink, targetOf } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import { claimPartnerTickets } from '../purchases/partner-tickets';
import { ticketCode } from '../purchases/purchase-checks';
import { writeOrder, type OrderWrite } from '../purchases/purchase-write';
import { hasRoles, lockAndCheckBalance } from '../seats/role-balance';
import { isSeatViolation, sessionFullNow } from '../seats/seat-ledger';
import { ownConfigurationRow } from '../ticketing/configurations';
import { compMail } from './comp-mail';
import { COMP_PROVIDER, compsOfIssue } from './comp-read';

export interface Issuer {
  accountId: string;
  organisationId: string;
}

const invalid = (message: string, field: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field });

export const KEY_REUSED = 'This key was already used for other comps.';

/** The event's type and what the comps' e-mails and lines need; refusals in the organiser's words. */
async function compTarget(db: Db, issuer: Issuer, configurationId: string, typeId: string) {
  const configuration = await ownConfigurationRow(db, issuer.organisationId, configurationId);
  if (configuration.status !== 'published' || !configuration.event_id)
    throw new AppError(409, 'CONFLICT', 'Comps can be issued for a published event only.');
  const type = await db
    .selectFrom('ticket_types')
    .select(['id', 'name', 'roles', 'currency', 'quantity', 'sold', 'held'])
    .where('id', '=', typeId)
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
  if (!type) throw invalid('That ticket type is not part of this event.', 'ticketTypeId');
  const event = await db
    .selectFrom('events')
    .innerJoin('organisations as s', (join) => join.on('s.id', '=', configuration.organisation_id))
    .select([
      'events.id',
      'events.title',
      'events.starts_at',
      'events.ends_at',
      'events.time_zone',
      'events.location_description',
      's.name as school',
    ])
    .where('events.id', '=', configuration.event_id)
    .executeTakeFirstOrThrow();
  if (event.ends_at <= new Date())
    throw new AppError(409, 'CONFLICT', 'This event has ended: comps can no longer be issued.');
  return { type, event };
}

type Target = Awaited<ReturnType<typeof compTarget>>;

/** Each recipient's role fits the type, and no address is named twice. */
function checkRecipients(input: CompIssue, type: Target['type']) {
  const seen = new Set<string>();
  for (const recipient of input.recipients) {
    if (seen.has(recipient.email))
      throw invalid(`${recipient.email} is named twice: one comp per person.`, 'recipients');
    seen.add(recipient.email);
    if (!type.roles && recipient.role)
      throw invalid(`"${type.name}" has no roles to choose.`, 'recipients');
    if (type.roles && (!recipient.role || !rolesOffered(type.roles).includes(recipient.role)))
      throw invalid(`Please choose a role for ${recipient.name}.`, 'recipients');
  }
}

/** What was asked, so the same key sent for another issue is told apart from a retry. */
const fingerprintOf = (input: CompIssue) =>
  createHash('sha256')
    .update(JSON.stringify([input.ticketTypeId, input.note, input.recipients]))
    .digest('hex');

/** The comps already issued under this key (null when none), or 409 for another issue's key. */
async function earlierIssue(
  db: Db,
  configurationId: string,
  input: CompIssue,
): Promise<Comp[] | null> {
  const issue = await db
    .selectFrom('comp_issues')
    .select(['id', 'fingerprint'])
    .where('configuration_id', '=', configurationId)
    .where('client_key', '=', input.clientKey)
    .executeTakeFirst();
  if (!issue) return null;
  if (issue.fingerprint !== fingerprintOf(input))
    throw new AppError(409, 'CONFLICT', KEY_REUSED, { field: 'clientKey' });
  return compsOfIssue(db, configurationId, issue.id);
}

/** Why the places were refused: a full session, or the type with what it has left. */
async function fullRefusal(db: Db, type: Target['type'], lines: OrderWrite['lines']) {
  const session = await sessionFullNow(db, lines);
  if (session) return session;
  const now = await db
    .selectFrom('ticket_types')
    .select(['quantity', 'sold', 'held'])
    .where('id', '=', type.id)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, now.quantity - now.sold - now.held);
  const wanted = lines.length;
  return new AppError(
    409,
    'SOLD_OUT',
    left === 0
      ? `"${type.name}" is full: no comp can be issued.`
      : `"${type.name}" has only ${left} place${left === 1 ? '' : 's'} left: ${wanted} comps cannot be issued.`,
    { ticketType: type.id, available: left },
  );
}

export async function issueComps(
  ctx: ServiceContext,
  db: Db,
  issuer: Issuer,
  configurationId: string,
  input: CompIssue,
): Promise<Comp[]> {
  const { type, event } = await compTarget(db, issuer, configurationId, input.ticketTypeId);
  checkRecipients(input, type);
  const earlier = await earlierIssue(db, configurationId, input);
  if (earlier) return earlier;

  const issueId = randomUUID();
  const target = await targetOf(db);
  const mailEvent = {
    title: event.title,
    startsAt: event.starts_at,
    timeZone: event.time_zone,
    location: event.location_description,
  };
  const writes: OrderWrite[] = input.recipients.map((recipient, index) => {
    const role: RoleKey = recipient.role ?? '';
    const named = type.roles && role ? roleName(type.roles, role) : null;
    const code = ticketCode();
    const message = compMail({
      to: recipient.email,
      name: recipient.name,
      school: event.school,
      ticketName: withRoleName(type.name, named),
      code,
      event: mailEvent,
      myTicketsUrl: siteLink(ctx.config, target, '/my-tickets'),
    });
    return {
      orderId: randomUUID(),
      accountId: null,
      email: recipient.email,
      configurationId,
      eventId: event.id,
      // Padded, so the issue's comps sort in the order their recipients were named.
      idempotencyKey: `comp:${issueId}:${String(index).padStart(2, '0')}`,
      totalCents: 0,
      currency: type.currency,
      provider: COMP_PROVIDER,
      method: COMP_PROVIDER,
      reference: issueId,
      lines: [{ typeId: type.id, role, quantity: 1, priceCents: 0 }],
      tickets: [
        {
          id: randomUUID(),
          typeId: type.id,
          code,
          role: role || null,
          roleName: named,
          holderName: recipient.name,
          holderEmail: recipient.email,
        },
      ],
      mail: ctx.mailer.outboxRow(message),
    };
  });
  const allLines = writes.flatMap((write) => write.lines);

  try {
    await withTransactionRetry(() =>
      db.transaction().execute(async (trx) => {
        // First: a second issue under the same key waits here for the first, then is refused.
        await trx
          .insertInto('comp_issues')
          .values({
            id: issueId,
            configuration_id: configurationId,
            client_key: input.clientKey,
            fingerprint: fingerprintOf(input),
            issued_by_account_id: issuer.accountId,
          })
          .execute();
        if (hasRoles(allLines)) await lockAndCheckBalance(trx, allLines);
        for (const write of writes) await writeOrder(trx, write);
        await trx
          .updateTable('orders')
          .set({ comp_issue_id: issueId, comp_note: input.note || null })
          .where(
            'id',
            'in',
            writes.map((write) => write.orderId),
          )
          .execute();
      }),
    );
  } catch (error) {
    // The same issue sent twice at once: the second answers the first's comps.
    if (isUniqueViolation(error, 'comp_issues_client_key')) {
      const first = await earlierIssue(db, configurationId, input);
      if (first) return first;
    }
    if (isSeatViolation(error)) throw await fullRefusal(db, type, allLines);
    throw error;
  }

  for (const write of writes) {
    await ctx.mailer.deliver(db, write.mail.id);
    // A recipient who already has a confirmed account finds the ticket in My Tickets now.
    await claimPartnerTickets(db, write.email);
  }
  return compsOfIssue(db, configurationId, issueId);
}
