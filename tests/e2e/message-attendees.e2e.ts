// Messaging attendees in real Chromium: the school opens Sales on a phone, gives a dancer a ticket
// (a comp), writes a venue change to everyone with a ticket, previews it, sends a test to itself,
// sends it, and sees it delivered in the message log; the dancer's e-mail is in the outbox, its
// text as written. The same screen fits a wide window.
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
  signIn,
} from './helpers';

let browser: Browser;
let eventTitle: string;
const subject = `Venue change ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = (await publishedDemoEvents()).find(
    (event) => event.ticketSetup.ticketTypes.length === 3,
  )!;
  eventTitle = demo.eventDetails.title;
});
afterAll(() => browser.close());

async function openSales(page: Page) {
  await signIn(page, 'organiser@floorcraft.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
  const card = page.locator('.published-event').filter({ hasText: eventTitle }).first();
  await card.getByRole('button', { name: 'Sales' }).click();
  const sales = page.getByRole('dialog', { name: `Sales: ${eventTitle}` });
  await sales.getByRole('region', { name: 'Messages' }).waitFor();
  return sales;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('messaging attendees', () => {
  it('sends a venue change to everyone with a ticket and shows it delivered', async () => {
    const dancer = `dancer-${randomUUID().slice(0, 8)}@floorcraft.test`;
    const page = await newPage(browser, 360);
    const sales = await openSales(page);

    // A ticket holder to write to.
    const comps = sales.getByRole('region', { name: 'Comps' });
    await comps.getByRole('button', { name: 'Issue comps' }).click();
    const compDialog = page.getByRole('dialog', { name: 'Issue comps' });
    await compDialog.getByLabel('Name').fill('Dee Dancer');
    await compDialog.getByLabel('E-mail').fill(dancer);
    await compDialog.getByRole('button', { name: 'Issue 1 comp' }).click();
    await comps.getByText('1 comp issued and e-mailed.').waitFor();

    const messages = sales.getByRole('region', { name: 'Messages' });
    await messages.getByRole('button', { name: 'Message attendees' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message attendees' });
    await dialog.getByRole('combobox', { name: 'To' }).selectOption('all');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Tonight we dance at the Ballroom upstairs, same time.\n<b>Not bold</b>');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    expect(await preview.innerText()).toContain('<b>Not bold</b>');
    expect(await preview.innerText()).toContain(`sent this message about ${eventTitle}`);

    await dialog.getByRole('button', { name: 'Send test to myself' }).click();
    await dialog.getByText('A test was sent to organiser@floorcraft.test.').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/message-dialog-phone.png` });

    await preview.getByRole('button', { name: /^Send to \d+ (people|person)$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await messages.getByText(/Your message is on its way to \d+ (people|person)\./).waitFor();

    const logged = messages.getByRole('listitem').filter({ hasText: subject });
    await logged.getByText('Delivered', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await logged.innerText()).toMatch(
      /Everyone with a ticket[\s\S]*Delivered · (\d+) recipients? · \1 delivered/,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await messages.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/message-log-phone.png` });

    const [mail] = await cli(['outbox', '--to', dancer]).then((mails) =>
      mails.filter((one) => one.subject === subject),
    );
    expect(mail?.text).toContain('Tonight we dance at the Ballroom upstairs, same time.');
    const [test] = await cli(['outbox', '--to', 'organiser@floorcraft.test']).then((mails) =>
      mails.filter((one) => one.subject === `[Test] ${subject}`),
    );
    expect(test).toBeDefined();
  });

  it('fits a wide screen, the message in the log and reminders on', async () => {
    const page = await newPage(browser, 1280);
    const sales = await openSales(page);
    const messages = sales.getByRole('region', { name: 'Messages' });
    await messages.getByRole('listitem').filter({ hasText: subject }).waitFor();
    const reminders = messages.getByRole('checkbox', { name: /Remind ticket holders 24 hours/ });
    expect(await reminders.isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/message-log-wide.png` });
  });
});
