// A local guide's public page, /guides/{slug or id}: its head (share preview) and the app's own
// render with the guide's data, from the database the page's app will use; an unknown address
// answers the app's shell with 404 (the app says so); a capitalised address or the guide's id, a
// 301 to the guide's own address. Also the public guides sitemap.xml lists.
import type { FastifyInstance } from 'fastify';
import { guidePath } from '../../src/contract/guides';
import type { Config } from '../config';
import type { Databases, Db } from '../db/database';
import { AppError } from '../lib/app-error';
import { publicUrlFor } from '../lib/public-url';
import { readGuidePage } from '../services/guides/guide-profiles';
import { guideContent, guideHead } from './guide-head';
import { pageDatabase } from './page-events';
import { pageHtml, renderedContent, sendPage } from './page-html';
import type { PageRenderer } from './page-render';
import type { RouteModule } from './route-preloads';

const HANDLE = /^[A-Za-z0-9-]{3,40}$/;

export function registerGuidePages(
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

  const pageOrNull = async (database: Parameters<Databases['of']>[0], handle: string) => {
    if (!HANDLE.test(handle)) return null;
    try {
      return await readGuidePage(databases.of(database), handle);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };

  app.get<{ Params: { handle: string } }>('/guides/:handle', async (request, reply) => {
    const database = pageDatabase(request);
    const page = await pageOrNull(database, request.params.handle);
    if (!page) return sendPage(reply, 404, template);
    if (page.profile.slug !== request.params.handle) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${guidePath(page.profile.slug)}${query}`, 301);
    }
    const origin = publicUrlFor(config, request);
    const data = { database, guidePage: page };
    const content = await renderedContent(
      renderer?.render ?? null,
      request,
      `${origin}${request.url}`,
      data,
      guideContent(page),
    );
    return sendPage(
      reply,
      200,
      pageHtml(template, {
        ...guideHead(page, origin),
        preloads: preloadsOf('guidePage', content.rendered),
        ...content,
        data,
      }),
    );
  });
}

const SITEMAP_GUIDES = 5_000;

/** The public guide pages sitemap.xml lists (a guide whose flag was taken away is not public),
 * with when each last changed. */
export async function guideSitemapEntries(
  db: Db,
): Promise<Array<{ path: string; updatedAt: Date }>> {
  const rows = await db
    .selectFrom('guides')
    .innerJoin('accounts', 'accounts.id', 'guides.account_id')
    .select(['guides.slug', 'guides.updated_at'])
    .where('accounts.is_dance_aficionado', '=', true)
    .orderBy('guides.updated_at', 'desc')
    .orderBy('guides.id')
    .limit(SITEMAP_GUIDES)
    .execute();
  return rows.map((row) => ({ path: guidePath(row.slug), updatedAt: row.updated_at }));
}
