// Serves stored images at a stable address, cached for a year (keys never change content);
// ?format=base64 answers the spec's base64 read.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { notFound } from '../lib/app-error';
import { parseInput } from '../lib/validate';
import { readImage } from '../services/images';

const paramsSchema = z.object({
  key: z.string().check(z.regex(/^[\w-]{1,64}$/, 'key is not an image key.')),
});
const querySchema = z.object({ format: z.optional(z.enum(['base64'])) });

export async function imageRoutes(app: FastifyInstance) {
  app.get('/api/v2/images/:key', async (request, reply) => {
    const { key } = parseInput(paramsSchema, request.params);
    const { format } = parseInput(querySchema, request.query);
    const image = await readImage(request.scope.db, key);
    if (!image) throw notFound('Image not found');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (format === 'base64') {
      return {
        success: true,
        imageBase64: `data:${image.contentType};base64,${image.bytes.toString('base64')}`,
      };
    }
    return reply.type(image.contentType).send(image.bytes);
  });
}
