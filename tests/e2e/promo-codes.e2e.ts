// A promo code in real Chromium: the school makes STUDENT (20 % off); a dancer opens the purchase
// link that carries it, sees the discount as its own line and the total after it, and buys in the
// demo; a wrong code is refused in words; the school sees the code's sale in Sales and makes a
// group deal there.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  accessibilityViolations,
  baseUrl,
  newPage,
  publishedDemoEvents,
  reviewAndPay,
  signIn,
} from './helpers';

let browser: Browser;
let eventId: string;
let eventTitle: string;

async function organiserToken() {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organiser@floorcraft.test', password: 'dancedemo' }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = (await publishedDemoEvents()).find(
    (event) => event.ticketSetup.ticketTypes.length === 3,
  )!;
  eventId = demo.eventId!;
  eventTitle = demo.eventDetails.title;
  const created = await fetch(`${baseUrl()}/api/v2/ticket/organiser/${demo.id}/codes`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await organiserToken()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ code: 'STUDENT', kind: 'promo', percentOff: 20 }),
  });
  // 409: made by an earlier run on the same data.
  expect([201, 409]).toContain(created.status);
});
afterAll(() => browser.close());

describe('a purchase link carrying a code', () => {
  it('applies it, shows the discount line and buys at the discounted total', async () => {
    const page = await newPage(browser, 360);
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/tickets?eventId=${eventId}&code=student`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    await page.getByText('Code STUDENT applied').waitFor();
    await page.getByRole('button', { name: 'More Early Bird' }).click();
    await page.getByRole('button', { name: 'More Early Bird' }).click();
    // 2 × $15.00 = $30.00, less 20 %.
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('-$6.00').waitFor();
    await summary.getByText('Total: $24.00').waitFor();
    expect(await summary.getByText('Code STUDENT').count()).toBe(1);
    // Nothing scrolls sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/promo-code-phone.png`,
        fullPage: true,
      });
    await reviewAndPay(page);
    const success = page.getByRole('dialog', { name: 'Purchase Successful!' });
    await success.waitFor();
    expect(await success.innerText()).toMatch(/2 tickets · \$24\.00 \(code STUDENT: -\$6\.00\)/);
  });

  it('refuses a code that does not exist, in words', async () => {
    const page = await newPage(browser, 1280);
    await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
    await page.getByRole('heading', { name: 'Have a code?' }).waitFor();
    await page.getByLabel('Promo or access code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').getByText('This code is not valid for this event.').waitFor();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/promo-code-wide.png` });
  });
});

describe('the school’s codes in Sales', () => {
  it('lists the code with its sale, and makes a group deal', async () => {
    const page = await newPage(browser, 1280);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
    const card = page.locator('.published-event').filter({ hasText: eventTitle }).first();
    await card.getByRole('button', { name: 'Sales' }).click();
    const sales = page.getByRole('dialog', { name: `Sales: ${eventTitle}` });
    const codes = sales.getByRole('region', { name: 'Promo and access codes' });
    await codes.getByText('STUDENT', { exact: true }).waitFor();
    expect(await codes.innerText()).toMatch(/20 % off[\s\S]*1 order · revenue \$24\.00/);
    await codes.getByRole('button', { name: 'New code' }).click();
    const form = codes.getByRole('form', { name: 'New code' });
    await form.getByRole('textbox', { name: 'Code' }).fill('GROUP4');
    await form.getByLabel('Percent').fill('10');
    await form.getByLabel('Minimum tickets').fill('4');
    await form.getByRole('button', { name: 'Save code' }).click();
    await codes.getByText('GROUP4', { exact: true }).waitFor();
    expect(await codes.innerText()).toContain('4 or more tickets');
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await codes.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/codes-sales-wide.png` });
  });
});
