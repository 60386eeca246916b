// A term course in real Chromium: the demo school builds a 6-week Bachata course in the wizard
// (one class repeated weekly), sold as a full course and as a drop-in to week 2 set in the matrix,
// and publishes; one dancer buys the course and My Tickets shows all six classes, another buys the
// drop-in and sees only week 2 — at 360 and 1280 px, with no accessibility violations and nothing
// scrolling sideways.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  accessibilityViolations,
  baseUrl,
  cli,
  newPage,
  publishedDemoEvents,
  publishFromTicketStep,
  reviewAndPay,
  sidewaysScroll,
  signIn,
} from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The course's first Tuesday, a few weeks ahead, as "YYYY-MM-DD" (the browser's zone is UTC). */
const tuesday = (() => {
  const day = new Date(Date.now() + 3 * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
})();
const weekLater = (weeks: number) =>
  new Date(Date.parse(`${tuesday}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

const title = `Bachata Level 1 Term ${randomUUID().slice(0, 4)}`;
const week = (n: number) => `Bachata Level 1 — week ${n}`;
let eventId = '';

async function buy(email: string, type: string): Promise<Page> {
  await cli(['account', 'create', '--email', email, '--password', 'dancedemo']);
  const page = await newPage(browser, 360);
  await signIn(page, email);
  await page.waitForURL(/\/tickets/);
  await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
  await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
  await page.getByRole('button', { name: `More ${type}` }).click();
  await reviewAndPay(page);
  await page.getByRole('dialog', { name: 'Purchase Successful!' }).waitFor();
  await page.waitForURL(`${baseUrl()}/my-tickets`, { timeout: 15_000 });
  return page;
}

describe('a six-week course with a drop-in', () => {
  it('is built in the wizard by repeating one class weekly, and published', async () => {
    const page = await newPage(browser, 1280);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.goto(`${baseUrl()}/create-tickets`);
    await page.getByRole('heading', { name: 'Create Tickets' }).waitFor();
    await page.getByLabel('Event Title').fill(title);
    await page.getByLabel('Start').fill(`${tuesday}T19:00`);
    await page.getByLabel('End').fill(`${weekLater(5)}T20:00`);
    await page.getByLabel('Event Location').fill('Studio 2, 10 King Street, Newtown NSW');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Progress saved successfully').waitFor();

    await page.getByLabel('Ticket Name').first().fill('Full course');
    await page.getByLabel('Price').first().fill('150');
    await page.getByLabel('Quantity').first().fill('30');
    await page.getByRole('button', { name: 'Add Ticket Type' }).click();
    await page.getByLabel('Ticket Name').nth(1).fill('Week 2 drop-in');
    await page.getByLabel('Price').nth(1).fill('30');
    await page.getByLabel('Quantity').nth(1).fill('10');

    await page.getByText('Sessions (optional)').click();
    await page.getByRole('button', { name: 'Add Session' }).click();
    await page.getByLabel('Session name').fill('Bachata Level 1');
    await page.getByLabel('Starts').fill(`${tuesday}T19:00`);
    await page.getByLabel('Ends').fill(`${tuesday}T20:00`);
    await page.getByLabel('Room or stage').fill('Studio 2');
    await page.getByLabel('Capacity (optional)').fill('20');
    await page.getByLabel('Repeat weekly for N weeks').fill('6');
    await page.getByRole('button', { name: 'Repeat Bachata Level 1 weekly' }).click();
    expect(await page.locator('.session-editor__name').allInnerTexts()).toEqual(
      [1, 2, 3, 4, 5, 6].map(week),
    );

    // The drop-in admits to week 2 only: set in the matrix.
    await page.getByRole('button', { name: 'Show who gets in where' }).click();
    const matrix = page.getByRole('table', { name: 'Which sessions each ticket type admits to' });
    for (const n of [1, 3, 4, 5, 6])
      await matrix.getByLabel(`Week 2 drop-in admits to ${week(n)}`).uncheck();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await matrix.getByLabel(`Week 2 drop-in admits to ${week(2)}`).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    await publishFromTicketStep(page);
    const course = (await publishedDemoEvents()).find(
      (entry) => entry.eventDetails.title === title,
    );
    expect(course?.eventId).toBeTruthy();
    eventId = course!.eventId!;
    await page.context().close();
  });

  it('sells the course, whose holder sees all six classes in My Tickets', async () => {
    const page = await buy(`course-${randomUUID().slice(0, 8)}@floorcraft.test`, 'Full course');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const mine = page.getByRole('region', { name: `My timetable: ${title}` });
      await mine.waitFor();
      for (const n of [1, 2, 3, 4, 5, 6]) await mine.getByText(week(n), { exact: true }).waitFor();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    await page.context().close();
  });

  it('sells the drop-in, whose holder sees week 2 only', async () => {
    const page = await buy(`dropin-${randomUUID().slice(0, 8)}@floorcraft.test`, 'Week 2 drop-in');
    const mine = page.getByRole('region', { name: `My timetable: ${title}` });
    await mine.getByText(week(2), { exact: true }).waitFor();
    for (const n of [1, 3, 4, 5, 6])
      expect(await mine.getByText(week(n), { exact: true }).count()).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.context().close();
  });
});
