// Comps in real Chromium: the school opens Sales on a phone, issues a comp to a teacher from the
// Issue comps dialog (by keyboard too: Escape closes it and leaves Sales open), sees it in Comps
// and in Orders as "Comp · Teacher", and the teacher's e-mail with the ticket code is in the outbox.
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
  await sales.getByRole('region', { name: 'Comps' }).waitFor();
  return sales;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('issuing a comp', () => {
  it('gives a teacher a free ticket, marked Comp in Sales, and mails it', async () => {
    const email = `teacher-${randomUUID().slice(0, 8)}@floorcraft.test`;
    const page = await newPage(browser, 360);
    const sales = await openSales(page);
    const comps = sales.getByRole('region', { name: 'Comps' });

    await comps.getByRole('button', { name: 'Issue comps' }).click();
    let dialog = page.getByRole('dialog', { name: 'Issue comps' });
    await dialog.getByLabel('Name').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await sales.isVisible()).toBe(true);

    await comps.getByRole('button', { name: 'Issue comps' }).click();
    dialog = page.getByRole('dialog', { name: 'Issue comps' });
    await dialog.getByRole('button', { name: 'Issue 1 comp' }).waitFor();
    await dialog.getByLabel('Name').fill('Ana Lima');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Note (optional)').fill('Teacher');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/comps-dialog-phone.png` });
    await dialog.getByRole('button', { name: 'Issue 1 comp' }).click();
    await comps.getByText('1 comp issued and e-mailed.').waitFor();

    const issued = comps.getByRole('listitem').filter({ hasText: email });
    await issued.waitFor();
    expect(await issued.innerText()).toMatch(/Ana Lima[\s\S]*Comp · Teacher[\s\S]*valid/);
    const orders = sales.getByRole('region', { name: 'Orders' });
    const order = orders.locator('.sales-orders > li').filter({ hasText: email });
    await order.waitFor();
    expect(await order.innerText()).toContain('Comp · Teacher');
    expect(await order.getByRole('button', { name: 'Refund order' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await comps.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/comps-sales-phone.png` });

    const code = /[A-Z0-9]{16}/.exec(await issued.innerText())?.[0];
    const [mail] = await cli(['outbox', '--to', email]);
    expect(mail?.subject).toBe(`Your complimentary ticket: ${eventTitle}`);
    expect(mail?.text).toContain(`Your ticket code: ${code}`);
  });

  it('fits a wide screen, the comp listed with its Revoke', async () => {
    const page = await newPage(browser, 1280);
    const sales = await openSales(page);
    const comps = sales.getByRole('region', { name: 'Comps' });
    await comps
      .getByRole('button', { name: /^Revoke the comp of / })
      .first()
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/comps-sales-wide.png` });
  });
});
