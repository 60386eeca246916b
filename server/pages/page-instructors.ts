// An instructor's public page, /i/{slug}: its head (share preview, JSON-LD Person) and the app's
// own render with the profile's data, from the database the page's app will use; an unknown or
// malformed slug answers the app's shell with 404 (the app says so); a former slug, a 301 to the
// current one.
import type { FastifyInstance } from 'fastify';
import { SLUG_PATTERN, instructorPath } from '../../src/contract/instructors';
import type { Config } from '../config';
import type { Databases, Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { publicUrlFor } from '../lib/public-url';
import { publicInstructors, readInstructorPage } from '../services/instructors/instructor-pages';
import { instructorContent, instructorHead } from './instructor-head';
import { pageDatabase } from './page-events';
import { pageHtml, renderedContent, sendPage } from './page-html';
import type { PageRenderer } from './page-render';
import type { RouteModule } from './route-preloads';

export function registerInstructorPages(
  app: FastifyInstance,
  options: {
    template: string;
    renderer: PageRenderer | null;
    preloadsOf: (route: RouteModule, rendered: boolean) => string;
    config: Pick<Config, 'publicUrl' | 'publicUrlSet'>;
    databases: Pick<Databases, 'of'>;
  },
): void {
  const { template, renderer, preloadsOf, config, databases } = options;

  const pageOrNull = async (database: Parameters<Databases['of']>[0], slug: string) => {
    if (!SLUG_PATTERN.test(slug)) return null;
    try {
      return await readInstructorPage(databases.of(database), slug);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };

  app.get<{ Params: { slug: string } }>('/i/:slug', async (request, reply) => {
    // An address typed with capitals (/i/Ana-Souza) is the profile's: sent to its own address.
    const lower = request.params.slug.toLowerCase();
    if (lower !== request.params.slug && SLUG_PATTERN.test(lower)) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/i/${lower}${query}`, 301);
    }
    const database = pageDatabase(request);
    const page = await pageOrNull(database, request.params.slug);
    if (!page) return sendPage(reply, 404, template);
    // A former address of the profile: sent to its current one, as a changed address should be.
    if (page.profile.slug !== request.params.slug) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${instructorPath(page.profile.slug)}${query}`, 301);
    }
    const origin = publicUrlFor(config, request);
    const data = { database, instructorPage: page };
    const content = await renderedContent(
      renderer?.render ?? null,
      request,
      `${origin}${request.url}`,
      data,
      instructorContent(page),
    );
    return sendPage(
      reply,
      200,
      pageHtml(template, {
        ...instructorHead(page, origin),
        preloads: preloadsOf('instructorPage', content.rendered),
        ...content,
        data,
      }),
    );
  });
}

const SITEMAP_INSTRUCTORS = 5_000;

/** The instructor pages sitemap.xml lists, with when each last changed. */
export async function instructorSitemapEntries(
  db: Db,
): Promise<Array<{ path: string; updatedAt: Date }>> {
  const rows = await publicInstructors(db)
    .select(['slug', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .limit(SITEMAP_INSTRUCTORS)
    .execute();
  return rows.map((row) => ({ path: instructorPath(row.slug), updatedAt: row.updated_at }));
}
