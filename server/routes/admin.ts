// Lets the `floorcraft` CLI act through the running server when both use one embedded data
// folder. Only callers on this machine holding the token the server wrote into DATA_DIR get in.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import type { Databases } from '../db/database';
import type { ServiceContext } from '../services/context';
import { runAdminCommand } from '../cli/admin-commands';
import { ADMIN_TOKEN_HEADER } from '../lib/admin-token';
import { sameSecret } from '../lib/signing';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function adminRoutes(ctx: ServiceContext, databases: Databases, adminToken: string) {
  return async (app: FastifyInstance) => {
    app.post('/api/internal/cli', async (request) => {
      const given = request.headers[ADMIN_TOKEN_HEADER];
      if (
        !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
        typeof given !== 'string' ||
        !sameSecret(given, adminToken)
      ) {
        throw new AppError(
          403,
          'FORBIDDEN',
          'Administration is only open to the floorcraft CLI on this machine.',
        );
      }
      return { lines: await runAdminCommand(ctx, databases, request.body) };
    });
  };
}
