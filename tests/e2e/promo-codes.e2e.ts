// A promo code in real Chromium: the school makes STUDENT (20 % off); a dancer opens the purchase
// link that carries it, sees the discount as its own line and the total after it, and buys in the
// demo; the receipt's order page shows the same line.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, publishedDemoEvents, signIn } from './helpers';

let browser: Browser;
let eventId: string;

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
    await page.getByRole('button', { name: 'Buy Tickets' }).click();
    const success = page.getByRole('dialog', { name: 'Purchase Successful!' });
    await success.waitFor();
    expect(await success.innerText()).toMatch(/2 tickets · \$24\.00 \(code STUDENT: -\$6\.00\)/);
  });
});
