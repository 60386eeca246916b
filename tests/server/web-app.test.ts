// Serving the built web app: cache headers, SPA fallback for HTML navigations only, JSON 404s
// for the API, and the security headers.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'floorcraft-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Floorcraft</title><div id="root"></div>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What scripts/precompress.ts leaves beside a built file.
  writeFileSync(
    path.join(webRoot, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Floorcraft"}');
  // The shell, worker and manifest have compressed copies too (scripts/precompress.ts).
  for (const name of ['index.html', 'sw.js', 'manifest.webmanifest']) {
    const text = readFileSync(path.join(webRoot, name));
    writeFileSync(path.join(webRoot, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(webRoot, `${name}.gz`), gzipSync(text));
  }
  server = await startTestServer({ WEB_ROOT: webRoot });
});
afterAll(() => server.close());

const get = (url: string, accept = 'text/html') =>
  server.app.inject({ method: 'GET', url, headers: { accept } });

describe('the web app', () => {
  it('serves hashed assets as immutable and the shell and worker as no-cache', async () => {
    expect((await get('/assets/index-abc123.js', '*/*')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/sw.js', '*/*')).headers['cache-control']).toBe('no-cache');
    const shell = await get('/');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the shell, worker and manifest no-cache in every encoding and for HEAD', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      for (const encoding of ['br', 'gzip', 'gzip, deflate, br', 'identity']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await server.app.inject({
            method,
            url,
            headers: { accept: 'text/html', 'accept-encoding': encoding },
          });
          expect(response.statusCode, `${method} ${url} ${encoding}`).toBe(200);
          expect(response.headers['cache-control'], `${method} ${url} ${encoding}`).toBe(
            'no-cache',
          );
        }
      }
    }
    const asset = await server.app.inject({
      method: 'HEAD',
      url: '/assets/index-abc123.js',
      headers: { accept: '*/*', 'accept-encoding': 'br' },
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli copy made at build time to browsers that accept it', async () => {
    const compressed = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { accept: '*/*', 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/assets/index-abc123.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers app routes with index.html, and missing files with a 404', async () => {
    const deep = await get('/reset-password/abc');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const missingScript = await get('/assets/gone-123.js', '*/*');
    expect(missingScript.statusCode).toBe(404);
    expect(missingScript.body).not.toContain('<div id="root">');
    expect((await get('/assets/gone-123.js')).statusCode).toBe(404);
    expect((await get('/some/page', 'application/json')).statusCode).toBe(404);
    // The build's manifest stays the server's own.
    expect((await get('/.vite/manifest.json', '*/*')).statusCode).toBe(404);
  });

  it('answers unknown API paths with JSON 404 even for browsers', async () => {
    const response = await get('/api/v2/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(jsonOf(response)).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route GET /api/v2/nothing-here.' },
    });
  });

  it('sends a Content Security Policy without inline script, and other security headers', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells the app its version, support address and that payments are a demo', async () => {
    const response = await get('/api/v2/site', 'application/json');
    expect(jsonOf(response)).toEqual({
      version: server.config.version,
      supportEmail: 'support@floorcraft.app',
      // No Stripe keys: no money moves, and the screens say so.
      payments: 'demo',
    });
    expect(jsonOf(await get('/api/health', 'application/json'))).toMatchObject({ status: 'ok' });
  });
});
