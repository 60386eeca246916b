// Renders a public page on the server: the browser's own routes and providers for one address,
// with the page's data (the same parts the HTML's JSON block carries), to the HTML the app then
// hydrates. Built by `vite build --ssr` into dist-ssr/, loaded by server/pages/page-render.ts.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPages } from './app/router';
import { PageDataProvider, pageDataOf } from './lib/initial-data';
import { i18n, loadCatalogue } from './lib/i18n/i18n';
import { messages as australianEnglish } from './locales/en-AU/messages';

// Every page the server renders is in en-AU (the browser renders another language anew).
loadCatalogue('en-AU', australianEnglish);
if (!i18n.locale) i18n.activate('en-AU');

/** React's mark of a boundary written late (with an inline script that swaps it in). */
const LATE_BOUNDARY = '<template id="B:';

/** The markup inside #root for `url` (absolute), every code-split page loaded and rendered. */
export async function renderPage(url: string, data: Record<string, unknown>): Promise<string> {
  // The pages the address shows are loaded first, as the browser does before it hydrates: React
  // then writes them whole, never as a fallback plus the script that swaps them in (the CSP
  // refuses it).
  const { pathname, search } = new URL(url);
  await preloadPages(pathname, search);
  const markup = await renderOnce(url, data);
  if (markup.includes(LATE_BOUNDARY)) throw new Error(`${url} did not render in one pass`);
  return markup;
}

async function renderOnce(url: string, data: Record<string, unknown>): Promise<string> {
  const { pathname, search } = new URL(url);
  // A part that fails here would be left to the browser with an inline script, which the CSP
  // refuses: the whole page fails instead, and the server sends its plain content.
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageDataProvider value={pageDataOf(data)}>
        <AppProviders>
          <StaticRouter location={`${pathname}${search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageDataProvider>
    </StrictMode>,
    {
      onError: (error) => void (failure ??= error),
      // React outlines a boundary past this size to stream it later (with a script): never here.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
