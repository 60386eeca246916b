// The server's render of public pages: src/entry-server.tsx, built by `npm run build` into
// dist-ssr/ beside the web app. Loaded once; without a built bundle (a checkout run before its
// first build) pages carry the plain content page-heads writes, and the app renders them itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The markup inside #root for an absolute address, rendered with the page's data. */
export type RenderPage = (url: string, data: Record<string, unknown>) => Promise<string>;

export async function loadPageRenderer(ssrRoot: string): Promise<RenderPage | null> {
  const entry = path.join(ssrRoot, 'entry-server.js');
  if (!existsSync(entry)) return null;
  // React's server renderer in its production build (the development one is several times slower
  // and only adds warnings meant for a developer's console).
  process.env.NODE_ENV ??= 'production';
  const bundle = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return bundle.renderPage;
}

/**
 * React puts the preload hints of a page's images first in its markup; they belong in the head,
 * and hydration expects #root to hold only the app.
 */
export function hintsAndMarkup(rendered: string): { hints: string[]; markup: string } {
  const hints: string[] = [];
  let markup = rendered;
  for (let hint = /^<link [^>]*\/?>/.exec(markup); hint; hint = /^<link [^>]*\/?>/.exec(markup)) {
    hints.push(hint[0]);
    markup = markup.slice(hint[0].length);
  }
  return { hints, markup };
}
