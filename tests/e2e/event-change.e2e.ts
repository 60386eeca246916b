// Cancelling or postponing an event in real Chromium, on a phone and a wide window: the school
// opens "Cancel or postpone" under a published event, reads in the confirmation what cancelling
// would do (tickets, orders, refunds in total), keeps the event, and sees the postponement form
// with its two dates. Nothing is sent: the demo events stay as other tests expect them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, publishedDemoEvents, signIn } from './helpers';

let browser: Browser;
let eventTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  eventTitle = (await publishedDemoEvents())[0]!.eventDetails.title;
});
afterAll(() => browser.close());

async function openPanel(page: Page) {
  await signIn(page, 'organiser@floorcraft.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
  const card = page.locator('.published-event').filter({ hasText: eventTitle }).first();
  await card.getByText('Cancel or postpone').click();
  await card.getByRole('button', { name: 'Cancel event' }).waitFor();
  return card;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('cancel or postpone an event', () => {
  for (const width of [360, 1280])
    it(`says what a cancellation does before anything is sent (${width} px)`, async () => {
      const page = await newPage(browser, width);
      const card = await openPanel(page);
      await card.getByRole('button', { name: 'Cancel event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toMatch(
        /Sales stop now\. (All \d+ tickets? in \d+ orders? are refunded — .+ in total|No tickets are held: there is nothing to refund\.)/,
      );
      expect(text).toContain('This cannot be undone.');
      await dialog.getByRole('button', { name: /^Cancel and refund / }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/event-cancel-${width}.png` });
      await dialog.getByRole('button', { name: 'Keep it as it is' }).click();
      await dialog.waitFor({ state: 'detached' });

      await card.getByRole('button', { name: 'Postpone event' }).click();
      const postpone = page.getByRole('dialog', { name: 'Postpone this event' });
      await postpone.getByLabel('New date and time').waitFor();
      await postpone.getByLabel('Full refunds until').waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/event-postpone-${width}.png`,
        });
      await postpone.getByRole('button', { name: 'Keep it as it is' }).click();
      // Nothing was sent: the event is as it was.
      expect(await card.getByRole('button', { name: 'Cancel event' }).isEnabled()).toBe(true);
      await page.close();
    });
});
