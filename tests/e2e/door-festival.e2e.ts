// A festival's door in Chromium at phone and desktop width: the scanner checks the session running
// now (the Friday party) and admits a Party Pass there; switched to the Saturday bootcamp it
// refuses the Party Pass by name and admits a Full Pass; with no signal it judges the same on the
// phone, and its admissions reach the server once the signal is back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations } from './helpers';

const ORGANISER = 'festival-door@floorcraft.test';
const DANCER = 'festival-dancer@floorcraft.test';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let server: ServerProcess;
let dataDir: string;
let browser: Browser;
let eventId = '';
const codes = new Map<string, string[]>();
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const party = crypto.randomUUID();
const bootcamp = crypto.randomUUID();

async function api(email: string, pathname: string, method = 'GET', body?: unknown) {
  const login = await fetch(`${server.url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function account(email: string, organisation?: string) {
  const args = ['account', 'create', '--email', email, '--password', 'dancedemo'];
  const created = await runCli(organisation ? [...args, '--organisation', organisation] : args, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  expect(created.code).toBe(0);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-festival-door-'));
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' });
  await account(ORGANISER, 'Festival Door School');
  await account(DANCER);
  const form = wizardForm();
  const draft = await api(ORGANISER, '/api/v2/ticket/organiser/draft', 'POST', {
    ...form,
    eventDetails: {
      ...form.eventDetails!,
      title: 'Harbour Zouk Festival',
      startDateTime: hours(1),
      endDateTime: hours(50),
    },
    ticketSetup: {
      sessions: [
        { id: party, name: 'Friday Party', startDateTime: hours(1), endDateTime: hours(6) },
        {
          id: bootcamp,
          name: 'Saturday Bootcamp',
          startDateTime: hours(24),
          endDateTime: hours(28),
        },
      ],
      ticketTypes: [
        { name: 'Full Pass', price: 200, currency: 'AUD', quantity: 20, sessionIds: null },
        { name: 'Party Pass', price: 60, currency: 'AUD', quantity: 20, sessionIds: [party] },
      ],
      refundPolicy: '',
    },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const published = await api(ORGANISER, '/api/v2/ticket/organiser/publish', 'POST', {
    eventId: draft.body.data.id,
  });
  eventId = published.body.data.eventId;
  const types = draft.body.data.ticketSetup.ticketTypes as Array<{
    id: string;
    name: string;
    price: number;
  }>;
  for (const type of types) {
    const bought = await api(DANCER, '/api/v2/ticket/purchase', 'POST', {
      ticketingConfigId: draft.body.data.id,
      ticketSelections: [{ ticketType: type.id, quantity: 2, price: type.price, currency: 'AUD' }],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `tx-${type.id}`,
        paymentStatus: 'completed',
      },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  }
  const mine = (await api(DANCER, '/api/v2/ticket/mine')).body.data as Array<{
    code: string;
    ticketTypeName: string;
  }>;
  for (const ticket of mine)
    codes.set(ticket.ticketTypeName, [...(codes.get(ticket.ticketTypeName) ?? []), ticket.code]);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function checkIn(page: Page, code: string) {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  const result = page.getByRole('alertdialog');
  await result.waitFor();
  const text = await result.innerText();
  await result.getByRole('button', { name: 'Next scan' }).click();
  await result.waitFor({ state: 'detached' });
  return text;
}

describe.each([360, 1280])('a festival door at %i px', (width) => {
  it('checks the session running now, and refuses a pass at a session it does not include', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login?return=${encodeURIComponent(`/door/${eventId}`)}`);
    await page.getByLabel('Email').fill(ORGANISER);
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Harbour Zouk Festival' }).waitFor();
    const picker = page.getByLabel('Checking');
    await expect.poll(() => picker.inputValue()).toBe(party);
    const [partyPass, secondPartyPass] = codes.get('Party Pass')!;
    const [fullPass, secondFullPass] = codes.get('Full Pass')!;
    const first = width === 360 ? partyPass! : secondPartyPass!;
    expect(await checkIn(page, first)).toContain('Party Pass');
    expect(await accessibilityViolations(page)).toEqual([]);

    await picker.selectOption(bootcamp);
    await expect.poll(() => page.getByText(/admitted of/).innerText()).toMatch(/of 2 sold/);
    expect(await checkIn(page, first)).toContain('Party Pass does not include Saturday Bootcamp.');
    if (SCREENSHOTS)
      await page.screenshot({
        path: path.join(SCREENSHOTS, `door-festival-${width}.png`),
        fullPage: true,
      });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // No signal: the phone judges the same.
    await context.setOffline(true);
    const full = width === 360 ? fullPass! : secondFullPass!;
    expect(await checkIn(page, first)).toContain('Party Pass does not include Saturday Bootcamp.');
    // The bootcamp's door opens two hours before it starts: tomorrow.
    expect(await checkIn(page, full)).toContain('Check-in has not opened yet');
    await context.setOffline(false);

    // The party's admission reached the server; the bootcamp has none.
    const door = await api(ORGANISER, `/api/v2/door/${eventId}?session=${party}`);
    const admitted = (
      door.body.data.tickets as Array<{ code: string; checkedInAt: string | null }>
    ).find((ticket) => ticket.code === first);
    expect(admitted?.checkedInAt).not.toBeNull();
    await context.close();
  });
});
