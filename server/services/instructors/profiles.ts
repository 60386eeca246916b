// An account's instructor profile: read, made or changed (the slug chosen, kept, or made from the
// name and unique; a changed one kept as a former address), and its photo stored with the site's
// image pipeline.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import {
  MAX_PHOTO_BYTES,
  PHOTO_UPLOADS_PER_HOUR,
  slugFrom,
  type InstructorProfile,
  type instructorProfileInputSchema,
} from '../../../src/contract/instructors';
import type { Db } from '../../db/database';
import type { InstructorTable } from '../../db/schema-instructors';
import type { Selectable } from 'kysely';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { countAttempt, tooManyAttempts } from '../accounts/attempt-limits';
import { deleteImageIfUnused } from '../image-uses';
import { decodeBase64Image, storeImage, type ImageRule } from '../images';

type ProfileInput = z.output<typeof instructorProfileInputSchema>;

const SLUG_TAKEN = 'That profile address is taken: choose another.';

export const profileOf = (row: Selectable<InstructorTable>): InstructorProfile => ({
  slug: row.slug,
  name: row.name,
  imageKey: row.image_key,
  danceStyles: row.dance_styles,
  cities: row.cities,
  bio: row.bio,
  languages: row.languages,
  links: row.links,
});

export async function readOwnProfile(db: Db, accountId: string): Promise<InstructorProfile | null> {
  const row = await db
    .selectFrom('instructors')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? profileOf(row) : null;
}

/** The first of name-derived slugs (ana-souza, ana-souza-2, …) that no profile holds. */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugFrom(name).slice(0, 36).replace(/-+$/, '');
  const taken = new Set(
    (
      await db
        .selectFrom('instructors')
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

/**
 * A changed address keeps the old one pointing at the profile (its links answer 301); the address
 * now held stops pointing anywhere else (a current slug always wins over a former one).
 */
async function keepFormerSlug(db: Db, instructorId: string, before: string | null, now: string) {
  await db.deleteFrom('instructor_former_slugs').where('slug', '=', now).execute();
  if (before === null || before === now) return;
  await db
    .insertInto('instructor_former_slugs')
    .values({ slug: before, instructor_id: instructorId })
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({ instructor_id: instructorId, replaced_at: new Date() }),
    )
    .execute();
}

/** Makes the account an instructor, or changes its profile. A chosen slug held by another
 * profile is refused (409); without one, the profile keeps its slug or gets one from its name. */
export async function saveProfile(
  db: Db,
  accountId: string,
  input: ProfileInput,
): Promise<InstructorProfile> {
  const existing = await db
    .selectFrom('instructors')
    .select(['id', 'slug'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const values = {
    name: input.name,
    dance_styles: input.danceStyles,
    cities: input.cities,
    bio: input.bio,
    languages: input.languages,
    links: JSON.stringify(input.links),
  };
  // Two saves of a derived slug at once may pick the same one: the loser tries the next.
  for (let attempt = 0; ; attempt += 1) {
    const slug = input.slug ?? existing?.slug ?? (await freeSlug(db, input.name));
    try {
      return await db.transaction().execute(async (trx) => {
        const row = existing
          ? await trx
              .updateTable('instructors')
              .set({ ...values, slug, updated_at: new Date() })
              .where('id', '=', existing.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('instructors')
              .values({ id: randomUUID(), account_id: accountId, slug, ...values })
              .onConflict((oc) =>
                oc.column('account_id').doUpdateSet({ ...values, slug, updated_at: new Date() }),
              )
              .returningAll()
              .executeTakeFirstOrThrow();
        await keepFormerSlug(trx, row.id, existing?.slug ?? null, slug);
        return profileOf(row);
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'instructors_slug_key')) throw error;
      if (input.slug || existing || attempt >= 3)
        throw new AppError(409, 'CONFLICT', SLUG_TAKEN, { field: 'slug' });
    }
  }
}

export const CONFIRM_EMAIL_FOR_PHOTO =
  'Please confirm your e-mail address before adding a photo: we sent you a link.';
const PHOTO: ImageRule = { field: 'imageBase64', maxBytes: MAX_PHOTO_BYTES };

/** Stores (or, with null, removes) the profile's photo; the account must be an instructor with a
 * confirmed e-mail. Uploads are limited per account and hour; the photo replaced is deleted at
 * once (a photo taken down is not served on). */
export async function saveInstructorPhoto(
  db: Db,
  accountId: string,
  imageBase64: string | null,
): Promise<InstructorProfile> {
  const existing = await db
    .selectFrom('instructors')
    .innerJoin('accounts', 'accounts.id', 'instructors.account_id')
    .select(['instructors.id', 'accounts.email_verified_at'])
    .where('instructors.account_id', '=', accountId)
    .executeTakeFirst();
  if (!existing)
    throw new AppError(409, 'CONFLICT', 'Save your instructor profile before adding a photo.');
  if (imageBase64) {
    if (!existing.email_verified_at) throw new AppError(403, 'FORBIDDEN', CONFIRM_EMAIL_FOR_PHOTO);
    const over = await countAttempt(
      db,
      [{ key: `instructor-photo:${accountId}`, limit: PHOTO_UPLOADS_PER_HOUR }],
      60,
    );
    if (over.length > 0)
      throw tooManyAttempts('Too many photos uploaded. Please wait an hour and try again.', {
        retryAfterSeconds: 3600,
      });
  }
  const key = imageBase64
    ? await storeImage(db, decodeBase64Image(imageBase64, PHOTO), accountId)
    : null;
  const row = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('instructors')
      .select('image_key')
      .where('id', '=', existing.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const saved = await trx
      .updateTable('instructors')
      .set({ image_key: key, updated_at: new Date() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.image_key !== key) await deleteImageIfUnused(trx, before.image_key);
    return saved;
  });
  return profileOf(row);
}
