// A waitlist tried in the demo (no Stripe keys), in Chromium at phone width: leaders are one ahead
// of followers, so a dancer joins the Leader waitlist from the purchase page; a follower's demo
// purchase lets one more leader in, the place is held for her, and Pay (the demo's payment) makes
// the ticket hers at once, in My Tickets.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations, baseUrl, cli, newPage, signIn } from './helpers';

let browser: Browser;
let configurationId = '';
let eventId = '';
let typeId = '';

async function post(path: string, token: string | null, body: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A new dancer's e-mail and access token (the password is "dancedemo1"). */
async function newDancer(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@floorcraft.test`;
  await post('/api/v2/auth/register', null, { email, password: 'dancedemo1', name });
  const login = await post('/api/v2/auth/login', null, { email, password: 'dancedemo1' });
  return { email, token: login.body.accessToken as string };
}

const buy = (token: string, role: 'lead' | 'follow') =>
  post('/api/v2/ticket/purchase', token, {
    ticketingConfigId: configurationId,
    ticketSelections: [{ ticketType: typeId, quantity: 1, price: 30, currency: 'AUD', role }],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `tx-demo-wait-${role}-${Date.now()}`,
      paymentStatus: 'completed',
    },
  });

beforeAll(async () => {
  browser = await launchBrowser();
  // A school of its own, so the demo school's published events stay as other journeys expect.
  const school = `waitlist-school-${Date.now()}@floorcraft.test`;
  await cli([
    'account',
    'create',
    '--email',
    school,
    '--password',
    'dancedemo',
    '--organisation',
    'Waitlist Studio',
  ]);
  const organiser = await post('/api/v2/auth/login', null, {
    email: school,
    password: 'dancedemo',
  });
  const token = organiser.body.accessToken as string;
  const saved = await post(
    '/api/v2/ticket/organiser/draft',
    token,
    wizardForm({
      eventDetails: { ...wizardForm().eventDetails, title: 'Demo Waitlist Workshop' },
      ticketSetup: {
        ticketTypes: [
          {
            name: 'Workshop',
            price: 30,
            currency: 'AUD',
            quantity: 10,
            description: '',
            roles: { leadName: 'Leader', followName: 'Follower', soloName: null, maxImbalance: 1 },
          },
        ],
        refundPolicy: '',
      },
    }),
  );
  expect(saved.status).toBe(200);
  configurationId = saved.body.data.id;
  typeId = saved.body.data.ticketSetup.ticketTypes[0].id;
  const published = await post('/api/v2/ticket/organiser/publish', token, {
    eventId: configurationId,
  });
  expect(published.status).toBe(200);
  eventId = published.body.data.eventId;
  expect((await buy((await newDancer('Leo')).token, 'lead')).status).toBe(200);
});
afterAll(() => browser.close());

describe('a waitlist in the demo', () => {
  it('is joined on the purchase page, offered when the other role catches up, and paid', async () => {
    const waiter = await newDancer('Wanda');
    const page = await newPage(browser, 360);
    await signIn(page, waiter.email, 'dancedemo1');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
    await page.getByRole('button', { name: 'Join the Leader waitlist' }).click();
    await page.waitForURL(/\/waitlist\/[0-9a-f-]{36}$/);
    await page.getByText('You are number 1 in line for a Leader place for "Workshop"').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // A follower buys: one more leader may come in, and the place is held for Wanda.
    expect((await buy((await newDancer('Fay')).token, 'follow')).status).toBe(200);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Demo Waitlist Workshop' }).waitFor();
          return page.getByText(/A Leader place for "Workshop" is held for you until/).isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/demo-waitlist-offer.png` });
    await page.getByRole('button', { name: 'Pay $30.00' }).click();
    await page.getByText('The place is yours').waitFor();
    await page.getByRole('link', { name: 'My Tickets' }).click();
    await page.getByRole('heading', { name: 'Demo Waitlist Workshop' }).waitFor();
    expect(await page.getByText('Workshop · Leader').count()).toBeGreaterThan(0);
  });
});
