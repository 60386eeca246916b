// Path segments are read by the router at any length and refused over 100 characters by us, for
// every route with path params: 400 in the contract's shape naming the param. The router's own
// limit answered 404 instead wherever another route (the web app's pages, the same path with
// another method) could take the address once the param had failed.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** No id, slug, code or date we issue is longer; a longer segment names nothing. */
export const MAX_PATH_PARAM_LENGTH = 100;

/**
 * What the router is told: no segment is cut short by it. Node refuses a request line with its
 * headers over 16 KB (431), so no segment reaches this; no route's param is a regular expression
 * (the router's limit guards those against slow matching).
 */
export const ROUTER_MAX_PARAM_LENGTH = 16 * 1024;

export function registerPathParamLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const [name, value] of Object.entries(params)) {
      // The web app's catch-all ('*') is a page's whole address, not one segment.
      if (name === '*' || typeof value !== 'string') continue;
      if (value.length > MAX_PATH_PARAM_LENGTH)
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          `${name} is too long (at most ${MAX_PATH_PARAM_LENGTH} characters).`,
          { field: name },
        );
    }
  });
}
