// A busy day in real Chromium: twenty events on one day show as "Many more" on the /tickets
// calendar, the day's list holds the first fifteen, and Show more events reads the rest.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage } from './helpers';

const EVENTS = 20;
let browser: Browser;

/** The 12th of the month three months from now, in UTC. */
function busyDate() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 12));
}

async function importBusyDay(date: Date) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'aficionado@floorcraft.test', password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const marker = Date.now().toString(36);
  const events = Array.from({ length: EVENTS }, (_, index) => {
    // From 19:00 in Sydney, ten minutes apart.
    const start = new Date(date.getTime() + 8 * 3_600_000 + index * 600_000);
    return {
      title: `Crowded ${String(index + 1).padStart(2, '0')}`,
      description: '',
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      location: { description: 'Town Hall, Sydney', rawLocation: null, isVenueOnly: false },
      danceStyles: ['salsa'],
      facebookUrl: null,
      facebookEventId: null,
      icalUID: `crowded-${marker}-${index}@floorcraft.test`,
    };
  });
  const response = await fetch(`${baseUrl()}/api/v2/event/ical/ical-import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ events }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await importBusyDay(busyDate());
});
afterAll(() => browser.close());

describe('a busy day on the /tickets calendar', () => {
  it('shows the first events and reads the rest on request', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/tickets`, { waitUntil: 'networkidle' });
    const title = page.locator('.calendar__title');
    const target = new Intl.DateTimeFormat('en-AU', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(busyDate());
    for (let month = 0; month < 3; month++) {
      const shown = await title.innerText();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForFunction(
        (previous) => document.querySelector('.calendar__title')?.textContent !== previous,
        shown,
      );
    }
    expect(await title.innerText()).toBe(target);
    const dayName = new Intl.DateTimeFormat('en-AU', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(busyDate());
    const day = page.getByRole('button', { name: `${dayName}: more than 15 events` });
    await day.waitFor();
    expect(await day.innerText()).toContain('Many more');
    await day.click();
    const dialog = page.getByRole('dialog', { name: `Events for ${dayName}` });
    await dialog.waitFor();
    const headings = dialog.getByRole('heading', { level: 3 });
    expect(await headings.count()).toBe(15);
    await dialog.getByRole('button', { name: 'Show more events' }).click();
    await dialog.getByRole('list', { name: 'More events this day' }).waitFor();
    expect(await headings.allInnerTexts()).toEqual(
      Array.from({ length: EVENTS }, (_, index) => `Crowded ${String(index + 1).padStart(2, '0')}`),
    );
    expect(await dialog.getByRole('button', { name: 'Show more events' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
