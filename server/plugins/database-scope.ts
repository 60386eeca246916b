// Picks each request's database: the development one when it carries X-App-Version:
// development-app (spec §7), production otherwise. Production data never serves a dev request.
// An <img> cannot send headers, so `?appVersion=development-app` counts the same.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION_HEADER, DEVELOPMENT_APP_VERSION } from '../../src/contract/dev-mode';
import type { Databases } from '../db/database';
import type { Scope } from '../services/context';

declare module 'fastify' {
  interface FastifyRequest {
    scope: Scope;
  }
}

export function registerDatabaseScope(app: FastifyInstance, databases: Databases): void {
  app.decorateRequest('scope', null as unknown as Scope);
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const target =
      request.headers[APP_VERSION_HEADER] === DEVELOPMENT_APP_VERSION ||
      query?.appVersion === DEVELOPMENT_APP_VERSION
        ? 'development'
        : 'production';
    request.scope = { db: databases.of(target), target };
  });
}
