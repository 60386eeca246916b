// Guide profiles: an aficionado's own (read, made or changed; the slug chosen, kept, or made from
// the name and unique), and the public side — one guide's page by slug or id, and the list by city
// and style. A profile is public only while its account is an aficionado: a guide whose flag is
// taken away disappears from the list and their page answers 404, their profile kept for later.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod/mini';
import {
  GUIDES_PAGE_SIZE,
  type GuidePage,
  type GuideProfile,
  type guideListQuerySchema,
  type guideProfileInputSchema,
  type GuideSummary,
  type OwnGuide,
} from '../../../src/contract/guides';
import { slugFrom } from '../../../src/contract/instructors';
import type { Db } from '../../db/database';
import type { GuideTable } from '../../db/schema-guides';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { isAficionado, ONLY_GUIDES } from './guide-accounts';
import { guidePicksOf } from './guide-picks';

type ProfileInput = z.output<typeof guideProfileInputSchema>;
type ListQuery = z.output<typeof guideListQuerySchema>;

const SLUG_TAKEN = 'That profile address is taken: choose another.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const guideProfileOf = (row: Selectable<GuideTable>): GuideProfile => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  city: row.city,
  danceStyles: row.dance_styles,
  languages: row.languages,
  askMeAbout: row.ask_me_about,
  bio: row.bio,
});

export async function readOwnGuide(db: Db, accountId: string): Promise<OwnGuide> {
  const row = await db
    .selectFrom('guides')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { isGuide: await isAficionado(db, accountId), profile: row ? guideProfileOf(row) : null };
}

/** The first of name-derived slugs (sam-lee, sam-lee-2, …) that no guide holds. */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugFrom(name).slice(0, 36).replace(/-+$/, '');
  const taken = new Set(
    (
      await db
        .selectFrom('guides')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
  return `${base}-${randomUUID().slice(0, 3)}`;
}

/** Makes or changes the aficionado's guide profile. A chosen slug another guide holds is refused
 * (409); without one, the profile keeps its slug or gets one from its name. */
export async function saveGuideProfile(
  db: Db,
  accountId: string,
  input: ProfileInput,
): Promise<GuideProfile> {
  if (!(await isAficionado(db, accountId))) throw new AppError(403, 'FORBIDDEN', ONLY_GUIDES);
  const existing = await db
    .selectFrom('guides')
    .select(['id', 'slug'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const values = {
    name: input.name,
    city: input.city,
    dance_styles: input.danceStyles,
    languages: input.languages,
    ask_me_about: input.askMeAbout,
    bio: input.bio,
  };
  // Two saves of a derived slug at once may pick the same one: the loser tries the next.
  for (let attempt = 0; ; attempt += 1) {
    const slug = input.slug ?? existing?.slug ?? (await freeSlug(db, input.name));
    try {
      const row = await db
        .insertInto('guides')
        .values({ id: randomUUID(), account_id: accountId, slug, ...values })
        .onConflict((oc) =>
          oc.column('account_id').doUpdateSet({ ...values, slug, updated_at: new Date() }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return guideProfileOf(row);
    } catch (error) {
      if (!isUniqueViolation(error, 'guides_slug_key')) throw error;
      if (input.slug || existing || attempt >= 3)
        throw new AppError(409, 'CONFLICT', SLUG_TAKEN, { field: 'slug' });
    }
  }
}

/** A public guide by slug (any case) or id; null when there is none or it is not public. */
export async function findPublicGuide(
  db: Db,
  handle: string,
): Promise<Selectable<GuideTable> | null> {
  const row = await db
    .selectFrom('guides')
    .innerJoin('accounts', 'accounts.id', 'guides.account_id')
    .selectAll('guides')
    .where('accounts.is_dance_aficionado', '=', true)
    .where((eb) =>
      UUID.test(handle)
        ? eb('guides.id', '=', handle.toLowerCase())
        : eb('guides.slug', '=', handle.toLowerCase()),
    )
    .executeTakeFirst();
  return row ?? null;
}

export async function readGuidePage(db: Db, handle: string): Promise<GuidePage> {
  const row = await findPublicGuide(db, handle);
  if (!row) throw notFound('No local guide has this address.');
  return { profile: guideProfileOf(row), picks: await guidePicksOf(db, row.id) };
}

/** The public list, by name: city exact (any case), style one of the guide's. */
export async function listGuides(db: Db, query: ListQuery) {
  let base = db
    .selectFrom('guides')
    .innerJoin('accounts', 'accounts.id', 'guides.account_id')
    .where('accounts.is_dance_aficionado', '=', true);
  if (query.city) base = base.where(sql`lower(guides.city)`, '=', query.city.toLowerCase());
  if (query.style) base = base.where(sql<boolean>`${query.style} = ANY(guides.dance_styles)`);
  const [rows, count] = await Promise.all([
    base
      .select([
        'guides.slug',
        'guides.name',
        'guides.city',
        'guides.dance_styles',
        'guides.languages',
      ])
      .orderBy('guides.name')
      .orderBy('guides.id')
      .limit(GUIDES_PAGE_SIZE)
      .offset((query.page - 1) * GUIDES_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const guides: GuideSummary[] = rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    city: row.city,
    danceStyles: row.dance_styles,
    languages: row.languages,
  }));
  return { guides, page: query.page, pageSize: GUIDES_PAGE_SIZE, total: Number(count.total) };
}
