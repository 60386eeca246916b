// The HTML a server-rendered page goes out in: the app's render inside #root marked for hydration,
// React's image hints moved to the head, the route's own title and description (escaped), and the
// page's data in a block no browser runs; plain content is left for the app to replace.
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../server/pages/page-html';

const TEMPLATE = `<!doctype html>
<html lang="en-AU">
  <head>
    <title>Floorcraft — Find Dance. Teach Dance. Grow Dance.</title>
    <meta
      name="description"
      content="The site's own description."
    />
  </head>
  <body>
    <noscript>Floorcraft needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('a server-rendered page', () => {
  it('marks the app’s render for hydration and moves its image hints to the head', () => {
    const html = pageHtml(TEMPLATE, {
      title: 'How it Works — Floorcraft',
      description: 'Dancers & schools <on> Floorcraft.',
      preloads: '<link rel="modulepreload" href="/assets/page.js" />',
      content:
        '<link rel="preload" as="image" href="/icons/logo.svg"/><link rel="preload" as="image" href="/icons/apple.svg"/><div class="site"><h1>How it Works</h1></div>',
      rendered: true,
      data: { note: '</script><script>alert(1)</script>' },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>How it Works — Floorcraft</title>');
    expect(head).toContain(
      '<meta name="description" content="Dancers &amp; schools &lt;on&gt; Floorcraft." />',
    );
    expect(head).not.toContain("The site's own description.");
    expect(head).toContain('<link rel="preload" as="image" href="/icons/logo.svg"/>');
    expect(head).toContain('<link rel="preload" as="image" href="/icons/apple.svg"/>');
    expect(head).toContain('<link rel="modulepreload" href="/assets/page.js" />');
    expect(html).toContain(
      '<div id="root" data-rendered=""><div class="site"><h1>How it Works</h1></div></div>',
    );
    // It reads without scripts: no "needs JavaScript" above it.
    expect(html).not.toContain('<noscript>');
    // The data cannot end its block early.
    const block = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block![1]!)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('leaves plain content unmarked, for the app to replace, with the site’s head', () => {
    const html = pageHtml(TEMPLATE, {
      preloads: '',
      content: '<main><h1>Salsa Night</h1></main>',
      rendered: false,
      data: {},
    });
    expect(html).toContain('<div id="root"><main><h1>Salsa Night</h1></main></div>');
    expect(html).toContain('<title>Floorcraft — Find Dance. Teach Dance. Grow Dance.</title>');
    expect(html).toContain("The site's own description.");
    expect(html).toContain('<noscript>Floorcraft needs JavaScript to run.</noscript>');
  });

  it('marks a signed-in page’s frame for hydration and keeps the “needs JavaScript” note', () => {
    const html = pageHtml(TEMPLATE, {
      title: 'My Tickets — Floorcraft',
      preloads: '',
      content:
        '<link rel="preload" as="image" href="/icons/logo.svg"/><div class="site"><h1>My Tickets</h1></div>',
      rendered: true,
      frame: true,
      data: {},
    });
    expect(html).toContain(
      '<div id="root" data-rendered=""><div class="site"><h1>My Tickets</h1></div></div>',
    );
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="preload" as="image" href="/icons/logo.svg"/>',
    );
    // The page itself needs the app.
    expect(html).toContain('<noscript>Floorcraft needs JavaScript to run.</noscript>');
  });
});
