// Shareable event pages over plain HTTP (no JavaScript): an event's page and its purchase link
// carry the event's content and head — title, description, canonical, Open Graph, Twitter card and
// a JSON-LD Event with what Google's event results require — with every value escaped; a wrong
// slug redirects; a sold-out event says SoldOut; sitemap.xml and robots.txt.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSlug } from '../../src/contract/event-page';
import { calendarMonthDataKey } from '../../src/contract/page-data';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

const SHELL = `<!doctype html>
<html lang="en-AU">
  <head>
    <title>Floorcraft — Find Dance. Teach Dance. Grow Dance.</title>
    <meta
      name="description"
      content="The site's own description."
    />
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-S.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const STYLESHEET = '.page{margin:0 auto}h1{font-size:2rem}';
const TITLE = 'Salsa </script><script>alert(1)</script> & "Friends"';

let server: TestServer;
let school: Member;
let event: PublishedTickets;
let cardBeforeSale: string;

/** A browser's navigation to the public site (not localhost, which runs in dev mode). */
const html = (url: string, host = 'floorcraft.test') =>
  server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host } });

function jsonLdOf(body: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const metaOf = (body: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(body)?.[1];

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'floorcraft-heads-'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'style-S.css'), STYLESHEET);
  // The build's manifest, as Vite writes it: the entry and two routes sharing a chunk.
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-R.js' },
      '_shared.js': { file: 'assets/shared-S.js', imports: ['_runtime.js'] },
      'src/features/event-page/pages/event-page.tsx': {
        file: 'assets/event-page-P.js',
        imports: ['index.html', '_shared.js'],
        css: ['assets/event-page-C.css'],
      },
      'src/features/events/pages/browse-events-page.tsx': {
        file: 'assets/browse-B.js',
        imports: ['index.html', '_shared.js'],
      },
      'src/features/purchase/pages/my-tickets-page.tsx': {
        file: 'assets/my-tickets-M.js',
        imports: ['index.html', '_shared.js'],
      },
    }),
  );
  server = await startTestServer({ WEB_ROOT: webRoot });
  school = await signedInMember(server, { organisation: 'Head School' });
  const form = wizardForm();
  event = await publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      title: TITLE,
      description: 'Bring <b>shoes</b>.\n\nLessons at 7.',
      startDateTime: '2031-02-14T08:30:00.000Z',
      endDateTime: '2031-02-14T13:00:00.000Z',
      location: {
        description: 'Newtown Hall, 1 King St, Newtown',
        latitude: -33.9,
        longitude: 151.18,
      },
    },
    ticketSetup: {
      ticketTypes: [
        { name: 'Early', price: 15, currency: 'AUD', quantity: 1, description: '' },
        { name: 'Door', price: 25, currency: 'AUD', quantity: 1, description: '' },
      ],
      refundPolicy: '',
    },
  });
});
afterAll(() => server.close());

describe('an event page', () => {
  it('redirects a missing or wrong slug to the right one', async () => {
    const bare = await html(`/e/${event.eventId}`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`/e/${event.eventId}/${eventSlug(TITLE)}`);
    expect((await html(`/e/${event.eventId}/old-name`)).headers.location).toBe(
      `/e/${event.eventId}/salsa-script-script-alert-1-script-friends`,
    );
    const unknown = await html(`/e/${crypto.randomUUID()}/x`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it('arrives as HTML with its content and head, every value escaped', async () => {
    const page = await html(`/e/${event.eventId}/${eventSlug(TITLE)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const body = page.body;
    // Nothing the organiser typed becomes markup.
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<b>shoes</b>');
    expect(body).toContain(
      '<title>Salsa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot; — Floorcraft</title>',
    );
    expect(body).not.toContain("The site's own description.");
    expect(body).toContain('<h1>Salsa &lt;/script&gt;');
    expect(body).toContain('Bring &lt;b&gt;shoes&lt;/b&gt;.');
    // It ends after midnight: the end says its own day.
    expect(body).toContain(
      'Friday, 14 February 2031, 7:30 pm – Saturday, 15 February 2031, 12:00 am',
    );
    const url = `http://floorcraft.test/e/${event.eventId}/${eventSlug(TITLE)}`;
    expect(body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaOf(body, 'og:url')).toBe(url);
    expect(metaOf(body, 'og:type')).toBe('website');
    expect(metaOf(body, 'og:title')).toBe(
      'Salsa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot;',
    );
    // No poster: a 1200 × 630 card drawn for this event, its version in the address.
    cardBeforeSale = metaOf(body, 'og:image')!;
    expect(cardBeforeSale).toMatch(
      new RegExp(`^http://floorcraft\\.test/e/${event.eventId}/card\\.png\\?v=[\\w-]{12}$`),
    );
    expect(metaOf(body, 'twitter:image')).toBe(cardBeforeSale);
    expect(metaOf(body, 'og:image:width')).toBe('1200');
    expect(metaOf(body, 'og:image:alt')).toContain('Friday, 14 February 2031');
    expect(metaOf(body, 'og:description')).toContain('Newtown Hall');
    expect(metaOf(body, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(body, 'description')).toContain('Friday, 14 February 2031');
    // The app starts from the same data (a block no browser runs).
    expect(body).toMatch(
      /<script type="application\/json" id="initial-data">\{"database":"production","eventPage":/,
    );
  });

  it('carries a JSON-LD Event with what event rich results require', async () => {
    const body = (await html(`/e/${event.eventId}/${eventSlug(TITLE)}`)).body;
    const ld = jsonLdOf(body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: TITLE,
      startDate: '2031-02-14T19:30:00+11:00',
      endDate: '2031-02-15T00:00:00+11:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Newtown Hall',
        address: 'Newtown Hall, 1 King St, Newtown',
        geo: { '@type': 'GeoCoordinates', latitude: -33.9, longitude: 151.18 },
      },
      organizer: { '@type': 'Organization', name: 'Head School' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 15,
        highPrice: 25,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: `http://floorcraft.test/tickets?eventId=${event.eventId}`,
      },
    });
    expect(ld.image[0]).toMatch(/^http:\/\/floorcraft\.test\//);
    expect(ld.description).toBe('Bring <b>shoes</b>.\n\nLessons at 7.');
    expect(ld.offers.validFrom).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gives the purchase link the same head, and says SoldOut when nothing is left', async () => {
    const dancer = await signedInMember(server);
    const bought = await callsAs(server, dancer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(event, [1, 1]),
    );
    expect(bought.status).toBe(200);
    const page = await html(`/tickets?eventId=${event.eventId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Salsa &lt;/script&gt;');
    expect(jsonLdOf(page.body).offers.availability).toBe('https://schema.org/SoldOut');
    const api = await callsAs(server, null).get(`/api/v2/event/${event.eventId}`);
    expect(api.body.data).toMatchObject({
      title: TITLE,
      organiser: 'Head School',
      tickets: { available: 0 },
    });
    expect((await callsAs(server, null).get('/api/v2/event/not-an-id')).status).toBe(400);
  });

  it('paints from its own HTML: the stylesheet written in (allowed by its hash), the script fetched after', async () => {
    const page = await html(`/e/${event.eventId}/${eventSlug(TITLE)}`);
    expect(page.body).toContain(`<style>${STYLESHEET}</style>`);
    expect(page.body).not.toContain('<link rel="stylesheet"');
    const hash = createHash('sha256').update(STYLESHEET).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(page.body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-E.js">',
    );
  });

  it('serves the event’s share card as a PNG, a new version once it is sold out', async () => {
    const page = await html(`/e/${event.eventId}/${eventSlug(TITLE)}`);
    const card = metaOf(page.body, 'og:image')!;
    expect(jsonLdOf(page.body).image).toEqual([card]);
    // Sold out since the head test: the card says so, at a new address.
    expect(card).not.toBe(cardBeforeSale);
    const url = new URL(card);
    const image = await html(url.pathname + url.search);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const png = image.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Asked again with its tag: not modified. Without a version: kept only briefly.
    const again = await server.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: 'floorcraft.test', 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const bare = await html(url.pathname);
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('public, max-age=300');
    // An unknown or malformed event: a clear 404.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await html(`/e/${id}/card.png`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('names a page’s route chunks and sends /tickets with this month’s and next month’s calendar', async () => {
    const page = (await html(`/e/${event.eventId}/${eventSlug(TITLE)}`)).body;
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/event-page-P.js" />',
    );
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-S.js" />',
    );
    // Fetched early, applied by the route: no stylesheet holds up the first paint.
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/event-page-C.css" />',
    );
    // What index.html loads itself is not named again.
    expect(page).not.toContain('href="/assets/index-E.js"');
    expect(page).not.toContain('runtime-R.js');

    // My Tickets (the app renders it once signed in) names its chunks too.
    const myTickets = (await html('/my-tickets')).body;
    expect(myTickets).toContain('<title>My Tickets — Floorcraft</title>');
    expect(myTickets).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/my-tickets-M.js" />',
    );
    expect(myTickets).toContain('<div id="root"></div>');

    const browse = (await html('/tickets')).body;
    expect(browse).toContain('<title>Find Events &amp; Buy Tickets — Floorcraft</title>');
    expect(browse).toContain('<meta name="description" content="Salsa, bachata, zouk');
    // Shared, it previews with its own title over the site's card.
    expect(metaOf(browse, 'og:title')).toBe('Find Events &amp; Buy Tickets — Floorcraft');
    expect(metaOf(browse, 'og:url')).toBe('http://floorcraft.test/tickets');
    expect(metaOf(browse, 'og:image')).toBe('http://floorcraft.test/icons/share-card.png');
    expect(browse).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/browse-B.js" />',
    );
    // Compressed for a browser that accepts it.
    const compressed = await server.app.inject({
      method: 'GET',
      url: '/tickets',
      headers: {
        accept: 'text/html',
        'accept-encoding': 'gzip, deflate, br',
        host: 'floorcraft.test',
      },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(browse);
    const block = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(
      browse,
    );
    const data = JSON.parse(block![1]!) as Record<string, unknown>;
    expect(data.database).toBe('production');
    const now = new Date();
    for (const ahead of [0, 1]) {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
      const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
      // The same answer the app would ask for.
      const answer = await callsAs(server, null).get(`/api/v2/event/calendar/${year}/${month}`);
      expect(data[calendarMonthDataKey(year, month)]).toEqual(answer.body);
    }
  });
});

describe('in dev mode', () => {
  it('renders a page opened on localhost from the development database its app uses', async () => {
    const path = `/e/${event.eventId}/${eventSlug(TITLE)}`;
    expect((await html(path)).statusCode).toBe(200);
    // The event is a production one: the development database has no such event.
    expect((await html(path, 'localhost:8080')).statusCode).toBe(404);
    expect((await html(`${path}?devMode=true`)).statusCode).toBe(404);
  });
});

describe('for crawlers', () => {
  it('lists public pages and upcoming events in sitemap.xml, named by robots.txt', async () => {
    const robots = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://floorcraft.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    // The sitemap lists the soonest 5 000 events: one starting within the hour is among them
    // even in a database other test files fill with events at the same time.
    const form = wizardForm();
    const soon = await publishTickets(server, school, {
      eventDetails: {
        ...form.eventDetails!,
        title: 'Sitemap Social',
        startDateTime: new Date(Date.now() + 30 * 60_000).toISOString(),
        endDateTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      },
    });
    const sitemap = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://floorcraft.test/how-it-works</loc>');
    expect(sitemap.body).toContain(
      `<loc>http://floorcraft.test/e/${soon.eventId}/${eventSlug('Sitemap Social')}</loc>`,
    );
  });
});
