// Bundle-size budget: the JavaScript a first visit loads before the home page shows (the entry
// script and what index.html preloads), gzipped, against 110 KB — React 19 and React Router 7 alone
// are about 99 KB of it, so a budget below that floor could never be met; then, for information,
// what each lazily loaded page adds on top (its chunk and the chunks it imports that the entry
// does not).
// Needs `npm run build` first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const ASSETS = path.join(DIST, 'assets');
const BUDGET_KB = 110;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically, by file name. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    withImports(match[1]!, seen);
  return seen;
}

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const firstLoad = [
  ...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
].map((match) => match[1]!);
const entry = new Set(firstLoad.flatMap((file) => [...withImports(file)]));
let total = 0;
for (const file of entry) {
  const kb = gzipKb(file);
  total += kb;
  console.log(`  ${file}: ${kb.toFixed(1)} KB gzip`);
}
console.log(
  `first-load JavaScript: ${total.toFixed(1)} KB gzip — ${total <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'} (≤ ${BUDGET_KB} KB)`,
);

console.log('each page adds (its chunk and imports beyond the first load):');
const pages = readdirSync(ASSETS).filter((file) => /-(page|route)-[^.]+\.js$/.test(file));
for (const page of pages.sort()) {
  const extra = [...withImports(page)].filter((file) => !entry.has(file));
  const kb = extra.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  ${page.replace(/-[\w-]{8}\.js$/, '')}: +${kb.toFixed(1)} KB gzip`);
}
if (total > BUDGET_KB) process.exitCode = 1;
