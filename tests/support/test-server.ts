// Builds the real API server on a real database for server tests: a fresh in-memory PGlite, or
// the PostgreSQL server named by DATABASE_URL (shared, so tests use unique e-mails).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config';
import { openDatabases, type Databases } from '../../server/db/database';
import { buildApp } from '../../server/app';
import type { ServiceContext } from '../../server/services/context';

export interface TestServer {
  app: FastifyInstance;
  ctx: ServiceContext;
  databases: Databases;
  config: Config;
  close(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: { outboundAddressPolicy?: (address: string) => boolean; requestTimeoutMs?: number } = {},
): Promise<TestServer> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_ROOT: '/nonexistent-web-root',
    // Pages carry their plain content unless a test renders with the built app.
    SSR_ROOT: '/nonexistent-ssr-root',
    PUBLIC_URL: 'http://floorcraft.test',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    ...env,
  });
  const databases = await openDatabases({ databaseUrl: config.databaseUrl, dataDir: null });
  const { app, ctx } = await buildApp({
    config,
    databases,
    jwtSecret: 'test-secret-test-secret-test-secret-42',
    ...options,
  });
  await app.ready();
  return {
    app,
    ctx,
    databases,
    config,
    async close() {
      await app.close();
      await databases.close();
    },
  };
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${randomUUID().slice(0, 8)}@floorcraft.test`;

export function jsonOf<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

export function payloadOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
}

/** A documentation address (2001:db8::/32) no other test (or test run) uses at the same time. */
export const uniqueAddress = () =>
  `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
