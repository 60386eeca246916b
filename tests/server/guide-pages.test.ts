// A local guide's shared link over plain HTTP (no JavaScript): /guides/{slug} carries the guide's
// title, description, canonical and Open Graph, and the profile as text (HTML in it stays
// escaped); the guide's id or a capitalised address is sent to the guide's own; an unknown one is
// a 404 with the app's shell. sitemap.xml lists public guides (and the list), not hidden ones.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideWith, setFlag } from '../support/guides';
import { startTestServer, type TestServer } from '../support/test-server';

const SHELL = `<!doctype html>
<html lang="en-AU">
  <head>
    <title>Floorcraft — Find Dance. Teach Dance. Grow Dance.</title>
    <meta name="description" content="The site's own description." />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let server: TestServer;
let guide: Awaited<ReturnType<typeof guideWith>>;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'floorcraft-guide-heads-'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  server = await startTestServer({ WEB_ROOT: webRoot });
  guide = await guideWith(server, {
    name: 'Rosa "Salsa" </script>',
    askMeAbout: 'Socials <img src=x onerror=alert(1)>',
  });
});
afterAll(() => server.close());

const html = (url: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', host: 'floorcraft.test' },
  });

describe("a guide's page", () => {
  it('answers with its share preview and the profile as text', async () => {
    const page = await html(`/guides/${guide.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>Rosa &quot;Salsa&quot; &lt;/script&gt; — Local dance guide in Sydney — Floorcraft</title>',
    );
    expect(page.body).toContain('<meta property="og:type" content="profile" />');
    expect(page.body).toContain(
      `<link rel="canonical" href="http://floorcraft.test/guides/${guide.slug}" />`,
    );
    expect(page.body).toContain('Local dance guide in Sydney for Bachata, Salsa.');
    expect(page.body).toContain('Socials &lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain(guide.member.email);
  });

  it("sends the guide's id and a capitalised address to the guide's own", async () => {
    for (const handle of [guide.id, guide.slug.toUpperCase()]) {
      const moved = await html(`/guides/${handle}?from=share`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`/guides/${guide.slug}?from=share`);
    }
    for (const unknown of ['nobody-here', 'x', '%3Cscript%3E']) {
      const missing = await html(`/guides/${unknown}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<div id="root"></div>');
    }
  });

  it('is listed in sitemap.xml while the guide is public', async () => {
    const hidden = await guideWith(server, { name: 'Hidden Guide' });
    await setFlag(server, hidden.member, 'aficionado', true);
    const sitemap = await html('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://floorcraft.test/guides</loc>');
    expect(sitemap.body).toMatch(
      new RegExp(`<loc>http://floorcraft.test/guides/${guide.slug}</loc><lastmod>[^<]+</lastmod>`),
    );
    expect(sitemap.body).not.toContain(`/guides/${hidden.slug}<`);
  });
});
