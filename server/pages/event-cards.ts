// GET /e/{eventId}/card.png: the share card of an event without a poster (share-card.ts), drawn
// with resvg on the thread pool — two at a time, so a burst of crawlers cannot take the pool the
// password hashing also uses — and the last drawings kept by their version. The card's address
// carries its version (?v=…), so a changed event is a new address and the old one may be cached.
import { renderAsync } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';
import type { Databases } from '../db/database';
import { notFound } from '../lib/app-error';
import { SITE_CARD } from './event-head';
import { NO_SUCH_EVENT } from '../services/events/event-page';
import {
  CARD_FONT_FILES,
  shareCardDrawable,
  shareCardSvg,
  shareCardTextOf,
  shareCardVersion,
  type ShareCardText,
} from '../services/events/share-card';
import { pageDatabase, pageEvents } from './page-events';

const KEPT_CARDS = 200;
const RENDERS_AT_ONCE = 2;

function cardRenderer() {
  const kept = new Map<string, Promise<Buffer>>();
  const waiting: Array<() => void> = [];
  let running = 0;
  const slot = async () => {
    if (running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  const draw = async (card: ShareCardText) => {
    await slot();
    try {
      const image = await renderAsync(shareCardSvg(card), {
        fitTo: { mode: 'original' },
        font: {
          loadSystemFonts: false,
          fontFiles: CARD_FONT_FILES,
          defaultFontFamily: 'DejaVu Sans',
        },
      });
      return image.asPng();
    } finally {
      release();
    }
  };
  return (card: ShareCardText, version: string): Promise<Buffer> => {
    const known = kept.get(version);
    if (known) {
      kept.delete(version);
      kept.set(version, known); // most recently used last
      return known;
    }
    const drawing = draw(card);
    kept.set(version, drawing);
    drawing.catch(() => kept.delete(version));
    if (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value!);
    return drawing;
  };
}

export function registerEventCards(app: FastifyInstance, databases: Pick<Databases, 'of'>) {
  const eventOf = pageEvents(databases);
  const render = cardRenderer();
  app.get<{ Params: { eventId: string }; Querystring: { v?: string } }>(
    '/e/:eventId/card.png',
    async (request, reply) => {
      const event = await eventOf(pageDatabase(request), request.params.eventId);
      if (!event) throw notFound(NO_SUCH_EVENT);
      const card = shareCardTextOf(event);
      // Words its font cannot draw: the site's card instead (event-head.ts names that one).
      if (!shareCardDrawable(card)) return reply.redirect(SITE_CARD, 302);
      const version = shareCardVersion(card);
      const etag = `"${version}"`;
      // The versioned address names this drawing for good; the bare one may change.
      reply
        .header('etag', etag)
        // A preview image is for other sites' pages too (chat apps show it from their own origin).
        .header('cross-origin-resource-policy', 'cross-origin')
        .header(
          'cache-control',
          request.query.v === version ? 'public, max-age=604800, immutable' : 'public, max-age=300',
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/png').send(await render(card, version));
    },
  );
}
