// Serves stored images at a stable address, cached for a year (keys never change content);
// ?format=base64 answers the spec's base64 read. The proxy fetches a public image for a signed-in
// user (never an address inside our network: see services/image-proxy).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { imageProxyRequestSchema } from '../../src/contract/images';
import { AppError, notFound } from '../lib/app-error';
import { requireAccount } from '../plugins/authentication';
import { fetchRemoteImage, ImageFetchError } from '../services/image-proxy/fetch-remote-image';
import { parseInput } from '../lib/validate';
import { readImage } from '../services/images';

const paramsSchema = z.object({
  key: z.string().check(z.regex(/^[\w-]{1,64}$/, 'key is not an image key.')),
});
const querySchema = z.object({ format: z.optional(z.enum(['base64'])) });

export async function imageRoutes(app: FastifyInstance) {
  app.post('/api/v2/images/proxy', { preHandler: requireAccount }, async (request) => {
    const { url } = parseInput(imageProxyRequestSchema, request.body);
    try {
      const image = await fetchRemoteImage(url);
      return {
        success: true,
        imageData: `data:${image.contentType};base64,${image.bytes.toString('base64')}`,
      };
    } catch (error) {
      if (error instanceof ImageFetchError)
        throw new AppError(422, 'VALIDATION_ERROR', error.message, { field: 'url' });
      throw error;
    }
  });

  app.get('/api/v2/images/:key', async (request, reply) => {
    const { key } = parseInput(paramsSchema, request.params);
    const { format } = parseInput(querySchema, request.query);
    const image = await readImage(request.scope.db, key, request.account?.organisationId ?? null);
    if (!image) throw notFound('Image not found');
    // A draft's image is its school's alone: no shared cache may keep it.
    reply.header(
      'cache-control',
      image.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
    );
    if (format === 'base64') {
      return {
        success: true,
        imageBase64: `data:${image.contentType};base64,${image.bytes.toString('base64')}`,
      };
    }
    return reply.type(image.contentType).send(image.bytes);
  });
}
