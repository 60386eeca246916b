// The site's address in links that leave the page (e-mails, Stripe's way back): each link opens
// on the database it was made in. The web app uses the development database on a localhost page
// (spec §7), so without PUBLIC_URL a production link names 127.0.0.1 and a development link names
// localhost; a development link to any other address carries ?devMode=true. The request's Host
// never chooses the address: a forged Host must not send a password-reset link elsewhere.
import { sql } from 'kysely';
import type { Config } from '../config';
import { schemaOf, type DatabaseTarget, type Db } from '../db/database';

type AddressConfig = Pick<Config, 'publicUrl' | 'publicUrlSet' | 'host' | 'port'>;

const LOOPBACK_OR_ANY = /^(localhost|127(\.\d+){3}|::1|0\.0\.0\.0|::|\[::1?\])$/i;

/** The site's own address for links made in `target`'s database, without a trailing slash. */
export function siteAddress(config: AddressConfig, target: DatabaseTarget): string {
  if (config.publicUrlSet) return config.publicUrl;
  const host = config.host.trim();
  if (!host || LOOPBACK_OR_ANY.test(host))
    return `http://${target === 'development' ? 'localhost' : '127.0.0.1'}:${config.port}`;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${config.port}`;
}

/** A full link to `path` (which may carry its own query and #fragment) in `target`'s database. */
export function siteLink(config: AddressConfig, target: DatabaseTarget, path: string): string {
  const base = siteAddress(config, target);
  if (target !== 'development' || new URL(base).hostname === 'localhost') return `${base}${path}`;
  const [beforeHash, hash] = path.split(/#(.*)/s, 2) as [string, string | undefined];
  const marked = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}devMode=true`;
  return `${base}${marked}${hash === undefined ? '' : `#${hash}`}`;
}

// A handle's database never changes, and every sale asks: asked once per handle.
const targets = new WeakMap<Db, DatabaseTarget>();

/** Which database `db` (or a transaction on it) works on. */
export async function targetOf(db: Db): Promise<DatabaseTarget> {
  const known = targets.get(db);
  if (known) return known;
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const target = rows[0]?.schema === schemaOf.development ? 'development' : 'production';
  targets.set(db, target);
  return target;
}

/** A link to `path` that opens on the database `db` works on. */
export async function siteLinkIn(config: AddressConfig, db: Db, path: string): Promise<string> {
  return siteLink(config, await targetOf(db), path);
}

/** Names the address the server listens on and which database each address opens. */
export function readyLine(config: AddressConfig & Pick<Config, 'version'>, port: number): string {
  const production = siteAddress(config, 'production');
  const development = siteAddress(config, 'development');
  const databases =
    development === production
      ? `open ${production} (add ?devMode=true for the development database)`
      : `open ${production} for the production database; ${development} uses the development database`;
  return `Floorcraft ${config.version} is listening on ${config.host}:${port}: ${databases}`;
}
