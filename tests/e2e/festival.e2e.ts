// A weekend festival in real Chromium: the demo school builds three days of workshops and parties
// in the wizard (add, copy a day, rename), a Full Pass for everything and a Party Pass for the
// parties set in the matrix, publishes; the event page shows the timetable; a dancer buys a Party
// Pass, sees what it admits to, and My Tickets shows their own timetable — at 360 and 1280 px,
// with no accessibility violations and nothing scrolling sideways.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  accessibilityViolations,
  baseUrl,
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

/** The festival's Friday, some weeks ahead, as "YYYY-MM-DD" in the browser's zone (UTC here). */
const friday = (() => {
  const day = new Date(Date.now() + 6 * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
})();
const dayOf = (offset: number) =>
  new Date(Date.parse(`${friday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
/** "Friday 20 November", as the wizard's Copy day buttons name a day. */
const dayName = (offset: number) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${dayOf(offset)}T00:00:00Z`));

const title = `Harbour Salsa Weekender ${randomUUID().slice(0, 4)}`;
const parties = ['Friday Party', 'Saturday Party', 'Sunday Party'];
let eventId = '';

describe('a festival with sessions', () => {
  it('is built in the wizard with sessions and a Party Pass, and published', async () => {
    const page = await newPage(browser, 1280);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.goto(`${baseUrl()}/create-tickets`);
    await page.getByRole('heading', { name: 'Create Tickets' }).waitFor();
    await page.getByLabel('Event Title').fill(title);
    await page.getByLabel('Start').fill(`${dayOf(0)}T18:00`);
    await page.getByLabel('End').fill(`${dayOf(2)}T23:30`);
    await page.getByLabel('Event Location').fill('Town Hall, 483 George Street, Sydney NSW');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Progress saved successfully').waitFor();

    await page.getByLabel('Ticket Name').first().fill('Full Pass');
    await page.getByLabel('Price').first().fill('180');
    await page.getByLabel('Quantity').first().fill('100');
    await page.getByRole('button', { name: 'Add Ticket Type' }).click();
    await page.getByLabel('Ticket Name').nth(1).fill('Party Pass');
    await page.getByLabel('Price').nth(1).fill('60');
    await page.getByLabel('Quantity').nth(1).fill('200');

    // Sessions are folded away until wanted.
    expect(await page.getByRole('button', { name: 'Add Session' }).isVisible()).toBe(false);
    await page.getByText('Sessions (optional)').click();
    await page.getByRole('button', { name: 'Add Session' }).click();
    await page.getByLabel('Session name').fill('Friday Workshop');
    await page.getByLabel('Starts').fill(`${dayOf(0)}T18:00`);
    await page.getByLabel('Ends').fill(`${dayOf(0)}T19:30`);
    await page.getByLabel('Room or stage').fill('Studio 1');
    await page.getByLabel('Level').fill('Intermediate');
    await page.getByLabel('Teachers or DJs').fill('Ana & Leo');
    await page.getByLabel('Capacity (optional)').fill('30');
    await page.getByRole('button', { name: 'Add Session' }).click();
    await page.getByLabel('Session name').nth(1).fill('Friday Party');
    await page
      .getByLabel('Starts')
      .nth(1)
      .fill(`${dayOf(0)}T21:00`);
    await page
      .getByLabel('Ends')
      .nth(1)
      .fill(`${dayOf(1)}T02:00`);
    await page.getByLabel('Room or stage').nth(1).fill('Ballroom');

    // Copies are named for their new day: Friday's workshop becomes Saturday's.
    await page.getByRole('button', { name: `Copy ${dayName(0)} to ${dayName(1)}` }).click();
    await page.getByRole('button', { name: `Copy ${dayName(1)} to ${dayName(2)}` }).click();
    expect(await page.locator('.session-editor').count()).toBe(6);
    // Reordering by the keyboard: Sunday's party moved up one and back.
    await page.getByRole('button', { name: 'Move Sunday Party up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move Sunday Party down' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.session-editor__name').allInnerTexts()).toEqual([
      'Friday Workshop',
      'Friday Party',
      'Saturday Workshop',
      'Saturday Party',
      'Sunday Workshop',
      'Sunday Party',
    ]);

    // The Party Pass admits to the parties: set in the matrix.
    await page.getByRole('button', { name: 'Show who gets in where' }).click();
    // (The same boxes also show under the Party Pass once it admits to chosen sessions.)
    const matrix = page.getByRole('table', { name: 'Which sessions each ticket type admits to' });
    for (const day of ['Friday', 'Saturday', 'Sunday'])
      await matrix.getByLabel(`Party Pass admits to ${day} Workshop`).uncheck();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await matrix.getByLabel('Party Pass admits to Friday Party').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    const partyAdmits = page.getByRole('group', { name: 'Admits to' }).nth(1);
    expect(await partyAdmits.getByLabel('Chosen sessions').isChecked()).toBe(true);

    await publishFromTicketStep(page);

    const festival = (await publishedDemoEvents()).find(
      (entry) => entry.eventDetails.title === title,
    );
    expect(festival?.eventId).toBeTruthy();
    eventId = festival!.eventId!;
    // The dashboard's Timetables tab shows it too.
    await page.goto(`${baseUrl()}/dashboard?tab=timetables`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Saturday Workshop').waitFor();
    await page.context().close();
  });

  for (const width of [360, 1280])
    it(`shows the timetable on the event page at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl()}/e/${eventId}/x`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const timetable = page.getByRole('region', { name: 'Timetable' });
      await timetable.waitFor();
      expect(await timetable.getByRole('heading', { level: 3 }).count()).toBe(3);
      for (const name of [...parties, 'Friday Workshop', 'Sunday Workshop'])
        await timetable.getByText(name, { exact: true }).waitFor();
      expect(await timetable.innerText()).toContain('Intermediate · Ana & Leo');
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.context().close();
    });

  it('sells a dancer a Party Pass, and My Tickets shows their timetable', async () => {
    const page = await newPage(browser, 360);
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL(/\/tickets/);
    await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    const party = page.locator('.ticket-row', { hasText: 'Party Pass' });
    // Each party named with its day and time, so the buyer need not open the timetable.
    const admits = await party.locator('.admits-list').innerText();
    expect(admits).toMatch(
      new RegExp(`^Admits to: ${parties.map((name) => `${name} \\(.+\\)`).join(', ')}$`),
    );
    await page
      .locator('.ticket-row', { hasText: 'Full Pass' })
      .getByText('Admits to every session')
      .waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'More Party Pass' }).click();
    await reviewAndPay(page);
    await page.getByRole('dialog', { name: 'Purchase Successful!' }).waitFor();
    await page.waitForURL(`${baseUrl()}/my-tickets`, { timeout: 15_000 });

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const mine = page.getByRole('region', { name: `My timetable: ${title}` });
      await mine.waitFor();
      for (const name of parties) await mine.getByText(name, { exact: true }).waitFor();
      expect(await mine.getByText('Friday Workshop').count()).toBe(0);
      await mine.getByRole('button', { name: 'Add to calendar: Friday Party' }).waitFor();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add my timetable to calendar' }).click(),
    ]);
    const file = await download.createReadStream();
    let text = '';
    for await (const chunk of file) text += String(chunk);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('SUMMARY:Saturday Party');
    await page.context().close();
  });
});
