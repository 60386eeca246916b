// Prerenders, as part of `npm run build`, the pages with no data of their own (static-pages.ts):
// their markup goes to dist-ssr/prerendered.json beside the server bundle that rendered it, and
// the server sends it with each address's own head. Their markup does not depend on the server's
// configuration (the contact page's address arrives with the site's information, as in the app).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bundleFingerprint,
  loadPageRenderer,
  PRERENDERED_FILE,
  type Prerendered,
} from '../server/pages/page-render';
import { PRERENDERED_PATHS } from '../server/pages/static-pages';

const ssrRoot = path.resolve(process.argv[2] ?? 'dist-ssr');
const renderer = await loadPageRenderer(ssrRoot);
if (!renderer) throw new Error(`no server bundle in ${ssrRoot}: run vite build --ssr first`);
const pages: Prerendered['pages'] = {};
// The origin is no part of the markup (the router renders the path alone).
for (const pathname of PRERENDERED_PATHS)
  pages[pathname] = await renderer.render(`http://localhost${pathname}`, {});
const file: Prerendered = { bundle: bundleFingerprint(ssrRoot), pages };
writeFileSync(path.join(ssrRoot, PRERENDERED_FILE), JSON.stringify(file));
console.log(`prerendered ${PRERENDERED_PATHS.length} pages into ${path.relative('.', ssrRoot)}`);
