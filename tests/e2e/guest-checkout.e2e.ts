// Buying without an account, in Chromium, on a server configured for Stripe against the local fake:
// a visitor chooses two tickets, reviews the order (the terms must be accepted), buys as a guest
// with an e-mail and a name, pays on the (fake) Stripe Checkout, opens the e-mailed order link
// without signing in, then creates an account with that address, confirms it, and finds the
// tickets in My Tickets. The purchase page is looked at at 360 and 1280 px.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_REQUIRED, WALLETS_NOTICE } from '../../src/contract/payments';
import { launchBrowser } from '../support/browser';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe';
import { freePort, runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations, newPage, sidewaysScroll } from './helpers';

const ORGANISER = 'guest-school@floorcraft.test';
const GUEST = 'gia.guest@floorcraft.test';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let fake: FakeStripe;
let server: ServerProcess;
let dataDir: string;
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
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
  return {
    status: response.status,
    body: (await response.json()) as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    organisationId: String(claims.organisationId ?? ''),
  };
}

const outbox = async (to: string) =>
  (await runCli(['outbox', '--to', to], { DATA_DIR: dataDir, DATABASE_URL: '' })).stdout;

beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startFakeStripe();
  dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-guest-e2e-'));
  const port = await freePort();
  server = await startServerProcess({
    ...fake.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
  });
  fake.webhooks.url = `${server.url}/api/v2/payments/stripe/webhook`;
  const created = await runCli(
    [
      'account',
      'create',
      '--email',
      ORGANISER,
      '--password',
      'dancedemo',
      '--organisation',
      'Guest School',
    ],
    { DATA_DIR: dataDir, DATABASE_URL: '' },
  );
  expect(created.code).toBe(0);
  // The school's Stripe account, connected through the fake's hosted onboarding.
  const { organisationId } = await api('/api/v2/ticket/mine');
  const onboarding = await api(`/api/v2/org/${organisationId}/payments/onboarding`, 'POST', {});
  await fetch(onboarding.body.data.url, { redirect: 'manual' });
  const draft = await api(
    '/api/v2/ticket/organiser/draft',
    'POST',
    wizardForm({
      ticketSetup: {
        ticketTypes: [
          { name: 'Social', price: 25, currency: 'AUD', quantity: 40, description: 'All night' },
        ],
        refundPolicy: 'Refunds until a week before.',
      },
    }),
  );
  const published = await api('/api/v2/ticket/organiser/publish', 'POST', {
    eventId: draft.body.data.id,
  });
  expect(published.status).toBe(200);
  eventId = published.body.data.eventId;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('guest checkout', () => {
  it('buys as a guest, opens the e-mailed order, then claims the tickets with an account', async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${server.url}/tickets?eventId=${eventId}`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    await page.getByText(WALLETS_NOTICE).waitFor();
    await page.getByRole('button', { name: 'More Social' }).click();
    await page.getByRole('button', { name: 'More Social' }).click();
    await page.getByText('Social × 2').waitFor();
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/guest-purchase-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/guest-purchase-wide.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
    }
    await page.getByRole('button', { name: 'Buy Tickets' }).click();

    // The review: the order, sign in or buy as a guest, and the terms.
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await page.getByText('Total: $50.00').waitFor();
    const who = page.getByRole('group', { name: 'Who is buying?' });
    await who.getByRole('button', { name: 'Sign in' }).waitFor();
    await who.getByLabel('E-mail').fill(GUEST);
    await who.getByLabel('Your name').fill('Gia Guest');
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText(TERMS_REQUIRED).waitFor();
    await page.getByLabel('I accept the terms and refund policy').check();
    // The terms start with the event's own rules, in the order page's words.
    await page.getByText('Terms and refund policy', { exact: true }).click();
    await page
      .getByText(/^Refund policy: .* Tickets can be passed on to someone else until/)
      .waitFor();
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/guest-review-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/guest-review-wide.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
    }
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The (fake) hosted Stripe Checkout, and back.
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole('heading', { name: 'Pay AUD 50.00' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/orders\/guest\?reservation=/);
    await page.getByText('Your tickets and a link to your order are on their way').waitFor();
    // A guest creates an account on /register (not the sign-in page), back to My Tickets.
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?return=%2Fmy-tickets',
    );

    // The receipt's link opens the order without signing in, in a fresh browser.
    const receipt = await outbox(GUEST);
    const link = /http\S+\/orders\/[0-9a-f-]{36}\?access=[\w.-]+/.exec(receipt)?.[0] ?? '';
    expect(link).not.toBe('');
    const stranger = await newPage(browser, 360);
    await stranger.goto(link);
    await stranger.getByText('Total paid: $50.00').waitFor();
    expect(await stranger.locator('.order-tickets li').count()).toBe(2);
    expect(await sidewaysScroll(stranger)).toBe(0);
    if (SCREENSHOTS) {
      await stranger.screenshot({ path: `${SCREENSHOTS}/guest-order-phone.png`, fullPage: true });
      await stranger.setViewportSize({ width: 1280, height: 900 });
      await stranger.screenshot({ path: `${SCREENSHOTS}/guest-order-wide.png`, fullPage: true });
    }
    await stranger.getByRole('link', { name: 'create an account' }).click();
    await stranger.waitForURL(/\/register\?return=%2Fmy-tickets$/);
    await stranger.getByRole('heading', { name: 'Create an account' }).waitFor();

    // An account with that address, once confirmed, has the tickets.
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Name').fill('Gia Guest');
    await page.getByLabel('Email').fill(GUEST);
    await page.getByLabel('Password').fill('salsa123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/register'));
    const confirmation = /http\S+\/verify-email\/[\w-]+/.exec(await outbox(GUEST))?.[0] ?? '';
    expect(confirmation).not.toBe('');
    await page.goto(confirmation);
    await page.getByText('Your e-mail address is confirmed. Thank you!').waitFor();
    await page.goto(`${server.url}/my-tickets`);
    await page.locator('.ticket-pass').nth(1).waitFor();
    expect(await page.locator('.ticket-pass').count()).toBe(2);
  });
});
