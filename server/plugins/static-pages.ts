// Public pages with no data of their own (home, how it works, contact, privacy, terms, sign in,
// register, forgotten password), rendered by the app on the server and hydrated. Each is rendered
// on its first visit and kept — the same HTML a build-time prerender would write, made by the
// server that serves it; an address with a query (sign-in's way back to a page) is rendered for
// itself, and a failed render (sent as the plain shell) is not kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeHead } from '../../src/contract/route-titles';
import type { Config } from '../config';
import { publicUrlFor } from '../lib/public-url';
import { pageHtml, renderedContent, sendPage, siteShareTags } from './page-html';
import type { RenderPage } from './page-render';
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

export function registerStaticPages(
  app: FastifyInstance,
  options: {
    template: string;
    render: RenderPage;
    preloadsOf: (route: RouteModule, rendered: boolean) => string;
    config: Pick<Config, 'publicUrl' | 'publicUrlSet'>;
  },
): void {
  const { template, render, preloadsOf, config } = options;
  const kept = new Map<string, Promise<string>>();
  const staticPage = async (
    request: FastifyRequest,
    pathname: string,
    route: RouteModule | null,
  ) => {
    const origin = publicUrlFor(config, request);
    const content = await renderedContent(render, request, `${origin}${request.url}`, {}, '');
    if (!content.rendered) kept.delete(`${origin}${pathname}`);
    const head = routeHead(pathname)!;
    return pageHtml(template, {
      ...head,
      tags: siteShareTags(origin, pathname, head),
      preloads: route ? preloadsOf(route, content.rendered) : '',
      ...content,
      data: {},
    });
  };
  for (const [pathname, route] of STATIC_PAGES)
    app.get(pathname, async (request, reply) => {
      if (request.url !== pathname)
        return sendPage(reply, 200, await staticPage(request, pathname, route));
      // Kept per address the site is reached at: its links and preview name it.
      const key = `${publicUrlFor(config, request)}${pathname}`;
      let html = kept.get(key);
      if (!html) {
        html = staticPage(request, pathname, route);
        // The Host a request names is the visitor's to choose: only so many are kept.
        if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
        kept.set(key, html);
      }
      return sendPage(reply, 200, await html);
    });
}
