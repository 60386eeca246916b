// A festival's door sells in Chromium at phone and desktop width: at the Saturday Party's door the
// seller picks the Saturday Party ticket (the dialog says which sessions each type admits to),
// takes $25 for 3 (the dialog shows each ticket's share), and gives a mistaken comp of 2; the
// school then voids the comp from Sales › Orders, and the door line counts no comp.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations } from './helpers';

const ORGANISER = 'festival-door-sales@floorcraft.test';
const TITLE = 'Door Sales Festival';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const party = crypto.randomUUID();
const workshop = crypto.randomUUID();

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
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-festival-door-sales-'));
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' });
  const args = ['account', 'create', '--email', ORGANISER, '--password', 'dancedemo'];
  const created = await runCli([...args, '--organisation', 'Festival Door Sales School'], {
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
      startDateTime: hours(1),
      endDateTime: hours(30),
    },
    ticketSetup: {
      sessions: [
        {
          id: party,
          name: 'Saturday Party',
          startDateTime: hours(1),
          endDateTime: hours(6),
          capacity: 40,
        },
        {
          id: workshop,
          name: 'Musicality Workshop',
          startDateTime: hours(20),
          endDateTime: hours(22),
        },
      ],
      ticketTypes: [
        { name: 'Full Pass', price: 120, currency: 'AUD', quantity: 40, sessionIds: null },
        {
          name: 'Saturday Party ticket',
          price: 10,
          currency: 'AUD',
          quantity: 40,
          sessionIds: [party],
        },
        {
          name: 'Workshop ticket',
          price: 45,
          currency: 'AUD',
          quantity: 40,
          sessionIds: [workshop],
        },
      ],
      refundPolicy: '',
    },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  configurationId = draft.body.data.id;
  eventId = (await api('/api/v2/ticket/organiser/publish', 'POST', { eventId: configurationId }))
    .body.data.eventId;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function chooseType(dialog: Locator, name: string) {
  const value = await dialog.locator('option', { hasText: `${name} ·` }).getAttribute('value');
  await dialog.getByLabel('Ticket type').selectOption(value!);
}

async function admitted(page: Page) {
  const result = page.getByRole('alertdialog');
  await result.getByText('Admit', { exact: true }).waitFor();
  await result.getByRole('button', { name: 'Next scan' }).click();
  await result.waitFor({ state: 'detached' });
}

describe.each([360, 1280])('a festival door’s sales at %i px', (width) => {
  it('sells a party ticket at the party’s door, split to the cent, and the school voids a comp', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`${server.url}/login?return=${encodeURIComponent(`/door/${eventId}`)}`);
    await page.getByLabel('Email').fill(ORGANISER);
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await expect.poll(() => page.getByLabel('Checking').inputValue()).toBe(party);

    await page.getByRole('button', { name: 'Sell at the door' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell at the door' });
    await chooseType(dialog, 'Full Pass');
    await dialog.getByText('Admits to: Saturday Party, Musicality Workshop').waitFor();
    await chooseType(dialog, 'Saturday Party ticket');
    await dialog.getByText('Admits to: Saturday Party', { exact: true }).waitFor();
    await dialog.getByLabel('How many').fill('3');
    await dialog.getByLabel(/^Amount taken/).fill('25');
    await dialog.getByText('Each ticket: $8.34 + $8.33 + $8.33').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/door-festival-sale-${width}.png` });
    await dialog.getByRole('button', { name: /^Sell and admit/ }).click();
    await admitted(page);

    await page.getByRole('button', { name: 'Sell at the door' }).click();
    await chooseType(dialog, 'Saturday Party ticket');
    await dialog.getByLabel('How many').fill('2');
    await dialog.getByLabel('Comp').check();
    await dialog.getByLabel('Name (optional)').fill(`Mistaken Comp ${width}`);
    await dialog.getByRole('button', { name: /^Sell and admit/ }).click();
    await admitted(page);
    await page.getByText(/^Online · synced/).waitFor({ timeout: 30_000 });
    // Both sales reached the server: the orders list them.
    await expect
      .poll(
        async () =>
          (
            (await api(`/api/v2/ticket/organiser/${configurationId}/orders`)).body.data
              .orders as Array<{ buyerName: string | null }>
          ).filter((order) => order.buyerName === `Mistaken Comp ${width}`).length,
        { timeout: 30_000 },
      )
      .toBe(1);

    await page.goto(`${server.url}/dashboard?tab=ticketing`);
    const card = page.locator('.published-event').filter({ hasText: TITLE }).first();
    await card.getByRole('button', { name: 'Sales' }).click();
    const sales = page.getByRole('dialog', { name: `Sales: ${TITLE}` });
    const comp = sales.locator('.sales-orders > li').filter({ hasText: `Mistaken Comp ${width}` });
    await comp.getByRole('button', { name: 'Void comp' }).click();
    const confirm = sales.getByRole('alertdialog', { name: 'Confirm void' });
    await confirm.getByText(/^Void the comp of 2 tickets of Mistaken Comp/).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/door-comp-void-${width}.png` });
    await confirm.getByRole('button', { name: 'Void comp' }).click();
    await sales.getByText('The comp is void: its places are back on sale.').waitFor();
    await comp.getByText(/· Void · voided by /).waitFor();
    expect(await comp.getByRole('button', { name: 'Void comp' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    const summary = await api(`/api/v2/ticket/organiser/${configurationId}/attendees`);
    expect(summary.body.data.door.comps).toBe(0);
    await context.close();
  }, 120_000);
});
