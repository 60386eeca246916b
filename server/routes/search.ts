// The one search: GET /api/v2/search?q=&styles=&isNearby=true&latitude=&longitude=&radiusKm= —
// events and classes, instructors and local guides at once (src/contract/site-search.ts).
import type { FastifyInstance } from 'fastify';
import { siteSearchQuerySchema } from '../../src/contract/site-search';
import { parseInput } from '../lib/validate';
import { siteSearch } from '../services/search/site-search';
import { publicFilter } from './events';

export async function searchRoutes(app: FastifyInstance) {
  app.get('/api/v2/search', async (request) => {
    const query = parseInput(siteSearchQuerySchema, request.query);
    return { data: await siteSearch(request.scope.db, publicFilter(request, query)) };
  });
}
