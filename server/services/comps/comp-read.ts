// Comps as Sales lists them: each comp's ticket, who it is for, its note, who issued it and when,
// and whether it was revoked or used at the door. Comps given at the door (a door sale that took no
// money, isDoorComp) are listed with them, marked as given at the door by the device that gave
// them; a voided one reads as revoked. Read by configuration (already checked to be the
// organiser's), by issue, or one by its order.
import { withRoleName } from '../../../src/contract/partner-roles';
import type { Comp } from '../../../src/contract/comps';
import { DOOR_SALE_PROVIDER } from '../../../src/contract/door-sales';
import type { Db } from '../../db/database';

export const COMP_PROVIDER = 'comp';

function compRows(db: Db, configurationId: string) {
  return db
    .selectFrom('orders as o')
    .innerJoin('tickets as t', 't.order_id', 'o.id')
    .innerJoin('ticket_types as y', 'y.id', 't.ticket_type_id')
    .leftJoin('comp_issues as i', 'i.id', 'o.comp_issue_id')
    .leftJoin('accounts as issuer', 'issuer.id', 'i.issued_by_account_id')
    .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
    .leftJoin('door_sales as d', 'd.order_id', 'o.id')
    .leftJoin('accounts as seller', 'seller.id', 'd.account_id')
    .select([
      'o.id as order_id',
      'o.created_at',
      'o.comp_note',
      'o.comp_revoked_at',
      'o.buyer_email',
      'o.guest_name',
      'o.payment_provider',
      't.id as ticket_id',
      't.voided_at',
      't.code',
      't.holder_name',
      't.holder_email',
      't.ticket_type_id',
      't.role_name',
      'y.name as type_name',
      'issuer.email as issuer_email',
      'c.checked_in_at',
      'd.device_name as door_name',
      'seller.email as seller_email',
    ])
    .where('o.configuration_id', '=', configurationId)
    .where((eb) =>
      eb.or([
        eb('o.payment_provider', '=', COMP_PROVIDER),
        eb.and([
          eb('o.payment_provider', '=', DOOR_SALE_PROVIDER),
          eb('o.payment_method', '=', 'comp'),
        ]),
      ]),
    );
}

type CompRow = Awaited<ReturnType<ReturnType<typeof compRows>['execute']>>[number];

const compOf = (row: CompRow): Comp => {
  // The same rule as isDoorComp: the query takes only comps, so a door order here is a door comp.
  const atDoor = row.payment_provider === DOOR_SALE_PROVIDER;
  return {
    orderId: row.order_id,
    ticketId: row.ticket_id,
    code: row.code,
    name: row.holder_name ?? row.guest_name ?? '',
    email: row.holder_email ?? row.buyer_email,
    ticketTypeId: row.ticket_type_id,
    ticketTypeName: withRoleName(row.type_name, row.role_name),
    note: row.comp_note,
    issuedAt: row.created_at.toISOString(),
    issuedBy: atDoor ? (row.seller_email ?? row.door_name) : row.issuer_email,
    // A door comp is voided (from Orders), not revoked: its void is when it stopped admitting.
    revokedAt: (atDoor ? row.voided_at : row.comp_revoked_at)?.toISOString() ?? null,
    checkedInAt: row.checked_in_at?.toISOString() ?? null,
    ...(atDoor ? { atDoor: true, doorName: row.door_name } : {}),
  };
};

/** The configuration's comps (those given at the door too), newest first. */
export async function compsOf(db: Db, configurationId: string): Promise<Comp[]> {
  const rows = await compRows(db, configurationId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.idempotency_key')
    .orderBy('t.code')
    .execute();
  return rows.map(compOf);
}

/** The comps of one issue, in the order their recipients were named. */
export async function compsOfIssue(
  db: Db,
  configurationId: string,
  issueId: string,
): Promise<Comp[]> {
  const rows = await compRows(db, configurationId)
    .where('o.comp_issue_id', '=', issueId)
    .orderBy('o.idempotency_key')
    .execute();
  return rows.map(compOf);
}

export async function compByOrder(
  db: Db,
  configurationId: string,
  orderId: string,
): Promise<Comp | undefined> {
  const row = await compRows(db, configurationId).where('o.id', '=', orderId).executeTakeFirst();
  return row && compOf(row);
}
