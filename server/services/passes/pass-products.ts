// A school's class passes: created in Settings › Passes with the courses they cover, listed with
// what they sold (passes, credits used and left, passes ending soon), their courses changed,
// withdrawn from sale; and the passes on sale that cover an event, for its purchase page.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ClassPass, ClassPassInput } from '../../../src/contract/class-passes';
import type { Currency } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import type { ClassPassTable } from '../../db/schema-passes';
import { AppError, notFound } from '../../lib/app-error';
import { centsOf } from '../ticketing/configurations';
import { courseTitlesOf } from './pass-courses';
import { seriesOf } from './pass-coverage';

type Row = Pick<
  ClassPassTable,
  'id' | 'name' | 'classes' | 'validity_weeks' | 'price_cents' | 'currency'
> & { active: boolean };

const passOf = (row: Row, courses: ClassPass['courses']): ClassPass => ({
  id: row.id,
  name: row.name,
  classes: row.classes,
  validityWeeks: row.validity_weeks,
  price: row.price_cents / 100,
  currency: row.currency as Currency,
  active: row.active,
  courses,
});

const columns = [
  'p.id',
  'p.name',
  'p.classes',
  'p.validity_weeks',
  'p.price_cents',
  'p.currency',
  'p.active',
] as const;

/** Each pass's courses, named by their current titles, in title order. */
async function coursesOfPasses(db: Db, organisationId: string, passIds: string[]) {
  const byPass = new Map<string, ClassPass['courses']>();
  if (passIds.length === 0) return byPass;
  const rows = await db
    .selectFrom('class_pass_courses')
    .select(['pass_id', 'series_id'])
    .where('pass_id', 'in', passIds)
    .execute();
  const titles = await courseTitlesOf(
    db,
    organisationId,
    rows.map((row) => row.series_id),
  );
  for (const row of rows) {
    const list = byPass.get(row.pass_id) ?? [];
    list.push({ id: row.series_id, title: titles.get(row.series_id) ?? 'A removed course' });
    byPass.set(row.pass_id, list);
  }
  for (const list of byPass.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return byPass;
}

/** Refuses course ids that are not a series of this school's events (a 400 naming the field). */
async function assertOwnCourses(db: Db, organisationId: string, courses: string[]) {
  const found = await db
    .selectFrom('ticket_configurations as c')
    .select(seriesOf('c').as('series'))
    .distinct()
    .where('c.organisation_id', '=', organisationId)
    .where(seriesOf('c'), 'in', courses)
    .execute();
  if (found.length !== new Set(courses).size)
    throw new AppError(400, 'VALIDATION_ERROR', 'Some of those courses are not this school’s.', {
      field: 'courses',
    });
}

async function writeCourses(db: Db, passId: string, courses: string[]) {
  await db.deleteFrom('class_pass_courses').where('pass_id', '=', passId).execute();
  await db
    .insertInto('class_pass_courses')
    .values([...new Set(courses)].map((seriesId) => ({ pass_id: passId, series_id: seriesId })))
    .execute();
}

export async function createPass(
  db: Db,
  organisationId: string,
  input: ClassPassInput,
): Promise<ClassPass> {
  await assertOwnCourses(db, organisationId, input.courses);
  const row = {
    id: randomUUID(),
    organisation_id: organisationId,
    name: input.name,
    classes: input.classes,
    validity_weeks: input.validityWeeks,
    price_cents: centsOf(input.price),
    currency: input.currency,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('class_passes').values(row).execute();
    await writeCourses(trx, row.id, input.courses);
  });
  const courses = await coursesOfPasses(db, organisationId, [row.id]);
  return passOf({ ...row, active: true }, courses.get(row.id) ?? []);
}

/** Changes what a pass covers; passes already sold cover the new courses from now on. */
export async function changePassCourses(
  db: Db,
  organisationId: string,
  passId: string,
  courses: string[],
): Promise<void> {
  await assertOwnCourses(db, organisationId, courses);
  await db.transaction().execute(async (trx) => {
    const pass = await trx
      .selectFrom('class_passes')
      .select('id')
      .where('id', '=', passId)
      .where('organisation_id', '=', organisationId)
      .forUpdate()
      .executeTakeFirst();
    if (!pass) throw notFound('This pass was not found.');
    await writeCourses(trx, passId, courses);
  });
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
  const courses = await coursesOfPasses(
    db,
    organisationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...passOf(row, courses.get(row.id) ?? []),
    sold: Number(row.sold),
    creditsUsed: Number(row.used),
    creditsLeft: Number(row.left),
    expiringSoon: Number(row.soon),
  }));
}

/** The passes on sale from this school that cover this configuration's course or series. */
export async function passesCovering(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<ClassPass[]> {
  const rows = await db
    .selectFrom('class_passes as p')
    .select(columns)
    .where('p.organisation_id', '=', organisationId)
    .where('p.active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('class_pass_courses as pc')
          .innerJoin('ticket_configurations as c', (join) =>
            join.on(seriesOf('c'), '=', sql.ref('pc.series_id')),
          )
          .select('pc.pass_id')
          .whereRef('pc.pass_id', '=', 'p.id')
          .where('c.id', '=', configurationId),
      ),
    )
    .orderBy('p.classes')
    .execute();
  const courses = await coursesOfPasses(
    db,
    organisationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => passOf(row, courses.get(row.id) ?? []));
}
