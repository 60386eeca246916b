// Pages that answer with their own head and content before any script runs: an event's page
// (/e/{eventId}/{slug}; a wrong or missing slug redirects to the right one) and its purchase link
// (/tickets?eventId=…) carry the event's title, description, Open Graph, Twitter card and JSON-LD
// and its content, plus the page's data for the app to start from (a JSON block, never run);
// sitemap.xml lists the public pages and upcoming events, robots.txt points to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { eventPagePath, eventSlug, type EventPage } from '../../src/contract/event-page';
import type { Config } from '../config';
import type { DatabaseTarget, Databases } from '../db/database';
import { isDevModeAddress } from '../../src/contract/dev-mode';
import { AppError } from '../lib/app-error';
import { publicUrlFor } from '../lib/public-url';
import { eventContent, eventHead, escapeHtml, scriptSafeJson } from '../services/events/event-head';
import { readEventPage } from '../services/events/event-page';

export const INITIAL_DATA_ID = 'initial-data';
const PUBLIC_PAGES = [
  '/',
  '/how-it-works',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/tickets',
];
const SITEMAP_EVENTS = 5_000;
const uuid = z.uuid();

interface Page {
  title: string;
  tags: string;
  content: string;
  data: unknown;
}

export function pageHtml(template: string, page: Page): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*\/>/, '')
    .replace('</head>', `    ${page.tags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.content}</div>\n    <script type="application/json" id="${INITIAL_DATA_ID}">${scriptSafeJson(page.data)}</script>`,
    );
}

export async function registerPageHeads(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
  databases: Pick<Databases, 'of'>,
  webRoot: string,
): Promise<void> {
  let template: string;
  try {
    template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  } catch {
    return; // Not built: the web app plugin says so.
  }

  /** The database the page's app will use: one opened on localhost runs in dev mode (spec §7). */
  const pageDatabase = (request: FastifyRequest): DatabaseTarget => {
    const devMode = (request.query as Record<string, unknown> | undefined)?.devMode;
    return isDevModeAddress(request.hostname, typeof devMode === 'string' ? devMode : null)
      ? 'development'
      : request.scope.target;
  };

  const eventOrNull = async (database: DatabaseTarget, eventId: string) => {
    if (!uuid.safeParse(eventId).success) return null;
    try {
      return await readEventPage(databases.of(database), eventId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);

  const sendEvent = (
    reply: FastifyReply,
    event: EventPage,
    origin: string,
    database: DatabaseTarget,
  ) => {
    const head = eventHead(event, origin);
    // The app starts from this data only when it uses the same database (lib/initial-data.ts).
    const data = { database, eventPage: event };
    return sendPage(
      reply,
      200,
      pageHtml(template, { ...head, content: eventContent(event), data }),
    );
  };

  app.get<{ Params: { eventId: string; slug?: string } }>(
    '/e/:eventId/:slug?',
    async (request, reply) => {
      const database = pageDatabase(request);
      const event = await eventOrNull(database, request.params.eventId);
      // An unknown event: the app's own page says so (with the site's usual head).
      if (!event) return sendPage(reply, 404, template);
      if (request.params.slug !== eventSlug(event.title))
        return reply.redirect(eventPagePath(event), 301);
      return sendEvent(reply, event, publicUrlFor(config, request), database);
    },
  );

  app.get<{ Querystring: { eventId?: string } }>('/tickets', async (request, reply) => {
    const eventId = request.query.eventId;
    const database = pageDatabase(request);
    const event = eventId ? await eventOrNull(database, eventId) : null;
    if (!event) return sendPage(reply, 200, template);
    return sendEvent(reply, event, publicUrlFor(config, request), database);
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
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((page) => url(page)),
      ...events.map((event) => url(eventPagePath(event), event.updated_at)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
}
