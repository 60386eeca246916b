// An instructor's shared link over plain HTTP (no JavaScript): /i/{slug} carries the profile's
// title, description, canonical, Open Graph and a JSON-LD Person, and its content with the bio as
// text (HTML in it stays escaped), and sitemap.xml lists it; an unknown or malformed slug is a 404
// with the app's shell.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember } from '../support/members';
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
let slug: string;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'floorcraft-instructor-heads-'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  server = await startTestServer({ WEB_ROOT: webRoot });
  const member = await signedInMember(server);
  const saved = await callsAs(server, member).put('/api/v2/instructor/profile', {
    name: 'Léa "The Spin" </script>',
    danceStyles: ['west coast swing'],
    cities: ['Brisbane'],
    languages: ['French'],
    bio: 'Hello <img src=x onerror=alert(1)>\n\nSecond paragraph.',
    links: [{ label: 'Site', url: 'https://lea.example.com/' }],
  });
  slug = saved.body.data.slug;
});
afterAll(() => server.close());

const html = (url: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', host: 'floorcraft.test' },
  });

describe('an instructor page', () => {
  it('answers with its share preview, a JSON-LD Person and the profile as text', async () => {
    const page = await html(`/i/${slug}`);
    expect(page.statusCode).toBe(200);
    const body = page.body;
    expect(body).toContain(
      '<title>Léa &quot;The Spin&quot; &lt;/script&gt; — Dance instructor — Floorcraft</title>',
    );
    expect(body).toContain('<meta property="og:type" content="profile" />');
    expect(body).toContain(`<link rel="canonical" href="http://floorcraft.test/i/${slug}" />`);
    expect(body).toContain(
      '<meta name="description" content="West Coast Swing instructor in Brisbane. Hello &lt;img src=x onerror=alert(1)&gt; Second paragraph." />',
    );
    expect(body).not.toContain('<img src=x');
    expect(body).toContain(
      '<p>Hello &lt;img src=x onerror=alert(1)&gt;</p><p>Second paragraph.</p>',
    );
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Léa "The Spin" </script>',
      url: `http://floorcraft.test/i/${slug}`,
      knowsAbout: ['west coast swing'],
      knowsLanguage: ['French'],
      areaServed: [{ '@type': 'City', name: 'Brisbane' }],
      sameAs: ['https://lea.example.com/'],
    });
    // The page's data for the app to start from.
    expect(body).toContain('"instructorPage":');
  });

  it('is listed in sitemap.xml', async () => {
    const sitemap = await html('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>http://floorcraft.test/i/${slug}</loc>`);
  });

  it('sends an address typed with capitals to its own', async () => {
    const typed = await html(`/i/${slug.toUpperCase()}?ref=card`);
    expect(typed.statusCode).toBe(301);
    expect(typed.headers.location).toBe(`/i/${slug}?ref=card`);
  });

  it('is a 404 with the app shell for an unknown or malformed slug', async () => {
    for (const url of ['/i/nobody-at-all', '/i/%3Cscript%3E', '/i/a'])
      expect((await html(url)).statusCode).toBe(404);
  });
});
