// The built service worker: its precache manifest holds the app shell (index.html), every script
// and style index.html loads, and the icons — and neither the worker itself, nor the compressed
// copies, nor the install-dialog screenshots (fetched only when the dialog opens); and the door
// scanner's WebAssembly QR reader.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const sw = readFileSync('dist/sw.js', 'utf8');
const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);

describe('dist/sw.js', () => {
  it('precaches the shell and what it loads, not itself', () => {
    expect(precached).toContain('index.html');
    expect(precached).toContain('manifest.webmanifest');
    expect(precached).toContain('icons/icon-192.png');
    expect(precached).not.toContain('sw.js');
    const html = readFileSync('dist/index.html', 'utf8');
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    );
    expect(loaded.length).toBeGreaterThan(0);
    for (const asset of loaded) expect(precached).toContain(asset);
  });

  it('precaches the door scanner’s QR reader (WebAssembly, from this site) for use offline', () => {
    expect(precached.filter((url) => /^assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toHaveLength(
      1,
    );
  });

  it('leaves out compressed copies and screenshots', () => {
    expect(precached.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
    expect(precached.filter((url) => url.startsWith('screenshots/'))).toEqual([]);
  });
});
