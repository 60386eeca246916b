// The server's render of public pages: src/entry-server.tsx, built by `npm run build` into
// dist-ssr/ beside the web app, with the pages that have no data of their own prerendered by the
// same build (scripts/prerender.ts → prerendered.json). Loaded once; without a built bundle (a
// checkout run before its first build) pages carry the plain content page-heads writes, and the
// app renders them itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The markup inside #root for an absolute address, rendered with the page's data. */
export type RenderPage = (url: string, data: Record<string, unknown>) => Promise<string>;

export interface PageRenderer {
  render: RenderPage;
  /** The markup of pages rendered at build time, by path. */
  prerendered: ReadonlyMap<string, string>;
}

const ENTRY = 'entry-server.js';
export const PRERENDERED_FILE = 'prerendered.json';

/** What prerendered.json holds: the pages, and which server bundle rendered them. */
export interface Prerendered {
  bundle: string;
  pages: Record<string, string>;
}

export async function loadPageRenderer(ssrRoot: string): Promise<PageRenderer | null> {
  const entry = path.join(ssrRoot, ENTRY);
  if (!existsSync(entry)) return null;
  // React's server renderer in its production build (the development one is several times slower
  // and only adds warnings meant for a developer's console).
  process.env.NODE_ENV ??= 'production';
  const bundle = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return { render: bundle.renderPage, prerendered: readPrerendered(ssrRoot) };
}

/** A fingerprint of the server bundle: prerendered pages are used only with the one that made them. */
export const bundleFingerprint = (ssrRoot: string): string =>
  createHash('sha256')
    .update(readFileSync(path.join(ssrRoot, ENTRY)))
    .digest('hex');

function readPrerendered(ssrRoot: string): ReadonlyMap<string, string> {
  try {
    const file = JSON.parse(
      readFileSync(path.join(ssrRoot, PRERENDERED_FILE), 'utf8'),
    ) as Prerendered;
    // A server bundle built again without prerendering would hydrate pages it did not render.
    if (file.bundle !== bundleFingerprint(ssrRoot)) return new Map();
    return new Map(Object.entries(file.pages));
  } catch {
    return new Map(); // Not prerendered: the pages are rendered on their first visit.
  }
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
