// Public pages with no data of their own (home, how it works, contact, privacy, terms, sign in,
// register, forgotten password), rendered by the app and hydrated; and My Tickets' frame (its
// heading and loading state: the server cannot know whose tickets — nor can the app's first
// render, before the session is restored, so it hydrates the frame and then fills it).
// Their markup is prerendered by `npm run build` (scripts/prerender.ts); without it each is
// rendered on its first visit and kept. An address with a query (sign-in's way back to a page) is
// rendered for itself, and a failed render (sent as the plain shell) is not kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeHead } from '../../src/contract/route-titles';
import { sayInEnAu } from '../lib/messages';
import type { Config } from '../config';
import { publicUrlFor } from '../lib/public-url';
import { pageHtml, renderedContent, sendPage, siteShareTags } from './page-html';
import type { PageRenderer } from './page-render';
import type { RouteModule } from './route-preloads';

const KEPT_PAGES = 64;

/** Public pages with no data of their own, and the route chunk each needs (home's is the entry). */
export const STATIC_PAGES: Array<[string, RouteModule | null]> = [
  ['/', null],
  ['/how-it-works', 'howItWorks'],
  ['/contact', 'contact'],
  ['/privacy-policy', 'privacy'],
  ['/terms-conditions', 'terms'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgot-password', 'forgotPassword'],
];

/** Signed-in pages whose frame the server sends (RequireAccess's `pending`), never previewed. */
export const FRAME_PAGES: Array<[string, RouteModule]> = [['/my-tickets', 'myTickets']];

/** Every page the build prerenders. */
export const PRERENDERED_PATHS = [...STATIC_PAGES, ...FRAME_PAGES].map(([pathname]) => pathname);

export function registerStaticPages(
  app: FastifyInstance,
  options: {
    template: string;
    renderer: PageRenderer | null;
    preloadsOf: (route: RouteModule, rendered: boolean) => string;
    config: Pick<Config, 'publicUrl' | 'publicUrlSet'>;
  },
): void {
  const { template, renderer, preloadsOf, config } = options;
  const kept = new Map<string, Promise<string>>();
  const pageFor = async (
    request: FastifyRequest,
    pathname: string,
    route: RouteModule | null,
    frame: boolean,
  ) => {
    const origin = publicUrlFor(config, request);
    const prerendered = request.url === pathname ? renderer?.prerendered.get(pathname) : undefined;
    const content =
      prerendered !== undefined
        ? { content: prerendered, rendered: true }
        : await renderedContent(
            renderer?.render ?? null,
            request,
            `${origin}${request.url}`,
            {},
            '',
          );
    if (!content.rendered) kept.delete(`${origin}${pathname}`);
    const head = routeHead(pathname, sayInEnAu)!;
    return pageHtml(template, {
      ...head,
      tags: frame ? '' : siteShareTags(origin, pathname, head),
      preloads: route ? preloadsOf(route, content.rendered) : '',
      ...content,
      frame,
      data: {},
    });
  };
  const serve = (pathname: string, route: RouteModule | null, frame: boolean) =>
    app.get(pathname, async (request, reply) => {
      if (request.url !== pathname)
        return sendPage(reply, 200, await pageFor(request, pathname, route, frame));
      // Kept per address the site is reached at: its links and preview name it.
      const key = `${publicUrlFor(config, request)}${pathname}`;
      let html = kept.get(key);
      if (!html) {
        html = pageFor(request, pathname, route, frame);
        // The Host a request names is the visitor's to choose: only so many are kept.
        if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
        kept.set(key, html);
      }
      return sendPage(reply, 200, await html);
    });
  // Without the server's render, the static pages are the app's shell (web-app.ts).
  if (renderer) for (const [pathname, route] of STATIC_PAGES) serve(pathname, route, false);
  for (const [pathname, route] of FRAME_PAGES) serve(pathname, route, true);
}
