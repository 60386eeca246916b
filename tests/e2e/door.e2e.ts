// The door on a default server, in Chromium at phone width with a fake camera showing a real
// pass's QR: the organiser's scanner admits it (green), the same pass again is amber; with no
// signal a ticket typed in is admitted on the phone and synced when the signal is back; a door
// helper (door link + PIN) sees only the scanner, keeps working after a reload with no signal, and
// a ticket both doors let in while offline shows as a conflict after sync. The server's count is
// exactly the people who came in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH } from '../support/browser';
import { writeQrVideo } from '../support/fake-camera';
import { runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations } from './helpers';

const ORGANISER = 'door-school@floorcraft.test';
const DANCER = 'door-dancer@floorcraft.test';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let server: ServerProcess;
let dataDir: string;
/** Each browser's fake camera shows one pass: the first ticket's, and the second's. */
let browser: Browser;
let secondCamera: Browser;
let eventId = '';
let tickets: Array<{ code: string; pass: string }> = [];

async function tokenOf(email: string) {
  const login = await fetch(`${server.url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function api(email: string, pathname: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(email)}`,
      'content-type': 'application/json',
    },
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

async function signInAndOpenDoor(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(ORGANISER);
  await page.getByLabel('Password').fill('dancedemo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.goto(`${server.url}/dashboard?tab=ticketing`);
  await page.getByRole('link', { name: 'Door scanner' }).click();
  await page.waitForURL(`${server.url}/door/${eventId}`);
  await page.getByRole('heading', { name: 'Friday Social at the Door' }).waitFor();
}

async function phone(on = browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await on.newContext({ viewport: { width: 360, height: 800 } });
  await context.grantPermissions(['camera'], { origin: server.url });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

const serverCounts = async () =>
  (await api(ORGANISER, `/api/v2/door/${eventId}`)).body.data.tickets as Array<{
    code: string;
    checkedInAt: string | null;
    checkedInBy: string | null;
  }>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-door-e2e-'));
  // A default server: no PUBLIC_URL, demo payments, the embedded database.
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' });
  await account(ORGANISER, 'Door Dance School');
  await account(DANCER);
  const form = wizardForm();
  const draft = await api(ORGANISER, '/api/v2/ticket/organiser/draft', 'POST', {
    ...form,
    eventDetails: {
      ...form.eventDetails!,
      title: 'Friday Social at the Door',
      startDateTime: new Date(Date.now() + 3_600_000).toISOString(),
      endDateTime: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    },
  });
  const published = await api(ORGANISER, '/api/v2/ticket/organiser/publish', 'POST', {
    eventId: draft.body.data.id,
  });
  eventId = published.body.data.eventId;
  const type = draft.body.data.ticketSetup.ticketTypes[0];
  const bought = await api(DANCER, '/api/v2/ticket/purchase', 'POST', {
    ticketingConfigId: draft.body.data.id,
    ticketSelections: [
      { ticketType: type.id, quantity: 3, price: type.price, currency: type.currency },
    ],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: 'tx-door-e2e-1',
      paymentStatus: 'completed',
    },
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  tickets = (await api(DANCER, '/api/v2/ticket/mine')).body.data;
  const withCamera = (pass: string, name: string) => {
    const video = path.join(dataDir, name);
    writeQrVideo(video, pass);
    return chromium.launch({
      executablePath: CHROME_PATH,
      headless: true,
      args: [
        ...CHROME_FLAGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  };
  browser = await withCamera(tickets[0]!.pass, 'first-pass.y4m');
  secondCamera = await withCamera(tickets[1]!.pass, 'second-pass.y4m');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await secondCamera?.close();
  await server?.stop();
});

describe('the door', () => {
  let organiser: { context: BrowserContext; page: Page };
  let helper: { context: BrowserContext; page: Page };
  let doorLink = '';
  let pin = '';

  it('admits a pass from the camera, then says the same pass is already in', async () => {
    organiser = await phone();
    const { page } = organiser;
    await signInAndOpenDoor(page);
    await page.getByLabel('Name other doors see').fill('Door 1');
    await page.getByLabel('Name other doors see').blur();
    // The fake camera shows the first ticket's pass.
    await page.getByRole('button', { name: 'Start camera' }).click();
    const result = page.getByRole('alertdialog');
    await result.getByText('Admit', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await result.innerText()).toContain('Admitted:');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/door-admit-phone.png` });
    await result.getByRole('button', { name: 'Next scan' }).click();
    await page.getByTestId('door-admitted').getByText('1').waitFor();
    expect(await page.getByTestId('door-sold').innerText()).toBe('3');
    // The same pass shown again.
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await page.getByRole('button', { name: 'Start camera' }).click();
    await result.getByText('Already admitted', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await result.innerText()).toMatch(/Already admitted at .+ by Door 1\./);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/door-already-phone.png` });
    await result.getByRole('button', { name: 'Next scan' }).click();
    await page.getByRole('button', { name: 'Stop camera' }).click();
    if (SCREENSHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/door-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('admits a pass from the camera with no signal, and syncs when the signal is back', async () => {
    // A second organiser phone whose camera shows the second ticket's pass.
    const { page, context } = await phone(secondCamera);
    await signInAndOpenDoor(page);
    await page.getByLabel('Name other doors see').fill('Door 3');
    await page.getByLabel('Name other doors see').blur();
    await page.getByText(/^Online · synced/).waitFor();
    await context.setOffline(true);
    await page.getByText('No signal: passes are still checked on this phone.').waitFor();
    await page.getByRole('button', { name: 'Start camera' }).click();
    const result = page.getByRole('alertdialog');
    await result.getByText('Admit', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await result.innerText()).toContain('it syncs when there is signal');
    await result.getByRole('button', { name: 'Next scan' }).click();
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await page.getByText('1 scan not synced yet').waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/door-offline-phone.png`, fullPage: true });
    expect((await serverCounts()).filter((t) => t.checkedInAt)).toHaveLength(1);
    await context.setOffline(false);
    await page.getByText(/^Online · synced/).waitFor({ timeout: 20_000 });
    const after = await serverCounts();
    expect(after.find((t) => t.code === tickets[1]!.code)).toMatchObject({ checkedInBy: 'Door 3' });
    expect(after.filter((t) => t.checkedInAt)).toHaveLength(2);
    await context.close();
  });

  it('gives a door helper the scanner, and nothing else, with a link and PIN', async () => {
    const { page } = organiser;
    await page.getByLabel('Door name').fill('Door 2');
    await page.getByRole('button', { name: 'Make door link' }).click();
    doorLink = await page.getByLabel('Door link').inputValue();
    pin = await page.getByTestId('door-pin').innerText();
    expect(doorLink).toContain(`${server.url}/door/${eventId}#link=`);

    helper = await phone();
    await helper.page.goto(doorLink);
    await helper.page.getByLabel('PIN from the organiser').fill(pin);
    await helper.page.getByRole('button', { name: 'Open the door' }).click();
    await helper.page.getByRole('heading', { name: 'Friday Social at the Door' }).waitFor();
    expect(helper.page.url()).toBe(`${server.url}/door/${eventId}`);
    expect(await helper.page.getByRole('heading', { name: 'Door helpers' }).count()).toBe(0);
    await helper.page.getByLabel('Name other doors see').fill('Door 2');
    await helper.page.getByLabel('Name other doors see').blur();
    // The school's dashboard is not theirs.
    await helper.page.goto(`${server.url}/dashboard`);
    await helper.page.waitForURL(/\/login\?return=/);
    await helper.page.goto(`${server.url}/door/${eventId}`);
    await helper.page.getByRole('heading', { name: 'Friday Social at the Door' }).waitFor();
    await helper.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  });

  it('shows a ticket two doors let in while offline as a conflict after sync', async () => {
    const third = tickets[2]!;
    // The helper's phone loses signal and is reopened: the scanner comes from the device.
    await helper.page.reload();
    await helper.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await helper.context.setOffline(true);
    await helper.page.reload();
    await helper.page.getByText('No signal: passes are still checked on this phone.').waitFor();

    await organiser.context.setOffline(true);
    await organiser.page.getByLabel('Ticket code').fill(third.code);
    await organiser.page.getByRole('button', { name: 'Check in', exact: true }).click();
    await organiser.page.getByRole('alertdialog').getByText('Admit', { exact: true }).waitFor();
    await organiser.page.getByRole('button', { name: 'Next scan' }).click();

    // A moment later the same ticket at the other door, found in the door list by hand.
    await helper.page.getByLabel('Find by name or e-mail').fill(third.code);
    await helper.page.getByRole('button', { name: /^Check in door-dancer/ }).click();
    const result = helper.page.getByRole('alertdialog');
    // This phone's list (from before the other door's scan) has the ticket not in yet.
    await result.getByText('Admit', { exact: true }).waitFor();
    await result.getByRole('button', { name: 'Next scan' }).click();

    await organiser.context.setOffline(false);
    await organiser.page.getByText(/^Online · synced/).waitFor({ timeout: 20_000 });
    await helper.context.setOffline(false);
    await helper.page.getByText(/^Online · synced/).waitFor({ timeout: 20_000 });
    const counted = await serverCounts();
    expect(counted.filter((t) => t.checkedInAt)).toHaveLength(3);
    expect(counted.find((t) => t.code === third.code)?.checkedInBy).toBe('Door 1');
    // The helper's phone learns the organiser's door was first.
    await helper.page
      .getByText(/^Also let in here at .+ — first admitted at .+ by Door 1\.$/)
      .waitFor({ timeout: 20_000 });
    await helper.page
      .getByText('One ticket was let in here after another door had admitted it.')
      .waitFor();
    if (SCREENSHOTS)
      await helper.page.screenshot({
        path: `${SCREENSHOTS}/door-conflict-phone.png`,
        fullPage: true,
      });
  });
});
