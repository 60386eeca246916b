// Event images: decoded from base64, recognised by their first bytes (JPEG, PNG, GIF, WebP — never
// by what the client claims), at most 10 MB, stored in the database under an unguessable key.
// A wizard draft's image is its school's alone until an event shows it: nobody else reads it by
// its key, and no other school's draft may take it.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { MAX_IMAGE_BYTES } from '../../src/contract/imports';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';

export const IMAGE_URL_PREFIX = '/api/v2/images/';

export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

const DATA_URL_PREFIX = /^data:[\w/+.-]+;base64,/;

/**
 * The base64 text of an image value (a data URL or bare base64), or null when it is not base64.
 * Decoding and encoding again runs in native code at memory speed, where a regular expression over
 * megabytes holds the event loop for a tenth of a second: only text that does not come back the
 * same (with whitespace or without padding, or not base64 at all) meets the exact, slower check.
 */
function base64Of(value: string): string | null {
  const prefix = DATA_URL_PREFIX.exec(value.slice(0, 200))?.[0] ?? '';
  const text = value.slice(prefix.length);
  if (Buffer.from(text, 'base64').toString('base64') === text) return text;
  const bare = text.replace(/\s+/g, '');
  return /^[A-Za-z0-9+/]*={0,2}$/.test(bare) ? bare : null;
}

/** Which request field carried the image (named in a refusal) and how many bytes it may have. */
export interface ImageRule {
  field: string;
  maxBytes: number;
}
const EVENT_IMAGE: ImageRule = { field: 'base64Image', maxBytes: MAX_IMAGE_BYTES };
/** An image sent as `imageBase64` (branding, a timetable): up to the usual 10 MB. */
export const IMAGE_BASE64_FIELD: ImageRule = { field: 'imageBase64', maxBytes: MAX_IMAGE_BYTES };

const notBase64 = (field: string) =>
  new AppError(400, 'VALIDATION_ERROR', 'The image is not valid base64.', { field });

export function decodeBase64Image(
  value: string,
  rule: ImageRule = EVENT_IMAGE,
): { bytes: Buffer; contentType: string } {
  const { field } = rule;
  const base64 = base64Of(value);
  if (base64 === null) throw notBase64(field);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0)
    throw new AppError(400, 'VALIDATION_ERROR', 'The image is empty.', { field });
  if (bytes.length > rule.maxBytes) {
    const megabytes = rule.maxBytes / (1024 * 1024);
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `Images can be at most ${megabytes} MB.`, {
      field,
    });
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Images must be JPEG, PNG, GIF or WebP.', {
      field,
    });
  }
  return { bytes, contentType };
}

/**
 * What decodeBase64Image would refuse, judged without keeping the decoded image: its alphabet, its
 * size from its length, and its kind from its first bytes. An import checks 500 images this way
 * before writing anything, without holding their bytes twice.
 */
export function checkBase64Image(value: string): void {
  const base64 = base64Of(value);
  if (base64 === null) throw notBase64(EVENT_IMAGE.field);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const byteLength = Math.floor((base64.length * 3) / 4) - padding;
  if (byteLength <= 0 || byteLength > MAX_IMAGE_BYTES) decodeBase64Image(value);
  if (!sniffImageType(Buffer.from(base64.slice(0, 24), 'base64'))) decodeBase64Image(value);
}

export async function storeImage(
  db: Db,
  image: { bytes: Buffer; contentType: string },
  accountId: string | null,
  draftOrganisationId: string | null = null,
): Promise<string> {
  const key = randomBytes(18).toString('base64url');
  await db
    .insertInto('images')
    .values({
      key,
      content_type: image.contentType,
      bytes: image.bytes,
      byte_size: image.bytes.length,
      uploaded_by_account_id: accountId,
      draft_organisation_id: draftOrganisationId,
    })
    .execute();
  return key;
}

/** An image is public unless it is a draft's that no event shows yet. */
const isPublicImage = sql<boolean>`(images.draft_organisation_id IS NULL OR EXISTS (
  SELECT 1 FROM events WHERE events.image_key = images.key))`;

/** The image, when the viewer (a member of `viewerOrganisationId`, or anyone) may read it. */
export async function readImage(
  db: Db,
  key: string,
  viewerOrganisationId: string | null,
): Promise<{ bytes: Buffer; contentType: string; isPublic: boolean } | null> {
  const row = await db
    .selectFrom('images')
    .select(['bytes', 'content_type', 'draft_organisation_id', isPublicImage.as('is_public')])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (!row.is_public && row.draft_organisation_id !== viewerOrganisationId) return null;
  return {
    bytes: Buffer.from(row.bytes),
    contentType: row.content_type,
    isPublic: row.is_public,
  };
}

/** Refuses a draft naming another school's draft image (its key is not theirs to use). */
export async function assertImageUsableBy(
  db: Db,
  key: string,
  organisationId: string,
): Promise<void> {
  const row = await db
    .selectFrom('images')
    .select(['draft_organisation_id', isPublicImage.as('is_public')])
    .where('key', '=', key)
    .executeTakeFirst();
  if (row && !row.is_public && row.draft_organisation_id !== organisationId) {
    throw new AppError(400, 'VALIDATION_ERROR', 'The event image was not found.', {
      field: 'eventDetails.eventImageKey',
    });
  }
}
