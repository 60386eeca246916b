// Bundle-size budget: the JavaScript a first visit loads before the home page shows (the entry
// script and what index.html preloads), gzipped, against 90 KB. Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const BUDGET_KB = 90;

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]!);
let total = 0;
for (const file of new Set(files)) {
  const bytes = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${file}: ${(bytes / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(
  `first-load JavaScript: ${kb.toFixed(1)} KB gzip — ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'} (≤ ${BUDGET_KB} KB)`,
);
if (kb > BUDGET_KB) process.exitCode = 1;
