// A school's class passes: created in Settings › Passes, listed with what they sold (passes,
// credits used and left, passes ending soon), withdrawn from sale; and the passes on sale that
// cover an event (its title is the series they name), for its purchase page.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ClassPass, ClassPassInput } from '../../../src/contract/class-passes';
import type { Currency } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import type { ClassPassTable } from '../../db/schema-passes';
import { notFound } from '../../lib/app-error';
import { centsOf } from '../ticketing/configurations';
import { sameSeries } from './pass-coverage';

type Row = Pick<
  ClassPassTable,
  'id' | 'name' | 'classes' | 'validity_weeks' | 'price_cents' | 'currency' | 'covers'
> & { active: boolean };

const passOf = (row: Row): ClassPass => ({
  id: row.id,
  name: row.name,
  classes: row.classes,
  validityWeeks: row.validity_weeks,
  price: row.price_cents / 100,
  currency: row.currency as Currency,
  covers: row.covers,
  active: row.active,
});

const columns = [
  'p.id',
  'p.name',
  'p.classes',
  'p.validity_weeks',
  'p.price_cents',
  'p.currency',
  'p.covers',
  'p.active',
] as const;

export async function createPass(
  db: Db,
  organisationId: string,
  input: ClassPassInput,
): Promise<ClassPass> {
  const row = {
    id: randomUUID(),
    organisation_id: organisationId,
    name: input.name,
    classes: input.classes,
    validity_weeks: input.validityWeeks,
    price_cents: centsOf(input.price),
    currency: input.currency,
    covers: input.covers,
  };
  await db.insertInto('class_passes').values(row).execute();
  return passOf({ ...row, active: true });
}

export async function withdrawPass(db: Db, organisationId: string, passId: string) {
  const done = await db
    .updateTable('class_passes')
    .set({ active: false })
    .where('id', '=', passId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw notFound('This pass was not found.');
}

export async function organiserPasses(db: Db, organisationId: string) {
  const soon = new Date(Date.now() + 14 * 86_400_000);
  const rows = await db
    .selectFrom('class_passes as p')
    .leftJoin('pass_orders as o', (join) =>
      join.onRef('o.pass_id', '=', 'p.id').on('o.status', '=', 'paid'),
    )
    .select([
      ...columns,
      sql<string>`count(o.id)`.as('sold'),
      sql<string>`coalesce(sum(o.classes_used), 0)`.as('used'),
      sql<string>`coalesce(sum(o.classes_total - o.classes_used) FILTER (WHERE o.valid_until > now()), 0)`.as(
        'left',
      ),
      sql<string>`count(o.id) FILTER (WHERE o.valid_until > now() AND o.valid_until <= ${soon}
        AND o.classes_used < o.classes_total)`.as('soon'),
    ])
    .where('p.organisation_id', '=', organisationId)
    .groupBy('p.id')
    .orderBy('p.created_at')
    .execute();
  return rows.map((row) => ({
    ...passOf(row),
    sold: Number(row.sold),
    creditsUsed: Number(row.used),
    creditsLeft: Number(row.left),
    expiringSoon: Number(row.soon),
  }));
}

/** The passes on sale from this school that cover an event of this title. */
export async function passesCovering(
  db: Db,
  organisationId: string,
  title: string,
): Promise<ClassPass[]> {
  const rows = await db
    .selectFrom('class_passes as p')
    .select(columns)
    .where('p.organisation_id', '=', organisationId)
    .where('p.active', '=', true)
    .where(sameSeries(title, sql.ref('p.covers')))
    .orderBy('p.classes')
    .execute();
  return rows.map(passOf);
}
