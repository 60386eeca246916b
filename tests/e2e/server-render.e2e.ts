// Public pages rendered by the server with the app itself: their content is in the HTML before any
// script runs (and painted with its styles with JavaScript off), and the app takes the page over
// without a hydration error — in the viewer's own time zone too — and then works as usual.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPagePath } from '../../src/contract/event-page';
import { hintsAndMarkup, type Prerendered } from '../../server/pages/page-render';
import { launchBrowser } from '../support/browser';
import { baseUrl, publishedDemoEvents, signIn } from './helpers';

let browser: Browser;
let eventPage: { path: string; title: string };
beforeAll(async () => {
  browser = await launchBrowser();
  const first = (await publishedDemoEvents())[0]!;
  eventPage = {
    path: eventPagePath({ id: first.eventId!, title: first.eventDetails.title }),
    title: first.eventDetails.title,
  };
});
afterAll(() => browser.close());

const STATIC_PAGES: Array<[string, string]> = [
  ['/', 'Find Dance. Teach Dance. Grow Dance.'],
  ['/how-it-works', 'How it Works'],
  ['/contact', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-conditions', 'Terms and Conditions'],
  ['/login', 'Welcome Back'],
  ['/register', 'Create an account'],
  ['/forgot-password', 'Forgot Password'],
  ['/tickets', 'Find Events & Buy Tickets'],
];
const pages = () => [...STATIC_PAGES, [eventPage.path, eventPage.title] as [string, string]];

/** What the browser's console says while the page loads and the app takes it over. */
async function consoleOf(page: Page): Promise<string[]> {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

const escapedText = (text: string) => text.replace(/&/g, '&amp;');

describe('server-rendered public pages', () => {
  it('carry their content in the HTML, marked for the app to hydrate', async () => {
    for (const [path, heading] of pages()) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      const html = await response.text();
      const root =
        /<div id="root" data-rendered="">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(
          html,
        );
      expect(root, path).not.toBeNull();
      expect(root![1]).toContain(escapedText(heading));
      // Shared, it previews with its own title and an image (the site's card, or the event's).
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(html, path).toMatch(/<meta property="og:image" content="http:\/\/[^"]+" \/>/);
      // No script of React's own in the page (the CSP allows none), no inline style.
      expect(html).not.toMatch(/<script>|<template id="B:|\sstyle="/);
    }
  });

  it('are taken over by the app with no hydration error, at phone width and in Sydney', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      timezoneId: 'Australia/Sydney',
    });
    for (const [path, heading] of pages()) {
      const page = await context.newPage();
      const said = await consoleOf(page);
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Hydrated: the header's menu button answers a tap.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      expect(
        said.filter((text) => !/Service Worker/.test(text)),
        path,
      ).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('hydrate with the data they came with, not an older copy the device keeps', async () => {
    // The device's query cache is restored once the page has hydrated: a copy of the month or the
    // event restored before would be what the page hydrates with, and not match the server's.
    const titles = (await publishedDemoEvents()).map((event) => event.eventDetails.title);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    for (const [path, heading] of [
      ['/tickets', 'Find Events & Buy Tickets'],
      [eventPage.path, eventPage.title],
    ] as const) {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.goto(`${baseUrl()}/contact`); // Leaving the page writes the cache.
      const aged = await page.evaluate(
        ({ key, titles }) => {
          let kept = localStorage.getItem(key) ?? '';
          for (const title of titles)
            kept = kept.split(JSON.stringify(title)).join('"An older title"');
          localStorage.setItem(key, kept);
          return kept.includes('An older title');
        },
        { key: 'floorcraft-query-cache', titles },
      );
      expect(aged, path).toBe(true);
      const said = await consoleOf(page);
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(
        said.filter((text) => !/Service Worker/.test(text)),
        path,
      ).toEqual([]);
      expect(await page.locator('#root').innerText(), path).not.toContain('An older title');
      await page.close();
    }
    await context.close();
  });

  it('send the markup the build prerendered for the pages with no data of their own', async () => {
    const { pages: prerendered } = JSON.parse(
      readFileSync('dist-ssr/prerendered.json', 'utf8'),
    ) as Prerendered;
    for (const [path] of STATIC_PAGES.filter(([path]) => path !== '/tickets')) {
      const html = await (
        await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })
      ).text();
      const root = /<div id="root" data-rendered="">([\s\S]*?)<\/div>\s*<script type/.exec(html);
      expect(prerendered[path], path).toBeDefined();
      expect(root![1], path).toBe(hintsAndMarkup(prerendered[path]!).markup);
    }
  });

  it('send My Tickets as its frame, which the app hydrates and fills once it knows the session', async () => {
    const html = await (
      await fetch(`${baseUrl()}/my-tickets`, { headers: { accept: 'text/html' } })
    ).text();
    // The server cannot know whose tickets: the app's first render (the session not yet
    // restored) is the same frame, which it hydrates.
    const root = /<div id="root" data-rendered="">([\s\S]*?)<\/div>\s*<script type/.exec(html);
    expect(root![1]).toContain('<h1>My Tickets</h1>');
    expect(root![1]).toContain('Loading your tickets…');

    // Painted with JavaScript off: the heading does not wait for the app.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(`${baseUrl()}/my-tickets`);
    expect(await still.getByRole('heading', { level: 1, name: 'My Tickets' }).isVisible()).toBe(
      true,
    );
    await noScript.close();

    // A visitor with no session goes to sign in; a dancer's own tickets replace the frame.
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const said = await consoleOf(page);
    await page.goto(`${baseUrl()}/my-tickets`);
    await page.waitForURL(/\/login\?.*return=%2Fmy-tickets/);
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL(/\/tickets/);
    await page.goto(`${baseUrl()}/my-tickets`, { waitUntil: 'networkidle' });
    // The demo dancer's tickets, or none yet (other suites may have bought some).
    await page.locator('.my-event, p:has-text("No tickets yet")').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['My Tickets']);
    expect(await page.getByText('Loading your tickets…').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(said.filter((text) => !/Service Worker/.test(text))).toEqual([]);
    await context.close();
  });

  it('render an address with a query for itself (sign-in with its e-mail filled in)', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const said = await consoleOf(page);
    // Once bare (the page kept), then with a query: the kept page must not answer for it.
    await page.goto(`${baseUrl()}/login`, { waitUntil: 'networkidle' });
    await page.goto(`${baseUrl()}/login?email=dancer%40floorcraft.test&return=%2Fmy-tickets`, {
      waitUntil: 'networkidle',
    });
    expect(await page.getByLabel('Email').inputValue()).toBe('dancer@floorcraft.test');
    const html = await (
      await fetch(`${baseUrl()}/login?email=dancer%40floorcraft.test`, {
        headers: { accept: 'text/html' },
      })
    ).text();
    expect(html).toContain('value="dancer@floorcraft.test"');
    expect(said.filter((text) => !/Service Worker/.test(text))).toEqual([]);
    await context.close();
  });

  it('keep a sign-in form shut until the app has taken the page over', async () => {
    // Before hydration (here: never) a submit would be the browser's own, password in the address.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/login`);
    // The sign-in form, not the header's search.
    const form = page.locator('form').filter({ has: page.getByLabel('Password') });
    expect(await form.getAttribute('method')).toBe('post');
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Password').isDisabled()).toBe(true);
    await context.close();
  });

  it('paint the calendar with its colours with JavaScript off', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/tickets`);
    const chip = page.locator('.calendar__chip').first();
    await chip.waitFor();
    const colour = await chip.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator('.event-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keep today right for a viewer a day ahead of the server (UTC+14)', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Pacific/Kiritimati',
    });
    const page = await context.newPage();
    const said = await consoleOf(page);
    await page.goto(`${baseUrl()}/tickets`, { waitUntil: 'networkidle' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    );
    // The server rendered with today in UTC; the viewer's own day takes over once hydrated.
    await page.locator(`[aria-current="date"][data-day="${today}"]`).waitFor();
    expect(await page.locator('[aria-current="date"]').count()).toBe(1);
    expect(said.filter((text) => !/Service Worker/.test(text))).toEqual([]);
    await context.close();
  });
});
