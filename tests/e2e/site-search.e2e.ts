// The one search in real Chromium: words typed in the header's search box open /search with
// events and classes, instructors and local guides; a style narrows it and the address says so;
// the page fits 360 px with no accessibility violations; a search seen before opens offline; the
// menu leads to Instructors.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, sidewaysScroll } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** An instructor profile made through the API, as its own account would. */
async function instructorNamed(name: string): Promise<string> {
  const email = `search-${randomUUID().slice(0, 8)}@floorcraft.test`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl()}${path}`, {
      method: path.endsWith('profile') ? 'PUT' : 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseUrl(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/v2/auth/register', {
    name,
    email,
    password: 'dance-search-1',
  });
  expect(registered.status).toBeLessThan(300);
  const tokens = (await registered.json()) as { accessToken: string };
  const saved = await post(
    '/api/v2/instructor/profile',
    { name, danceStyles: ['zouk'], cities: ['Sydney'], bio: '', languages: [], links: [] },
    tokens.accessToken,
  );
  expect(saved.status).toBe(200);
  return ((await saved.json()) as { data: { slug: string } }).data.slug;
}

describe('the one search', () => {
  it('finds events and instructors from the header, in the address, offline and at 360 px', async () => {
    const slug = await instructorNamed(`Zouk Teacher ${randomUUID().slice(0, 4)}`);
    const page = await newPage(browser, 360);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shot(page, 'search-header-phone');

    await page.getByRole('searchbox', { name: /Search events, classes/ }).fill('zouk');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=zouk');
    await page.getByRole('heading', { name: 'Events and classes' }).waitFor();
    await page.getByRole('link', { name: 'Zouk by the Beach' }).first().waitFor();
    await page.locator(`a[href="/i/${slug}"]`).waitFor();
    expect(await page.getByRole('heading', { name: 'Local guides' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Zouk', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('styles') === 'zouk');
    expect(
      await page.getByRole('button', { name: 'Zouk', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('link', { name: 'Zouk by the Beach' }).first().waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'search-phone');

    // Offline, the search seen opens from the saved cache; one never made says it was not saved.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('You’re offline — showing what was saved on this device.').waitFor();
    await page.getByRole('link', { name: 'Zouk by the Beach' }).first().waitFor();
    await page.getByRole('searchbox', { name: /Events, classes/ }).fill('tango');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByText('This search was not saved for offline use on this device.', { exact: false })
      .waitFor();
    await page.context().setOffline(false);
    await page.context().close();

    // On a wide screen the menu lists Instructors beside the other areas.
    const wide = await newPage(browser, 1280);
    await wide.goto(`${baseUrl()}/search?q=zouk`);
    await wide.getByRole('link', { name: 'Zouk by the Beach' }).first().waitFor();
    await wide
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Instructors' })
      .waitFor();
    expect(await sidewaysScroll(wide)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(wide)).toEqual([]);
    await shot(wide, 'search-wide');
    await wide.getByRole('link', { name: 'Instructors' }).click();
    await wide.getByRole('heading', { name: 'Dance Instructors' }).waitFor();
    await wide.context().close();
  });
});
