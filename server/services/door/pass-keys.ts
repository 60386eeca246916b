// The deployment's Ed25519 pass keys, kept in the database (so every server process and every
// restart signs with the same key): one active key signs new passes; a rotated-out key stays to
// verify the passes it signed. Each key has a short id (from its public key) printed in its passes.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import {
  base64urlToBytes,
  parsePass,
  passSignedPart,
  type PassClaims,
} from '../../../src/contract/passes';
import type { Db } from '../../db/database';

export interface PassKey {
  kid: string;
  publicKey: string;
}

interface SigningKey extends PassKey {
  privateKey: KeyObject;
}

/** The raw 32 bytes of an Ed25519 public key are the end of its SPKI DER encoding. */
const rawPublicKey = (key: KeyObject) => key.export({ format: 'der', type: 'spki' }).subarray(-32);

function newKeyRow() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = rawPublicKey(publicKey);
  return {
    kid: createHash('sha256').update(raw).digest('base64url').slice(0, 8),
    public_key: raw.toString('base64url'),
    private_key: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
  };
}

/** Kept a while: a key rotated by another process is picked up within this time. */
const KEY_CACHE_MS = 5 * 60_000;
const signingKeys = new WeakMap<Db, { key: SigningKey; until: number }>();

/** The active key, made on first use (two processes starting at once agree on one). */
export async function activePassKey(db: Db): Promise<SigningKey> {
  const cached = signingKeys.get(db);
  if (cached && cached.until > Date.now()) return cached.key;
  const active = () =>
    db.selectFrom('pass_keys').selectAll().where('retired_at', 'is', null).executeTakeFirst();
  let row = await active();
  if (!row) {
    await db
      .insertInto('pass_keys')
      .values(newKeyRow())
      // The partial unique index allows one active key: whoever comes second keeps the first's.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    row = await active();
    if (!row) throw new Error('No active pass key after creating one.');
  }
  const key = {
    kid: row.kid,
    publicKey: row.public_key,
    privateKey: createPrivateKey({
      key: Buffer.from(row.private_key, 'base64url'),
      format: 'der',
      type: 'pkcs8',
    }),
  };
  signingKeys.set(db, { key, until: Date.now() + KEY_CACHE_MS });
  return key;
}

/** Every key a pass may be signed with (the active one and those rotated out). */
export async function passKeys(db: Db): Promise<PassKey[]> {
  await activePassKey(db);
  const rows = await db
    .selectFrom('pass_keys')
    .select(['kid', 'public_key'])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ kid: row.kid, publicKey: row.public_key }));
}

/** Retires the active key and makes a new one; passes signed before keep verifying. */
export async function rotatePassKey(db: Db): Promise<PassKey> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pass_keys')
      .set({ retired_at: new Date() })
      .where('retired_at', 'is', null)
      .execute();
    await trx.insertInto('pass_keys').values(newKeyRow()).execute();
  });
  signingKeys.delete(db);
  const key = await activePassKey(db);
  return { kid: key.kid, publicKey: key.publicKey };
}

export function signPass(key: SigningKey, claims: Omit<PassClaims, 'kid'>): string {
  const signed = passSignedPart({ ...claims, kid: key.kid });
  const signature = sign(null, Buffer.from(signed, 'ascii'), key.privateKey);
  return `${signed}.${signature.toString('base64url')}`;
}

export type PassCheck =
  { valid: true; claims: PassClaims } | { valid: false; reason: 'not-a-pass' | 'forged' };

/** Checks a scanned pass against the keys: its signature, never what it merely says. */
export function checkPass(text: string, keys: PassKey[]): PassCheck {
  const pass = parsePass(text);
  if (!pass) return { valid: false, reason: 'not-a-pass' };
  const key = keys.find((candidate) => candidate.kid === pass.kid);
  const raw = key ? base64urlToBytes(key.publicKey) : null;
  if (!raw) return { valid: false, reason: 'forged' };
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: key!.publicKey },
    format: 'jwk',
  });
  const ok = verify(
    null,
    Buffer.from(pass.signed, 'ascii'),
    publicKey,
    Buffer.from(pass.signature),
  );
  if (!ok) return { valid: false, reason: 'forged' };
  const { kid, ticketId, eventId, ticketTypeId } = pass;
  return { valid: true, claims: { kid, ticketId, eventId, ticketTypeId } };
}
