// Serves the built web app: hashed assets cached for a year, the shell and service worker
// revalidated every time, Brotli or gzip copies made at build time to browsers that accept them,
// and index.html for HTML navigations to app routes only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, sendError } from '../plugins/error-handling';

const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

export function cacheControlFor(filePath: string): string {
  // The Brotli and gzip copies (index.html.br) follow the rules of the file they copy.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (filePath.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  // A path with a file extension is a file: missing means 404, never the shell.
  if (path.posix.extname(pathname) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const built = existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // scripts/precompress.ts leaves .br and .gz copies beside the text files at build time.
      preCompressed: true,
      // The build's manifest (.vite/manifest.json) is for the server's preloads, not for visitors.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // The same address answers Brotli, gzip or plain bytes: caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      return sendError(
        reply,
        404,
        'NOT_FOUND',
        `No API route ${request.method} ${request.url.split('?')[0]}.`,
      );
    }
    if (!wantsHtml(request))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run npm run build.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
