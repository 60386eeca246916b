// An event's own page in Chromium: with JavaScript off it still shows the event (the server sent
// it); with JavaScript the app takes over without asking again, keeps the title, and leads to
// Buy Tickets and back; the calendar's event details link to it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPagePath } from '../../src/contract/event-page';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, publishedDemoEvents } from './helpers';

let browser: Browser;
let event: { id: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const published = { data: await publishedDemoEvents() };
  const first = published.data[0]!;
  event = { id: first.eventId!, title: first.eventDetails.title };
});
afterAll(() => browser.close());

describe('an event page', () => {
  it('shows the event with JavaScript off, from the server’s HTML', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${eventPagePath(event)}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    expect(await page.title()).toBe(`${event.title} — Floorcraft`);
    // Its preview image (the poster, or the share card without one) is there for crawlers.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const preview = await fetch(image!.replace(/^https?:\/\/[^/]+/, baseUrl()));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^image\//);
    const card = await fetch(`${baseUrl()}/icons/share-card.png`);
    expect(card.headers.get('content-type')).toBe('image/png');
    await context.close();
  });

  it('hands over to the app, leads to Buy Tickets and back, at phone width', async () => {
    const page = await newPage(browser, 360);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/v2/event/${event.id}`)) calls.push(request.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl()}/e/${event.id}/wrong-slug`);
    await page.waitForURL(`${baseUrl()}${eventPagePath(event)}`);
    await page.getByRole('link', { name: 'Buy Tickets' }).waitFor();
    expect(await page.title()).toBe(`${event.title} — Floorcraft`);
    // The page's data came with the HTML.
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/event-page-phone.png`,
        fullPage: true,
      });
    // The school's events to subscribe to, and this one for the calendar.
    // The server's render links the feed by path; the app, once running, by webcal:// with its
    // origin — read after it has taken the page over.
    const subscribeLink = page.getByRole('link', { name: 'Subscribe' });
    await expect
      .poll(() => subscribeLink.getAttribute('href'))
      .toMatch(/^webcal:\/\/.+\/org\/[0-9a-f-]{36}\/calendar\.ics$/);
    const subscribe = await subscribeLink.getAttribute('href');
    const schoolFeed = await (await fetch(subscribe!.replace(/^webcal:/, 'http:'))).text();
    expect(schoolFeed).toContain(`${event.id}@floorcraft`);
    const google = await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href');
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
    await page.getByRole('link', { name: 'Buy Tickets' }).click();
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    expect(await page.title()).toBe(`Tickets: ${event.title} — Floorcraft`);
    await page.getByRole('link', { name: 'About this event' }).click();
    await page.waitForURL(`${baseUrl()}${eventPagePath(event)}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
  });

  it('comes fresh from the server through the installed service worker, and from the shell offline', async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Online, the service worker lets the server answer: the page's own head, and its data.
    const online = await page.goto(`${baseUrl()}${eventPagePath(event)}`);
    expect(online!.fromServiceWorker()).toBe(true);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      event.title,
    );
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();

    // Offline, the precached shell opens the same address (the app shows what it can).
    await page.context().setOffline(true);
    const offline = await page.goto(`${baseUrl()}/how-it-works`);
    expect(offline!.fromServiceWorker()).toBe(true);
    expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
    await page.getByRole('heading', { name: 'For Dance Enthusiasts' }).waitFor();
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('paints /tickets with this month’s calendar from the page itself, without waiting for the API', async () => {
    // The server's month is the UTC one: a viewer in UTC starts from exactly what it sent.
    const context = await browser.newContext({
      timezoneId: 'UTC',
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    // The API's month answers are held back until the calendar has shown its events.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const months: string[] = [];
    await page.route(/\/api\/v2\/event\/calendar\/\d{4}\/\d+/, async (route) => {
      months.push(route.request().url());
      await held;
      await route.continue();
    });
    const html = await (
      await fetch(`${baseUrl()}/tickets`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/browse-events-page-[^"]+\.js" \/>/,
    );
    await page.goto(`${baseUrl()}/tickets`);
    await page.getByRole('heading', { name: 'Find Events & Buy Tickets' }).waitFor();
    // Its events are on screen while every month answer is still held back.
    await page.locator('.calendar__chip').first().waitFor();
    // Then asked again in the background (kept for offline use), without holding up the page.
    await expect.poll(() => months.length).toBeGreaterThan(0);
    release();
    await context.close();
  });
});
