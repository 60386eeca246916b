// Door links: how an organiser lets a helper work one event's door without an account. The link
// carries a long random secret (in the address's #fragment, so no server log sees it) and comes
// with a 6-digit PIN told separately; both give a 12-hour door session for that event only. A link
// ends with the event (or when revoked); five wrong PINs lock it, counted before the PIN is compared
// so that parallel guesses cannot get around the count.
import { randomInt, randomUUID } from 'node:crypto';
import {
  DOOR_LINK_PIN_ATTEMPTS,
  DOOR_LINK_PIN_DIGITS,
  type DoorLink,
} from '../../../src/contract/door';
import type { Db, DatabaseTarget } from '../../db/database';
import { sameSecret } from '../../lib/signing';
import { AppError, notFound } from '../../lib/app-error';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { doorEventFor, type DoorActor } from './door-access';
import { DOOR_SESSION_MAX_SECONDS, type DoorTokens } from './door-tokens';

export const DOOR_LINK_REFUSED = 'This door link or PIN is not valid.';
export const DOOR_LINK_LOCKED =
  'This door link is locked after too many wrong PINs. Ask the organiser for a new one.';
/** A link stays usable this long after the event ends (late stragglers, the last sync). */
const AFTER_END_MS = 6 * 60 * 60_000;

type Organiser = Extract<DoorActor, { kind: 'organiser' }>;

function linkOf(row: {
  id: string;
  label: string;
  expires_at: Date;
  revoked_at: Date | null;
  failed_pins: number;
  created_at: Date;
}): DoorLink {
  return {
    id: row.id,
    label: row.label,
    expiresAt: row.expires_at.toISOString(),
    revoked: row.revoked_at !== null,
    locked: row.failed_pins >= DOOR_LINK_PIN_ATTEMPTS,
    createdAt: row.created_at.toISOString(),
  };
}

const pinHash = (linkId: string, pin: string) => hashToken(`${linkId}:${pin}`);

export async function createDoorLink(
  db: Db,
  organiser: Organiser,
  eventId: string,
  label: string,
  publicUrl: string,
) {
  const event = await doorEventFor(db, organiser, eventId);
  const expires = new Date(event.ends_at.getTime() + AFTER_END_MS);
  if (expires <= new Date())
    throw new AppError(409, 'CONFLICT', 'This event has ended: its door needs no more helpers.');
  const id = randomUUID();
  const secret = newOpaqueToken();
  const pin = String(randomInt(0, 10 ** DOOR_LINK_PIN_DIGITS)).padStart(DOOR_LINK_PIN_DIGITS, '0');
  const row = await db
    .insertInto('door_links')
    .values({
      id,
      event_id: eventId,
      label,
      secret_hash: hashToken(secret),
      pin_hash: pinHash(id, pin),
      created_by_account_id: organiser.accountId,
      expires_at: expires,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { link: linkOf(row), url: `${publicUrl}/door/${eventId}#link=${id}.${secret}`, pin };
}

export async function listDoorLinks(db: Db, organiser: Organiser, eventId: string) {
  await doorEventFor(db, organiser, eventId);
  const rows = await db
    .selectFrom('door_links')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('created_at')
    .execute();
  return rows.map(linkOf);
}

export async function revokeDoorLink(
  db: Db,
  organiser: Organiser,
  eventId: string,
  linkId: string,
) {
  await doorEventFor(db, organiser, eventId);
  const revoked = await db
    .updateTable('door_links')
    .set({ revoked_at: new Date() })
    .where('id', '=', linkId)
    .where('event_id', '=', eventId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw notFound('This door link does not exist or was already revoked.');
}

/** The link and PIN for a door session; one wrong PIN costs one of the link's attempts. */
export async function openDoorSession(
  db: Db,
  tokens: DoorTokens,
  database: DatabaseTarget,
  request: { linkId: string; secret: string; pin: string },
) {
  const link = await db
    .selectFrom('door_links')
    .selectAll()
    .where('id', '=', request.linkId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!link || !sameSecret(link.secret_hash, hashToken(request.secret)))
    throw new AppError(401, 'UNAUTHORIZED', DOOR_LINK_REFUSED);
  // Take an attempt first; a right PIN gives it back.
  const attempt = await db
    .updateTable('door_links')
    .set((eb) => ({ failed_pins: eb('failed_pins', '+', 1) }))
    .where('id', '=', link.id)
    .where('failed_pins', '<', DOOR_LINK_PIN_ATTEMPTS)
    .returning('failed_pins')
    .executeTakeFirst();
  if (!attempt) throw new AppError(429, 'RATE_LIMITED', DOOR_LINK_LOCKED);
  if (!sameSecret(link.pin_hash, pinHash(link.id, request.pin)))
    throw new AppError(401, 'UNAUTHORIZED', DOOR_LINK_REFUSED);
  await db
    .updateTable('door_links')
    .set((eb) => ({ failed_pins: eb('failed_pins', '-', 1) }))
    .where('id', '=', link.id)
    .execute();
  const expiresAt = new Date(
    Math.min(link.expires_at.getTime(), Date.now() + DOOR_SESSION_MAX_SECONDS * 1000),
  );
  const token = tokens.sign(
    { linkId: link.id, eventId: link.event_id, label: link.label, database },
    expiresAt,
  );
  return { token, eventId: link.event_id, label: link.label, expiresAt: expiresAt.toISOString() };
}
