// The app's stylesheet written into the pages the server answers itself, so their first paint
// waits for no second request (on a phone's connection, a round trip and the file). The CSP
// allows exactly this style element by its hash — still no inline style attribute, no other
// style element. The app's own shell (index.html as built, and offline) keeps the linked file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

export interface InlineStyles {
  /** CSP sources for the inlined styles ('sha256-…'). */
  hashes: string[];
  /** index.html with its stylesheets written in. */
  inline(html: string): string;
}

/** The built stylesheets of `webRoot`'s index.html, or none when it is not built. */
export function loadInlineStyles(webRoot: string): InlineStyles {
  let template: string;
  try {
    template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  } catch {
    return { hashes: [], inline: (html) => html };
  }
  const sheets = new Map<string, string>();
  for (const [, href] of template.matchAll(STYLESHEET)) {
    const css = readFileSync(path.join(webRoot, href!), 'utf8');
    // A style element ends at "</style": a stylesheet holding it stays linked.
    if (!/<\/style/i.test(css)) sheets.set(href!, css);
  }
  return {
    hashes: [...sheets.values()].map(
      (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    ),
    inline: (html) =>
      html.replace(STYLESHEET, (link, href: string) => {
        const css = sheets.get(href);
        return css === undefined ? link : `<style>${css}</style>`;
      }),
  };
}
