// The HTML of a page the server answers itself: the built index.html with the page's title,
// description and head tags, its content in #root (marked for hydration when it is the app's own
// render, whose image hints go to the head), and its data in a JSON block no browser runs —
// compressed as the browser accepts it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_CARD, escapeHtml, scriptSafeJson, shareTags } from './event-head';
import { hintsAndMarkup, type RenderPage } from './page-render';

export const INITIAL_DATA_ID = 'initial-data';

export interface Page {
  /** A page's own title and head tags; without them the site's usual head stays. */
  title?: string;
  /** Only with `title` and no description among the `tags`. */
  description?: string;
  tags?: string;
  /** The route's chunks (route-preloads.ts). */
  preloads: string;
  content: string;
  /** The content is the app's own render, which it hydrates (page-render.ts). */
  rendered: boolean;
  /**
   * With `rendered`: the app's render of a signed-in page's frame only (what the server can know
   * of it), which the app hydrates and then fills: it still needs JavaScript to be of use.
   */
  frame?: boolean;
  data: unknown;
}

/** A site page's Open Graph and Twitter card: its own title and description over the site's card. */
export const siteShareTags = (
  origin: string,
  pathname: string,
  head: { title: string; description: string },
): string =>
  shareTags({
    ...head,
    url: `${origin}${pathname}`,
    image: `${origin}${SITE_CARD}`,
    cardAlt: 'Floorcraft — Find Dance. Teach Dance. Grow Dance.',
  }).join('\n    ');

export function pageHtml(template: string, page: Page): string {
  const { hints, markup } = page.rendered
    ? hintsAndMarkup(page.content)
    : { hints: [], markup: page.content };
  const head = page.title
    ? template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          /<meta\s+name="description"[^>]*\/>/,
          page.description
            ? `<meta name="description" content="${escapeHtml(page.description)}" />`
            : '',
        )
    : template;
  // A page the app rendered reads without scripts: the shell's "needs JavaScript" would say otherwise.
  const readable = page.rendered && !page.frame;
  const body = readable ? head.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '') : head;
  return body
    .replace(
      '</head>',
      `    ${[page.tags, page.preloads, ...hints].filter(Boolean).join('\n    ')}\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root"${page.rendered ? ' data-rendered=""' : ''}>${markup}</div>\n    <script type="application/json" id="${INITIAL_DATA_ID}">${scriptSafeJson(page.data)}</script>`,
    );
}

/** A page compressed as the browser accepts it (a page with its data is tens of kilobytes). */
function compressedHtml(
  accepted: string | undefined,
  html: string,
): [string | null, Buffer | string] {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(accepted ?? '');
  if (accepts('br'))
    return ['br', brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })];
  if (accepts('gzip')) return ['gzip', gzipSync(html)];
  return [null, html];
}

/** Sends a page, compressed as the browser accepts it; never cached without asking again. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  const [encoding, body] = compressedHtml(reply.request.headers['accept-encoding'], html);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The app's render of `url` with the page's data, or (not built, or failed) the plain `fallback`. */
export async function renderedContent(
  render: RenderPage | null,
  request: FastifyRequest,
  url: string,
  data: Record<string, unknown>,
  fallback: string,
): Promise<{ content: string; rendered: boolean }> {
  if (render)
    try {
      return { content: await render(url, data), rendered: true };
    } catch (error) {
      request.log.error({ err: error, url }, 'the page could not be rendered on the server');
    }
  return { content: fallback, rendered: false };
}
