// The pages the server answers itself, registered after every API route: each event's share card,
// the pages that come with their own head and content (events, instructors, the static public
// pages, sitemap.xml, robots.txt) and, last, the built web app with its caching rules.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Databases } from '../db/database';
import { registerEventCards } from './event-cards';
import type { InlineStyles } from './inline-styles';
import { registerPageHeads } from './page-heads';
import { loadPageRenderer } from './page-render';
import { registerWebApp } from './web-app';

export { loadInlineStyles, type InlineStyles } from './inline-styles';

export async function registerPages(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'webRoot' | 'ssrRoot'>,
  databases: Pick<Databases, 'of'>,
  inlineStyles: InlineStyles,
): Promise<void> {
  registerEventCards(app, databases);
  await registerPageHeads(
    app,
    config,
    databases,
    config.webRoot,
    await loadPageRenderer(config.ssrRoot),
    inlineStyles,
  );
  await registerWebApp(app, config.webRoot);
}
