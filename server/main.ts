// Starts the Floorcraft server: configuration, databases (migrated), demo seed, HTTP, jobs,
// and a graceful stop on SIGTERM/SIGINT that lets in-flight requests finish.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { readyLine, siteAddress } from './lib/site-address';
import { openDatabases, type Databases } from './db/database';
import { acquireLock } from './db/data-dir-lock';
import { buildApp } from './app';
import { resolveJwtSecret } from './services/server-secret';
import { isEmpty, seedDemo } from './services/demo-seed';

async function seedIfEmpty(
  databases: Databases,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
) {
  for (const target of ['production', 'development'] as const) {
    const db = databases.of(target);
    try {
      if (await isEmpty(db))
        log.info({ database: target, ...(await seedDemo(db)) }, 'demo data seeded');
    } catch (error) {
      // Another process may be seeding the same database at the same moment.
      log.warn({ err: error, database: target }, 'demo seed skipped');
    }
  }
}

function urlOf(address: AddressInfo): string {
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

export async function serve(config: Config = loadConfig()): Promise<void> {
  const lock = config.databaseUrl ? null : acquireLock(config.dataDir, 'server');
  let databases: Databases;
  try {
    databases = await openDatabases({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir, databases);
  const adminToken = lock ? randomBytes(32).toString('base64url') : undefined;
  const { app, ctx } = await buildApp({ config, databases, jwtSecret, adminToken });
  if (config.seedDemo) await seedIfEmpty(databases, app.log);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address() as AddressInfo;
  lock?.update({ url: urlOf(address), adminToken });
  // The durable jobs (retention, hold expiry, feeds, mail): stopped by app.close().
  ctx.jobs.start();
  app.log.info(
    {
      database: databases.kind,
      dataDir: databases.kind === 'embedded' ? config.dataDir : undefined,
    },
    readyLine(config, address.port),
  );
  if (!config.publicUrlSet)
    app.log.warn(
      `PUBLIC_URL is not set: links in e-mails point at ${siteAddress(config, 'production')} ` +
        `(and ${siteAddress(config, 'development')} for the development database), which only this machine opens. ` +
        'Check-in QR codes use the address the organiser opened the site at. Set PUBLIC_URL to the address phones reach.',
    );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn('second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await databases.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
