// Public facts the web app shows (version, support address) and a health check for load balancers.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SiteInfo } from '../../src/contract/site';
import type { ServiceContext } from '../services/context';

export function siteRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/v2/site', async (_request, reply): Promise<SiteInfo> => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        version: ctx.config.version,
        supportEmail: ctx.config.supportEmail,
        payments: ctx.config.stripe ? 'stripe' : 'demo',
      };
    });

    app.get('/api/health', async (request) => {
      await sql`SELECT 1`.execute(request.scope.db);
      return { status: 'ok', version: ctx.config.version };
    });
  };
}
