// Selling at the door in Chromium at phone width: with no signal the door sells two walk-ins from
// the "Sell at the door" dialog (by keyboard), each let in at once and shown in the last scans as
// not synced; with the signal back they sync, and the school's Sales shows them on the door's line,
// apart from online sales.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH } from '../support/browser';
import { runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { wizardForm } from '../support/wizard-form';

const ORGANISER = 'door-sales-school@floorcraft.test';
const TITLE = 'Walk-in Social';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let server: ServerProcess;
let browser: Browser;
let configurationId = '';
let eventId = '';

async function api(pathname: string, method = 'GET', body?: unknown) {
  const login = await fetch(`${server.url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ORGANISER, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-door-sales-e2e-'));
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' });
  const args = ['account', 'create', '--email', ORGANISER, '--password', 'dancedemo'];
  const created = await runCli([...args, '--organisation', 'Walk-in School'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  expect(created.code).toBe(0);
  const form = wizardForm();
  const draft = await api('/api/v2/ticket/organiser/draft', 'POST', {
    ...form,
    eventDetails: {
      ...form.eventDetails!,
      title: TITLE,
      startDateTime: new Date(Date.now() + 3_600_000).toISOString(),
      endDateTime: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    },
  });
  configurationId = draft.data.id;
  eventId = (await api('/api/v2/ticket/organiser/publish', 'POST', { eventId: configurationId }))
    .data.eventId;
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** `left`: the places the device shows, its own unsynced sales taken off the door list's 100. */
async function sellWalkIn(page: Page, method: string, name: string, left: number) {
  await page.getByRole('button', { name: 'Sell at the door' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sell at the door' });
  await dialog.getByLabel('Ticket type').selectOption({ label: `Door · $22.50 · ${left} left` });
  await dialog.getByLabel(method).check();
  await dialog.getByLabel('Name (optional)').fill(name);
  await page.keyboard.press('Enter');
  const result = page.getByRole('alertdialog');
  await result.getByText('Admit', { exact: true }).waitFor();
  await result
    .getByText('Sale kept on this device; it is sent as soon as the server can be reached.')
    .waitFor();
  await result.getByRole('button', { name: 'Next scan' }).click();
  await result.waitFor({ state: 'detached' });
}

describe('selling at the door with no signal', () => {
  it('lets two walk-ins in offline, syncs them, and Sales shows them apart', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(ORGANISER);
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/door/${eventId}`);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText(/^Online · synced/).waitFor({ timeout: 20_000 });

    await context.setOffline(true);
    await page.getByText('No signal: passes are still checked on this phone.').waitFor();
    // The dialog opens and closes by keyboard.
    await page.getByRole('button', { name: 'Sell at the door' }).click();
    await page
      .getByRole('dialog', { name: 'Sell at the door' })
      .getByLabel('Ticket type')
      .waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/door-sale-360.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Sell at the door' }).waitFor({ state: 'detached' });

    await sellWalkIn(page, 'Cash', 'Walk-in One', 100);
    await sellWalkIn(page, 'Card (outside Floorcraft)', 'Walk-in Two', 99);
    const scans = page.locator('.recent-scans');
    await scans.getByText('Sold at the door: 1 × Door · Cash $22.50').waitFor();
    await scans
      .getByText('Sold at the door: 1 × Door · Card (outside Floorcraft) $22.50')
      .waitFor();
    await page.getByText('2 sales not synced yet', { exact: false }).waitFor();
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/door-sales-waiting-360.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/door-sales-waiting-1280.png` });
      await page.setViewportSize({ width: 360, height: 800 });
    }

    await context.setOffline(false);
    await page.getByText(/^Online · synced/).waitFor({ timeout: 30_000 });
    expect(await scans.getByText('not synced yet').count()).toBe(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/dashboard?tab=ticketing`);
    const card = page.locator('.published-event').filter({ hasText: TITLE }).first();
    await card.getByRole('button', { name: 'Sales' }).click();
    const sales = page.getByRole('dialog', { name: `Sales: ${TITLE}` });
    await sales
      .getByText('Door: 2 tickets sold · $22.50 cash, $22.50 card outside Floorcraft')
      .waitFor({ timeout: 20_000 });
    const summary = await api(`/api/v2/ticket/organiser/${configurationId}/attendees`);
    expect(summary.data).toMatchObject({
      ticketsSold: 2,
      checkedIn: 2,
      door: { tickets: 2, cashCents: 2250, cardCents: 2250, comps: 0 },
    });

    if (SCREENSHOTS) {
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/door/${eventId}`);
      await page.getByRole('button', { name: 'Sell at the door' }).click();
      await page
        .getByRole('dialog', { name: 'Sell at the door' })
        .getByLabel('Ticket type')
        .waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/door-sale-1280.png` });
    }
    await context.close();
  }, 120_000);
});

/** The element's box on the page. */
const boxOf = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
};

describe('the door sale’s layout', () => {
  it.each([360, 1280])(
    'keeps Sell at the door whole while sales are closed, and Sell and admit on one line, at %i px',
    async (width) => {
      // An event whose door opens tomorrow: its door sales are not open yet.
      const form = wizardForm();
      const later = await api('/api/v2/ticket/organiser/draft', 'POST', {
        ...form,
        eventDetails: {
          ...form.eventDetails!,
          title: `Later Social ${width}`,
          startDateTime: new Date(Date.now() + 48 * 3_600_000).toISOString(),
          endDateTime: new Date(Date.now() + 52 * 3_600_000).toISOString(),
        },
      });
      const laterEvent = (
        await api('/api/v2/ticket/organiser/publish', 'POST', { eventId: later.data.id })
      ).data.eventId as string;
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Email').fill(ORGANISER);
      await page.getByLabel('Password').fill('dancedemo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${server.url}/dashboard`);

      await page.goto(`${server.url}/door/${laterEvent}`);
      const entry = page.getByRole('region', { name: 'Door sales' });
      const closed = entry.getByRole('button', { name: 'Sell at the door' });
      await closed.waitFor();
      expect(await closed.isDisabled()).toBe(true);
      const why = entry.getByText(/^Door sales open when check-in opens\./);
      // The button spans the section, one line high, with why it is closed under it.
      const [section, button, note] = await Promise.all([
        boxOf(page, entry),
        boxOf(page, closed),
        boxOf(page, why),
      ]);
      expect(button.width).toBeGreaterThan(section.width - 2);
      expect(button.height).toBeLessThan(60);
      expect(note.y).toBeGreaterThanOrEqual(button.y + button.height);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/door-sale-closed-${width}.png` });

      await page.goto(`${server.url}/door/${eventId}`);
      await page.getByRole('button', { name: 'Sell at the door' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sell at the door' });
      await dialog.getByLabel('Ticket type').waitFor();
      await dialog.getByLabel('How many').fill('10');
      const sell = dialog.getByRole('button', { name: /^Sell and admit/ });
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      // One line each: a wrapped label doubles the button's height.
      expect((await boxOf(page, sell)).height).toBeLessThan(60);
      expect((await boxOf(page, cancel)).height).toBeLessThan(60);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/door-sale-dialog-${width}.png` });
      await context.close();
    },
    60_000,
  );
});
