// A tax invoice in real Chromium: the demo school gives its ABN and registers for GST in Settings
// (a wrong ABN is refused as typed); a dancer buys on the demo path and downloads the tax invoice
// from the order page, a PDF that names the school, its ABN and the GST.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import {
  accessibilityViolations,
  baseUrl,
  newPage,
  publishedDemoEvents,
  reviewAndPay,
  signIn,
} from './helpers';

let browser: Browser;
const shots = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a tax invoice', () => {
  it('is set up by the school and downloaded by the buyer from the order page', async () => {
    const school = await newPage(browser, 360);
    await signIn(school, 'organiser@floorcraft.test');
    await school.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await school.goto(`${baseUrl()}/dashboard?tab=settings`);
    await school.getByText('Tax and Invoices').click();
    const form = school.getByRole('form', { name: 'Tax details' });
    await form.getByLabel('Legal name').fill('Harbour City Dance School Pty Ltd');
    await form.getByLabel('ABN').fill('51 824 753 557');
    await form.getByText('This is not a valid ABN.').waitFor();
    await form.getByLabel('ABN').fill('51 824 753 556');
    await form.getByLabel('Registered for GST').check();
    await form.getByRole('button', { name: 'Save Tax Details' }).click();
    await form.getByText('Tax details saved.').waitFor();
    expect(await school.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(school)).toEqual([]);
    if (shots) {
      await form.screenshot({ path: `${shots}/tax-settings-phone.png` });
      await school.setViewportSize({ width: 1280, height: 900 });
      await school.screenshot({ path: `${shots}/tax-settings-wide.png`, fullPage: true });
    }

    const event = (await publishedDemoEvents()).find(
      (candidate) => candidate.ticketSetup.ticketTypes.length === 3,
    )!;
    const page = await newPage(browser, 360);
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/tickets?eventId=${event.eventId}`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    await page.getByRole('button', { name: 'More Early Bird' }).click();
    await page.getByText('Total: $15.00').waitFor();
    const bought = page.waitForResponse((response) =>
      response.url().endsWith('/api/v2/ticket/checkout'),
    );
    await reviewAndPay(page);
    const answer = (await (await bought).json()) as { order: { orderId: string } };
    await page.getByRole('dialog', { name: 'Purchase Successful!' }).waitFor();

    await page.goto(`${baseUrl()}/orders/${answer.order.orderId}`);
    const documents = page.getByRole('region', { name: 'Tax invoice' });
    await documents.getByText(/^Tax invoice INV-\d{6}$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/order-invoice-phone.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'Download tax invoice (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tax-invoice-INV-\d{6}\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      'Tax invoice',
      'Harbour City Dance School Pty Ltd',
      'ABN 51 824 753 556',
      'GST included in the total',
      '$1.36', // 15.00 / 11
      'Total price includes GST.',
    ])
      expect(text).toContain(expected);
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/order-invoice-wide.png`, fullPage: true });
    }
  });
});
