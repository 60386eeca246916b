// Browsing events in real Chromium: the /tickets calendar with the demo events, a day's list, an
// event's details; the aficionado's near-me calendar; the demo events page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The first day with events; the demo events start tomorrow, which may be next month. */
async function firstEventDay(page: Page) {
  const days = page.locator('.calendar__day-button');
  await page.locator('.calendar[aria-busy="false"]').first().waitFor();
  if ((await days.count()) === 0) {
    await page.getByRole('button', { name: 'Next' }).click();
    await days.first().waitFor();
  }
  return days.first();
}

describe('/tickets browse page', () => {
  it('shows a living calendar; a day opens its events, an event its details', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/tickets`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Find Events & Buy Tickets' }).waitFor();
    await page.getByRole('heading', { name: 'Upcoming Events with Tickets' }).waitFor();
    await page.getByRole('heading', { name: 'All Events Calendar' }).waitFor();
    const day = await firstEventDay(page);
    const label = (await day.locator('.visually-hidden').textContent()) ?? '';
    await day.click();
    const dialog = page.getByRole('dialog', { name: `Events for ${label.split(':')[0]}` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/Time[\s\S]*Location[\s\S]*Styles/);
    await dialog.getByRole('button', { name: 'View Details' }).first().click();
    const details = page.getByRole('dialog');
    await details.getByText('Organiser').or(details.getByText('Location')).first().waitFor();
    expect(await details.innerText()).toMatch(/Date[\s\S]*Time[\s\S]*Location/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it('moves between months with Prev and Next', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/tickets`, { waitUntil: 'networkidle' });
    const title = page.locator('.calendar__title');
    await title.waitFor();
    const first = await title.innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(
      (previous) => document.querySelector('.calendar__title')?.textContent !== previous,
      first,
    );
    await page.getByRole('button', { name: 'Prev' }).click();
    await page.waitForFunction(
      (previous) => document.querySelector('.calendar__title')?.textContent === previous,
      first,
    );
  });
});

describe('/events for aficionados', () => {
  it('shows events near the profile location when the browser shares none', async () => {
    const page = await newPage(browser);
    await signIn(page, 'aficionado@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/uploads`);
    await page.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL(`${baseUrl()}/events`);
    await page.getByText("Showing events near your profile's location").waitFor();
    // Near me is on by default on /events.
    await page.getByRole('button', { name: 'Near me', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('heading', { name: /^Week of / }).waitFor();
    await page.getByRole('button', { name: 'Any time' }).click();
    // Melbourne's demo events are 700 km away: only Sydney's show near the aficionado.
    await firstEventDay(page);
    const texts = await page.locator('.calendar__chip').allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts).not.toContain('Milonga del Sur');
  });
});

describe('/demo/events', () => {
  it('shows the five sample events and Back to Main', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/demo/events`);
    await page.getByRole('heading', { name: 'Demo Events' }).waitFor();
    expect(await page.locator('.event-card').count()).toBe(5);
    await page.getByRole('link', { name: 'Back to Main' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });
});
