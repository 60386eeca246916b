// Finding dance in real Chromium: a dancer in Sydney (the browser shares the position) filters
// /tickets to "zouk near me this week" as a list, Back undoes the last change, and the shared
// address opened in a new page shows the same list.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { baseUrl } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SYDNEY_CBD = { latitude: -33.8688, longitude: 151.2093 };
const BONDI = { latitude: -33.8915, longitude: 151.2767 };
const FITZROY = { latitude: -37.7982, longitude: 144.9784 };

/**
 * Three events starting now (so "this week" holds them whatever the weekday): zouk at Bondi, 7 km
 * from the dancer; salsa at Bondi; zouk in Melbourne. Imported by the aficionado, who may upload.
 */
async function importTonight(run: string) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'aficionado@floorcraft.test', password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const start = new Date(Date.now() + 60_000);
  const event = (title: string, style: string, point: typeof BONDI, timeZone: string) => ({
    title,
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    timeZone,
    location: { description: `${title} venue`, ...point },
    danceStyles: [style],
  });
  const titles = {
    zoukNear: `Zouk tonight ${run}`,
    salsaNear: `Salsa tonight ${run}`,
    zoukFar: `Melbourne zouk ${run}`,
  };
  const response = await fetch(`${baseUrl()}/api/v2/event/ical/ical-import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      events: [
        event(titles.zoukNear, 'zouk', BONDI, 'Australia/Sydney'),
        event(titles.salsaNear, 'salsa', BONDI, 'Australia/Sydney'),
        event(titles.zoukFar, 'zouk', FITZROY, 'Australia/Melbourne'),
      ],
    }),
  });
  expect(response.status).toBe(200);
  return titles;
}

/** A dancer's browser in Sydney, sharing its position. */
async function dancerPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Australia/Sydney',
    geolocation: SYDNEY_CBD,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

const listedTitles = (page: Page) => page.locator('.event-list__item h3').allInnerTexts();

describe('finding dance on /tickets', () => {
  it('filters to zouk near me this week, and the shared link shows the same list', async () => {
    const tonight = await importTonight(Math.random().toString(36).slice(2, 8));
    const { context, page } = await dancerPage();
    await page.goto(`${baseUrl()}/tickets`, { waitUntil: 'networkidle' });

    const styles = page.getByRole('group', { name: 'Dance styles' });
    await styles.getByRole('button', { name: /^zouk$/i }).click();
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('button', { name: 'List' }).click();

    await page.waitForURL(/view=list/);
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({
      styles: 'zouk',
      near: '1',
      when: 'week',
      view: 'list',
    });
    await page.getByRole('heading', { name: tonight.zoukNear }).waitFor();
    const titles = await listedTitles(page);
    expect(titles).toContain(tonight.zoukNear);
    // Salsa near the dancer, and zouk 700 km away, are not "zouk near me".
    expect(titles).not.toContain(tonight.salsaNear);
    expect(titles).not.toContain(tonight.zoukFar);
    // Zouk three weeks on (the demo's Melbourne party) is not this week either.
    expect(titles).not.toContain('Zouk Congress Warm-up Party');
    for (const styleLine of await page.locator('.event-list__styles').allInnerTexts())
      expect(styleLine.toLowerCase()).toContain('zouk');
    await expect(
      page.getByRole('button', { name: /^zouk$/i }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    // Back undoes the last change: the calendar again, still filtered.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await page.getByRole('button', { name: 'Calendar', pressed: true }).waitFor();
    await page.getByRole('heading', { name: /^Week of / }).waitFor();

    // The link shared, opened by someone else.
    const shared = await dancerPage();
    await shared.page.goto(address.toString(), { waitUntil: 'networkidle' });
    await shared.page.getByRole('heading', { name: tonight.zoukNear }).waitFor();
    expect(await listedTitles(shared.page)).toEqual(titles);
    await shared.page.getByRole('button', { name: 'Near me', pressed: true }).waitFor();
    await shared.page.getByRole('button', { name: 'This week', pressed: true }).waitFor();
    await shared.context.close();
    await context.close();
  });
});
