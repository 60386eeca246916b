// Pages that answer with their own head and content before any script runs: an event's page
// (/e/{eventId}/{slug}; a wrong or missing slug redirects to the right one) and its purchase link
// (/tickets?eventId=…) carry the event's title, description, Open Graph, Twitter card and JSON-LD
// and its content (the app's own render on the event page), plus the page's data for the app to
// start from (a JSON block, never run); /tickets comes rendered with its first two months; the
// static public pages and My Tickets' frame are static-pages.ts's, an instructor's /i/{slug} is
// page-instructors.ts's, a local guide's /guides/{slug} page-guides.ts's; sitemap.xml lists the
// public pages (with /guides), upcoming events, instructors and guides; robots.txt points to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventPagePath, eventSlug, type EventPage } from '../../src/contract/event-page';
import type { Config } from '../config';
import type { DatabaseTarget, Databases } from '../db/database';
import { publicUrlFor } from '../lib/public-url';
import { eventContent, eventHead, escapeHtml } from './event-head';
import { pageDatabase, pageEvents } from './page-events';
import { monthDates, readCalendarJson } from '../services/events/calendar';
import { calendarMonthDataKey } from '../../src/contract/page-data';
import { routePreloads, type RouteModule } from './route-preloads';
import type { PageRenderer } from './page-render';
import { routeHead } from '../../src/contract/route-titles';
import { sayInEnAu } from '../lib/messages';
import { pageHtml, renderedContent, sendPage, siteShareTags } from './page-html';
import { registerStaticPages } from './static-pages';
import { guideSitemapEntries, registerGuidePages } from './page-guides';
import { instructorSitemapEntries, registerInstructorPages } from './page-instructors';
import type { InlineStyles } from './inline-styles';

const PUBLIC_PAGES = [
  '/',
  '/how-it-works',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/tickets',
  '/instructors',
  '/guides',
];
const SITEMAP_EVENTS = 5_000;

export async function registerPageHeads(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
  databases: Pick<Databases, 'of'>,
  webRoot: string,
  renderer: PageRenderer | null,
  inlineStyles: InlineStyles,
): Promise<void> {
  const render = renderer?.render ?? null;
  let template: string;
  try {
    template = inlineStyles
      .inline(readFileSync(path.join(webRoot, 'index.html'), 'utf8'))
      // These pages paint from their HTML: the app's script is fetched after what is on screen.
      .replace(
        '<script type="module" crossorigin src=',
        '<script type="module" crossorigin fetchpriority="low" src=',
      );
  } catch {
    return; // Not built: the web app plugin says so.
  }
  const preloadsOf = routePreloads(webRoot);

  const eventOrNull = pageEvents(databases);

  const contentOf = (
    request: FastifyRequest,
    url: string,
    data: Record<string, unknown>,
    fallback: string,
  ) => renderedContent(render, request, url, data, fallback);

  const sendEvent = async (
    reply: FastifyReply,
    event: EventPage,
    origin: string,
    database: DatabaseTarget,
    route: RouteModule,
  ) => {
    const head = eventHead(event, origin);
    // The app starts from this data only when it uses the same database (lib/initial-data.ts).
    const data = { database, eventPage: event };
    // The purchase page reads other data (types, prices, the buyer's own): its link carries the
    // event's plain content, which the app replaces.
    const content =
      route === 'eventPage'
        ? await contentOf(reply.request, `${origin}${reply.request.url}`, data, eventContent(event))
        : { content: eventContent(event), rendered: false };
    return sendPage(
      reply,
      200,
      pageHtml(template, {
        ...head,
        preloads: preloadsOf(route, content.rendered),
        ...content,
        data,
      }),
    );
  };

  /** /tickets: the browse page's chunks, and this month's and next month's calendars. */
  const sendBrowse = async (reply: FastifyReply, database: DatabaseTarget) => {
    const now = new Date();
    const months = [0, 1].map((ahead) => {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
      return [first.getUTCFullYear(), first.getUTCMonth() + 1] as const;
    });
    const calendars = await Promise.all(
      months.map(([year, month]) =>
        readCalendarJson(databases.of(database), monthDates(year, month), {
          near: null,
          viewerOrganisationId: null,
        }),
      ),
    );
    const data: Record<string, unknown> = { database };
    months.forEach(([year, month], index) => {
      data[calendarMonthDataKey(year, month)] = JSON.parse(calendars[index]!);
    });
    const origin = publicUrlFor(config, reply.request);
    // Rendered with the address's filters (?styles, ?q, ?near, ?when, ?view: a shared link), so
    // the page hydrates as it was rendered.
    const query = reply.request.url.includes('?')
      ? reply.request.url.slice(reply.request.url.indexOf('?'))
      : '';
    const content = await contentOf(reply.request, `${origin}/tickets${query}`, data, '');
    const head = routeHead('/tickets', sayInEnAu)!;
    return sendPage(
      reply,
      200,
      pageHtml(template, {
        ...head,
        tags: siteShareTags(origin, '/tickets', head),
        preloads: preloadsOf('browse', content.rendered),
        ...content,
        data,
      }),
    );
  };

  registerStaticPages(app, { template, renderer, preloadsOf, config });
  registerInstructorPages(app, { template, renderer, preloadsOf, config, databases });
  registerGuidePages(app, { template, renderer, preloadsOf, config, databases });

  app.get<{ Params: { eventId: string; slug?: string } }>(
    '/e/:eventId/:slug?',
    async (request, reply) => {
      const database = pageDatabase(request);
      const event = await eventOrNull(database, request.params.eventId);
      // An unknown event: the app's own page says so (with the site's usual head).
      if (!event) return sendPage(reply, 404, template);
      if (request.params.slug !== eventSlug(event.title))
        return reply.redirect(eventPagePath(event), 301);
      return sendEvent(reply, event, publicUrlFor(config, request), database, 'eventPage');
    },
  );

  app.get<{ Querystring: { eventId?: string } }>('/tickets', async (request, reply) => {
    const eventId = request.query.eventId;
    const database = pageDatabase(request);
    const event = eventId ? await eventOrNull(database, eventId) : null;
    if (eventId && !event) return sendPage(reply, 200, template);
    if (!event) return sendBrowse(reply, database);
    return sendEvent(reply, event, publicUrlFor(config, request), database, 'purchase');
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /door/\nDisallow: /check-in/\n\nSitemap: ${publicUrlFor(config, request)}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicUrlFor(config, request);
    const events = await request.scope.db
      .selectFrom('events')
      .select(['id', 'title', 'updated_at'])
      .where('starts_at', '>', new Date())
      .where('is_demo_data', '=', false)
      .orderBy('starts_at')
      .limit(SITEMAP_EVENTS)
      .execute();
    const instructors = await instructorSitemapEntries(request.scope.db);
    const guides = await guideSitemapEntries(request.scope.db);
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((page) => url(page)),
      ...events.map((event) => url(eventPagePath(event), event.updated_at)),
      ...instructors.map((instructor) => url(instructor.path, instructor.updatedAt)),
      ...guides.map((guide) => url(guide.path, guide.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}
