// A couple's partner: checked against the order (one place of each role of a role-based type, and
// an address of their own), given the ticket of their role in their name with an e-mail of its
// own, and — once an account with that address is confirmed — the ticket moves to it, so it is in
// their My Tickets and no longer the buyer's.
import type { Partner } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import type { HoldPartner } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../mailer';
import { dateTimeText, type MailEvent } from './purchase-mail';
import type { Selection } from './purchase-checks';

const invalid = (message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field: 'partner' });

/** The partner's ticket type: a role-based type of which the order takes both roles. */
export function partnerOfOrder(
  partner: Partner | undefined,
  buyerEmail: string,
  selections: Selection[],
  types: Array<{ id: string; roles: unknown }>,
): HoldPartner | null {
  if (!partner) return null;
  if (partner.email === buyerEmail.toLowerCase())
    throw invalid('Your partner needs an e-mail address of their own.');
  const quantityOf = (typeId: string, role: string) =>
    selections
      .filter((selection) => selection.ticketType === typeId && selection.role === role)
      .reduce((sum, selection) => sum + selection.quantity, 0);
  const type = types.find(
    (candidate) =>
      candidate.roles &&
      quantityOf(candidate.id, 'lead') > 0 &&
      quantityOf(candidate.id, 'follow') > 0,
  );
  if (!type)
    throw invalid(
      'A partner comes with a couple: choose one place of each role of the same ticket.',
    );
  return { ...partner, typeId: type.id };
}

/** Marks the partner's ticket: the first of their type and role. */
export function withHolder<T extends { typeId: string; role: string | null }>(
  tickets: T[],
  partner: HoldPartner | null,
): Array<T & { holderName: string | null; holderEmail: string | null }> {
  let given = false;
  return tickets.map((ticket) => {
    const theirs =
      !given &&
      partner !== null &&
      ticket.typeId === partner.typeId &&
      ticket.role === partner.role;
    if (theirs) given = true;
    return {
      ...ticket,
      holderName: theirs ? partner.name : null,
      holderEmail: theirs ? partner.email : null,
    };
  });
}

export function partnerMail(
  partner: HoldPartner,
  buyerEmail: string,
  ticket: { name: string; code: string },
  event: MailEvent,
  myTicketsUrl: string,
): MailMessage {
  return {
    to: partner.email,
    subject: `Your ticket: ${event.title}`,
    text: [
      `Hello ${partner.name},`,
      '',
      `${buyerEmail} bought you a place as a couple: ${ticket.name}.`,
      `${event.title}, ${dateTimeText(event.startsAt, event.timeZone)}${event.location ? `, ${event.location}` : ''}.`,
      '',
      `Your ticket code: ${ticket.code}`,
      '',
      `Sign in (or create an account) with this e-mail address to carry your pass in My Tickets: ${myTicketsUrl}`,
    ].join('\n'),
  };
}

/**
 * Moves tickets held in this address's name to its account, once the address is confirmed: a
 * partner's, a comp's and a guest's; a guest's orders become the account's too (its order page).
 */
export async function claimPartnerTickets(db: Db, email: string): Promise<number> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
  if (!account) return 0;
  const moved = await db
    .updateTable('tickets')
    .set({ account_id: account.id })
    .where('holder_email', '=', email.toLowerCase())
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '<>', account.id)]))
    .executeTakeFirst();
  await db
    .updateTable('orders')
    .set({ account_id: account.id })
    .where('guest_name', 'is not', null)
    .where('buyer_email', '=', email.toLowerCase())
    .where('account_id', 'is', null)
    .execute();
  return Number(moved.numUpdatedRows);
}
