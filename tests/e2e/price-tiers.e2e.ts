// Price tiers in real Chromium: the school opens its published event in the wizard and adds an
// Early Bird step; a dancer on a phone sees the early price, what it becomes and from when, and
// buys at the early price on the demo payment path.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, reviewAndPay, signIn } from './helpers';

let browser: Browser;
let configurationId: string;
let eventId: string;
const title = `Early Bird Social ${Date.now()}`;
const day = 86_400_000;
const startsAt = new Date(Date.now() + 42 * day);
const localMinutes = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const earlyEnds = new Date(Date.now() + 28 * day);

async function organiserCall(path: string, body: unknown) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organiser@floorcraft.test', password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { id: string; eventId: string } }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const draft = await organiserCall('/api/v2/ticket/organiser/draft', {
    eventDetails: {
      title,
      description: 'A social with an early-bird price.',
      startDateTime: startsAt.toISOString(),
      endDateTime: new Date(startsAt.getTime() + 4 * 3_600_000).toISOString(),
      location: { description: 'Pier One, 11 Hickson Road, Dawes Point NSW' },
      importSource: 'manual',
    },
    ticketSetup: {
      ticketTypes: [
        { name: 'Entry', price: 95, currency: 'AUD', quantity: 100, description: 'Social' },
      ],
      refundPolicy: '',
    },
    checkout: { paymentMethods: ['stripe'], termsAndConditions: 'Be kind on the floor.' },
    currentStep: 3,
  });
  configurationId = draft.id;
  eventId = (await organiserCall('/api/v2/ticket/organiser/publish', { eventId: draft.id }))
    .eventId;
});
afterAll(() => browser.close());

describe('an early-bird step', () => {
  it('is added by the school in the wizard’s ticket step', async () => {
    const page = await newPage(browser, 1280);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/create-tickets?draft=${configurationId}&mode=edit`);
    await page.getByRole('heading', { name: 'Edit Published Event' }).waitFor();
    await page.getByRole('button', { name: /Ticket Setup/ }).click();
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
    await page.getByRole('button', { name: 'Add a price step' }).click();
    // No end yet: the contract's words under the step.
    await page
      .getByText('Each price step needs an end: a date, a number of tickets sold, or both.')
      .first()
      .waitFor();
    await page.getByLabel('Step 1 price').fill('80');
    await page.getByLabel('Step 1 ends on').fill(localMinutes(earlyEnds));
    expect(await page.getByText(/needs an end/).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) {
      const step = page.locator('.price-steps');
      await step.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/price-steps-wide.png` });
      await page.setViewportSize({ width: 360, height: 900 });
      await step.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/price-steps-phone.png` });
    }
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.getByRole('button', { name: /Checkout/ }).click();
    await page.getByRole('button', { name: 'Update Event' }).click();
    await page.getByRole('link', { name: 'Return to Ticketing' }).waitFor();
  });

  it('is shown and charged to a dancer on a phone', async () => {
    const page = await newPage(browser, 360);
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    const row = page.locator('.ticket-row').filter({ hasText: 'Entry' });
    await row.getByText('$80.00 Early Bird').waitFor();
    expect(await row.innerText()).toMatch(/\$95\.00 from \w{3}, \d{1,2} \w{3}/);
    await page.getByRole('button', { name: 'More Entry' }).click();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Total: $80.00').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/price-tiers-phone.png`,
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/price-tiers-wide.png` });
      await page.setViewportSize({ width: 360, height: 900 });
    }
    await reviewAndPay(page);
    const success = page.getByRole('dialog', { name: 'Purchase Successful!' });
    await success.waitFor();
    expect(await success.innerText()).toMatch(/1 ticket · \$80\.00/);
  });
});
