// Sales over time in real Chromium: a dancer buys tickets, the organiser opens Sales, sees the
// charts (drawn by the chart chunk loaded only there) and their summary, switches to the table and
// downloads the orders as CSV — on a phone and on a wide screen, with nothing scrolling sideways.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishedEvent } from '../../src/contract/organiser-lists';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, publishedDemoEvents, signIn } from './helpers';

let browser: Browser;
let demo: PublishedEvent;

async function buyAsDancer(event: PublishedEvent) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dancer@floorcraft.test', password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const type = event.ticketSetup.ticketTypes[0]!;
  const bought = await fetch(`${baseUrl()}/api/v2/ticket/purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      ticketingConfigId: event.id,
      ticketSelections: [
        { ticketType: type.id, quantity: 2, price: type.price, currency: type.currency },
      ],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `tx-${crypto.randomUUID()}`,
        paymentStatus: 'completed',
      },
    }),
  });
  expect(bought.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  demo = (await publishedDemoEvents()).find((event) => event.ticketSetup.ticketTypes.length === 3)!;
  await buyAsDancer(demo);
});
afterAll(() => browser.close());

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openSales(width: number) {
  const page = await newPage(browser, width);
  await signIn(page, 'organiser@floorcraft.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
  const card = page.locator('.published-event').filter({ hasText: demo.eventDetails.title });
  await card.first().getByRole('button', { name: 'Sales' }).click();
  const sales = page.getByRole('dialog', { name: `Sales: ${demo.eventDetails.title}` });
  const chart = sales.getByRole('region', { name: 'Sales over time' });
  await chart.getByRole('img', { name: 'Tickets sold per day' }).locator('canvas').waitFor();
  return { page, sales, chart };
}

describe('sales over time', () => {
  it('shows the charts with their summary and table, and downloads the orders', async () => {
    const { page, sales, chart } = await openSales(360);
    expect(await chart.locator('#sales-chart-summary').innerText()).toMatch(
      /\d+ tickets? sold (on|from) .+\. Buyers paid \$[\d,.]+/,
    );
    expect(await chart.getByRole('img').count()).toBe(2);
    expect(await noSidewaysScroll(page)).toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sales-chart-phone.png` });

    await chart.getByRole('button', { name: 'Show as a table' }).click();
    const table = chart.getByRole('table', { name: /Sales by day/ });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(2);
    expect(
      await chart.getByRole('button', { name: 'Show as a chart' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await chart.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sales-table-phone.png` });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sales.getByRole('button', { name: 'Download orders (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-orders\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^Order number,Order id,Date,Time,Time zone,Buyer,E-mail,Kind,Item/);
    expect(rows.some((row) => row.includes('dancer@floorcraft.test'))).toBe(true);
  });

  it('fits a wide screen too', async () => {
    const { page, chart } = await openSales(1280);
    const [tickets, revenue] = await chart.getByRole('img').all();
    const [a, b] = [await tickets!.boundingBox(), await revenue!.boundingBox()];
    // Side by side when there is room.
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(await noSidewaysScroll(page)).toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sales-chart-wide.png` });
  });
});
