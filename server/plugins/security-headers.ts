// Security headers: a Content Security Policy that needs no inline script, and helmet's defaults.
// The headers are built once: helmet made per request (as its Fastify plugin does) re-parses the
// policy for every response, a cost each API call paid.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const securityHeadersWith = (styleHashes: string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The door scanner's QR reader is WebAssembly (served from here, never a CDN).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // The app's stylesheet as written into server-answered pages (inline-styles.ts), by hash.
        styleSrc: ["'self'", ...styleHashes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The camera's stream shown in the door scanner.
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Store badges and app deep links open other origins; keep the referrer to our origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

export async function registerSecurityHeaders(
  app: FastifyInstance,
  styleHashes: string[] = [],
): Promise<void> {
  const securityHeaders = securityHeadersWith(styleHashes);
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
