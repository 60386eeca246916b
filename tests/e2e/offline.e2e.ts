// Offline and installable in real Chromium: after one visit the service worker opens /tickets
// without a network, with the calendar it saw and the offline indicator in the header (also when
// the browser believes it is online and requests do not get through); the manifest has what the
// install dialog needs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH, launchBrowser } from '../support/browser';
import { baseUrl } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('offline', () => {
  it('opens a visited calendar without the network and says it is offline', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/tickets`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The second visit is the one the service worker sees (and keeps the calendar's data of).
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.locator('.calendar[aria-busy="false"]').first().waitFor();
    const title = await page.locator('.calendar__title').innerText();
    const chips = await page.locator('.calendar__chip').count();

    // A month not read before (three ahead) goes through the service worker, which keeps it.
    const months = async (button: 'Next' | 'Prev') => {
      for (let step = 0; step < 3; step++) {
        const shown = await page.locator('.calendar__title').innerText();
        await page.getByRole('button', { name: button }).click();
        await page.waitForFunction(
          (previous) => document.querySelector('.calendar__title')?.textContent !== previous,
          shown,
        );
        await page.locator('.calendar[aria-busy="false"]').first().waitFor();
      }
    };
    await months('Next');
    await months('Prev');
    await page.waitForFunction(async () =>
      (await (await caches.open('public-events')).keys()).some((request) =>
        new URL(request.url).pathname.startsWith('/api/v2/event/calendar/'),
      ),
    );

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Find Events & Buy Tickets' }).waitFor();
    await page.getByText('You’re offline — showing what was saved on this device.').waitFor();
    await page.locator('.calendar[aria-busy="false"]').first().waitFor();
    expect(await page.locator('.calendar__title').innerText()).toBe(title);
    expect(await page.locator('.calendar__chip').count()).toBe(chips);
    // The home page and a deep link open from the precached shell too.
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${baseUrl()}/how-it-works`);
    await page.getByRole('heading', { name: 'For Dance Enthusiasts' }).waitFor();
    await page.goto(`${baseUrl()}/tickets`);
    await page.locator('.calendar[aria-busy="false"]').first().waitFor();
    await context.setOffline(false);
    await page.getByText('You’re offline — showing what was saved on this device.').waitFor({
      state: 'detached',
    });
    await context.close();
  });
});

describe('pages never opened on this device, offline', () => {
  it('say they were not saved for offline use, never loading for ever or "no tickets"', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    // A first visit elsewhere installs the service worker (the app's shell), nothing more.
    await page.goto(`${baseUrl()}/how-it-works`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);

    const unknown = '0b0f4c6e-1d7a-4c1e-9a55-5d9a6f0c2b11';
    await page.goto(`${baseUrl()}/e/${unknown}/night`);
    await page
      .getByText('This event was not saved for offline use on this device.', { exact: false })
      .waitFor();
    expect(await page.getByText('Loading the event…').count()).toBe(0);

    await page.goto(`${baseUrl()}/tickets?eventId=${unknown}`);
    await page
      .getByText('This event’s ticket page was not saved for offline use on this device.', {
        exact: false,
      })
      .waitFor();

    await page.goto(`${baseUrl()}/tickets`);
    await page
      .getByText('The list of events with tickets was not saved for offline use', { exact: false })
      .waitFor();
    await page.getByText('This month was not saved for offline use', { exact: false }).waitFor();
    expect(await page.getByText('No events have tickets on sale right now').count()).toBe(0);
    await context.close();
  });
});

describe('a network that does not reach the server', () => {
  it('says so while the browser still believes it is online, and notices when it is back', async () => {
    // A venue's Wi-Fi with nothing behind it: the browser is online, requests do not get through.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl()}/tickets`);
    const indicator = page.getByText('You’re offline — showing what was saved on this device.');
    await indicator.waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    // The server is reachable again: the app asks it within a few seconds, and says nothing more.
    await page.unroute('**/api/**');
    await indicator.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });
});

describe('installable', () => {
  it('has no installability errors in Chromium', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context.
    const context = await chromium.launchPersistentContext(
      mkdtempSync(path.join(tmpdir(), 'floorcraft-install-')),
      { executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS },
    );
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves a manifest with icons, a maskable icon and wide and narrow screenshots', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    const manifest = (await response.json()) as {
      id: string;
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
      screenshots: Array<{ src: string; form_factor: string }>;
    };
    expect(manifest).toMatchObject({ id: '/', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const asset of [...manifest.icons, ...manifest.screenshots]) {
      const file = await fetch(`${baseUrl()}${asset.src}`);
      expect({ src: asset.src, status: file.status }).toEqual({ src: asset.src, status: 200 });
    }
  });
});

describe('a page whose code cannot be loaded', () => {
  it('says what failed and offers Reload, never a blank page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Find Dance. Teach Dance. Grow Dance.' }).waitFor();
    // As after a deploy removed the old chunk, or offline without it.
    await context.route(/\/assets\/how-it-works-page-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'How it Works' }).first().click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await alert.innerText()).toMatch(
      /Part of the app could not be loaded \(.*how-it-works-page/,
    );
    await alert.getByRole('button', { name: 'Reload' }).waitFor();
    await context.close();
  });
});
