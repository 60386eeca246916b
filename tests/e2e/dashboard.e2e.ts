// The organiser dashboard in real Chromium: tabs in ?tab= (tab=tickets too), published events with
// the check-in QR downloaded as a PNG (titled), its dialog's buttons in view on a phone, drafts to
// continue, and settings with a template applied.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { pngTitleOf } from '../../src/lib/qr/png-title';
import { launchBrowser } from '../support/browser';
import { REVIEW_ACCOUNT_EMAIL } from './global-setup';
import { accessibilityViolations, baseUrl, cli, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function organiserPage() {
  const page = await newPage(browser);
  await signIn(page, 'organiser@floorcraft.test');
  await page.waitForURL(`${baseUrl()}/dashboard`);
  await page.getByRole('heading', { name: 'Harbour City Dance School' }).waitFor();
  return page;
}

describe('/dashboard', () => {
  it('opens on the overview with recent activity, quick actions and the calendar', async () => {
    const page = await organiserPage();
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    await page.getByRole('link', { name: 'Create Event Tickets' }).waitFor();
    await page.getByRole('button', { name: 'My Events' }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Overview');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows published events and downloads an event’s check-in QR code as a PNG', async () => {
    const page = await organiserPage();
    await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
    await page.getByRole('heading', { name: 'Event Ticketing System' }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Ticketing');
    const cards = page.locator('.published-event');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    // A demo event's tickets (the Social night template's three types); other suites add more.
    const demo = cards.filter({ hasText: '3 ticket types' }).first();
    expect(await demo.innerText()).toMatch(/Live[\s\S]*3 ticket types/);
    await demo.getByRole('button', { name: 'QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event Check-in QR Code' });
    await dialog.getByRole('img', { name: /^Check-in QR code for / }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-check-in-qr\.png$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The file says which event: the title drawn above the code, and in its metadata.
    const title = await dialog.locator('.qr-code-modal__title').innerText();
    expect(pngTitleOf(new Uint8Array(bytes))).toBe(title);
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(width).toBe(640);
    expect(height).toBeGreaterThan(512 + 38 + 2 * 32);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Load Existing Draft' }).click();
    const drafts = page.getByRole('dialog', { name: 'Select Draft to Continue' });
    await drafts
      .getByRole('button', { name: /Step 2 of 3/ })
      .first()
      .click();
    await page.waitForURL(/\/create-tickets\?draft=/);
    // The draft opens where it was left: its ticket step.
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
  });

  it('keeps the QR dialog’s Download, Print and Close on a phone’s screen', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.goto(`${baseUrl()}/dashboard?tab=ticketing`);
    await page.locator('.published-event').first().getByRole('button', { name: 'QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event Check-in QR Code' });
    await dialog.getByRole('img', { name: /^Check-in QR code for / }).waitFor();
    for (const name of ['Download PNG', 'Print', 'Close']) {
      const box = (await dialog
        .getByRole(name === 'Download PNG' ? 'link' : 'button', { name })
        .boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(640);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('applies a template to the ticketing defaults and checks the default types', async () => {
    const page = await organiserPage();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard?tab=settings`);
    await page.getByRole('button', { name: 'Apply Template' }).click();
    const templates = page.getByRole('dialog', { name: 'Choose a Template' });
    await templates.getByRole('button', { name: 'Use Social night' }).click();
    await page.getByText('Template "Social night" applied successfully.').waitFor();
    const names = page.locator('.ticket-type input[id$="-name"]');
    expect(
      await names.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['Early Bird', 'Door Ticket', 'Class + Social']);
    await names.first().fill('');
    await page.getByRole('button', { name: 'Save Ticketing Defaults' }).click();
    await page
      .getByText(
        'Please complete all required fields for ticket types. Name, price, and description are required.',
      )
      .waitFor();
    expect(await names.first().getAttribute('aria-invalid')).toBe('true');
    await names.first().fill('Early Bird Special');
    await page.getByRole('button', { name: 'Save Ticketing Defaults' }).click();
    await page.getByText('Ticketing defaults saved.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('/test-dashboard', () => {
  it('is where a review account lands, with its guide; others keep the ordinary dashboard', async () => {
    await cli([
      'account',
      'create',
      '--email',
      REVIEW_ACCOUNT_EMAIL,
      '--password',
      'dancedemo',
      '--organisation',
      'Review Dance Co',
    ]);
    const page = await newPage(browser);
    await signIn(page, REVIEW_ACCOUNT_EMAIL);
    await page.waitForURL(`${baseUrl()}/test-dashboard`);
    await page.getByRole('heading', { name: 'Reviewer guide' }).waitFor();
    await page.getByRole('heading', { name: 'Review Dance Co' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const organiser = await organiserPage();
    await organiser.goto(`${baseUrl()}/test-dashboard`);
    await organiser.waitForURL(`${baseUrl()}/dashboard`);
  });
});
