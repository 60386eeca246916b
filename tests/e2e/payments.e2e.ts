// Real payments in Chromium, on a server configured for Stripe against the local fake of Stripe:
// a school connects its Stripe account from Settings; a visitor sees the prices, creates an
// account on the web, pays on the (fake) Stripe Checkout, comes back to Purchase Successful! and
// finds the ticket; the school refunds it, and it is void. A partner workshop: the organiser turns
// on Leader/Follower roles in Ticket Setup, leaders fill up to the imbalance, a dancer sees that
// and buys a Follower place, and Sales shows the balance; followers fill up, a dancer joins the
// Follower waitlist, a leader buys, and she is offered the place by e-mail and pays for it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe';
import { freePort, runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations, newPage, reviewAndPay } from './helpers';

const ORGANISER = 'stripe-school@floorcraft.test';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let fake: FakeStripe;
let server: ServerProcess;
let dataDir: string;
let eventId = '';
let configurationId = '';

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

/** A new page at `width`, signed in as a dancer. */
async function dancerPage(email: string, password: string, width: number) {
  const page = await newPage(browser, width);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

async function signInAsOrganiser(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(ORGANISER);
  await page.getByLabel('Password').fill('dancedemo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startFakeStripe();
  dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-stripe-e2e-'));
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
      'Card School',
    ],
    { DATA_DIR: dataDir, DATABASE_URL: '' },
  );
  expect(created.code).toBe(0);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('real payments', () => {
  it('connects the school’s Stripe account from Settings, then publishes card sales', async () => {
    const form = wizardForm({
      ticketSetup: {
        ticketTypes: [
          { name: 'Social', price: 25, currency: 'AUD', quantity: 40, description: 'All night' },
        ],
        refundPolicy: '',
      },
    });
    const draft = await api('/api/v2/ticket/organiser/draft', 'POST', form);
    configurationId = draft.body.data.id;
    // Not yet: the school cannot take card payments.
    const early = await api('/api/v2/ticket/organiser/publish', 'POST', {
      eventId: configurationId,
    });
    expect(early.status).toBe(409);

    const page = await newPage(browser, 390);
    await signInAsOrganiser(page);
    // The wizard says so before the organiser tries: the checklist item, and the publish held.
    await page.goto(`${server.url}/create-tickets?draft=${configurationId}`);
    await page.getByText('Stripe account ready for card payments').waitFor();
    await page.getByText('Connect a Stripe account to be paid').waitFor();
    expect(
      await page.getByRole('button', { name: 'Complete Required Fields to Publish' }).isDisabled(),
    ).toBe(true);
    await page.goto(`${server.url}/dashboard?tab=settings`);
    await page.locator('summary', { hasText: 'Payment Settings' }).click();
    await page.getByText('Connect a Stripe account to be paid').waitFor();
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    // Stripe's hosted onboarding (the fake finishes at once) sends the organiser back.
    await page.waitForURL(/\/dashboard\?tab=settings&stripe=return/);
    await page.getByText('Your Stripe account can take card payments.').waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/payment-settings-phone.png`, fullPage: true });

    const published = await api('/api/v2/ticket/organiser/publish', 'POST', {
      eventId: configurationId,
    });
    expect(published.status).toBe(200);
    eventId = published.body.data.eventId;
  });

  it('lets a visitor see prices, create an account, pay at Stripe and find the ticket', async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${server.url}/tickets?eventId=${eventId}`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    expect(await page.locator('.ticket-row').first().innerText()).toContain('$25.00');
    expect(await page.getByText('Demo payment').count()).toBe(0);
    await page.getByRole('button', { name: 'More Social' }).click();
    await page.getByRole('button', { name: 'More Social' }).click();
    await page.getByText('Social × 2').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/purchase-visitor-phone.png`, fullPage: true });
    await reviewAndPay(page);

    await page.waitForURL(/\/login\?return=/);
    await page.getByRole('link', { name: 'Create an account here' }).click();
    await page.waitForURL(/\/register\?return=/);
    await page.getByLabel('Name').fill('Lia Bachata');
    await page.getByLabel('Email').fill('lia@floorcraft.test');
    await page.getByLabel('Password').fill('salsa123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/tickets?eventId=${eventId}`);
    // The welcome e-mail's link confirms the address (opened in another tab).
    const outbox = await runCli(['outbox', '--to', 'lia@floorcraft.test'], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    const link = /http\S+\/verify-email\/[\w-]+/.exec(outbox.stdout)?.[0] ?? '';
    expect(link).not.toBe('');
    const confirm = await newPage(browser, 360);
    await confirm.goto(link);
    await confirm.getByText('Your e-mail address is confirmed. Thank you!').waitFor();
    // Back to the same selection.
    await page.getByText('Social × 2').waitFor();
    await reviewAndPay(page);

    // The (fake) hosted Stripe Checkout.
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole('heading', { name: 'Pay AUD 50.00' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/orders\/return\?reservation=/);
    const success = page.getByRole('dialog', { name: 'Purchase Successful!' });
    await success.waitFor();
    expect(await success.innerText()).toContain('2 tickets');
    await success.getByRole('button', { name: 'View My Tickets' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByText('Total paid: $50.00').waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/order-phone.png`, fullPage: true });
    await page.goto(`${server.url}/my-tickets`);
    await page.locator('.ticket-pass').nth(1).waitFor();
    expect(await page.locator('.ticket-pass').count()).toBe(2);
  });

  it('lets the school refund the order, which voids its tickets', async () => {
    const page = await newPage(browser, 1280);
    await signInAsOrganiser(page);
    await page.goto(`${server.url}/dashboard?tab=ticketing`);
    await page.getByRole('button', { name: 'Sales' }).first().click();
    const sales = page.getByRole('dialog');
    await sales.locator('.sales-orders', { hasText: 'lia@floorcraft.test' }).waitFor();
    await sales.getByRole('button', { name: 'Refund order' }).click();
    await sales.getByRole('button', { name: 'Refund', exact: true }).click();
    // The order's own state (the figures always have a 'Refunded' label).
    await sales
      .locator('.sales-orders')
      .getByText(/· Refunded/)
      .waitFor();
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/sales-desktop.png`, fullPage: true });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ amount: 5000, reverse_transfer: true });
    const mine = await fetch(`${server.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'lia@floorcraft.test', password: 'salsa123' }),
    });
    const { accessToken } = (await mine.json()) as { accessToken: string };
    const tickets = await fetch(`${server.url}/api/v2/ticket/mine`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { data } = (await tickets.json()) as { data: Array<{ void: boolean }> };
    expect(data.map((ticket) => ticket.void)).toEqual([true, true]);
  });

  it('sells a balanced partner workshop: roles set in the wizard, a blocked role, the balance in Sales', async () => {
    const draft = await api(
      '/api/v2/ticket/organiser/draft',
      'POST',
      wizardForm({
        eventDetails: { ...wizardForm().eventDetails, title: 'Bachata Partnerwork' },
        ticketSetup: {
          ticketTypes: [
            { name: 'Workshop', price: 40, currency: 'AUD', quantity: 20, description: '' },
          ],
          refundPolicy: '',
        },
      }),
    );
    const id = draft.body.data.id as string;
    const organiser = await newPage(browser, 390);
    await signInAsOrganiser(organiser);
    await organiser.goto(`${server.url}/create-tickets?draft=${id}`);
    await organiser.getByRole('button', { name: /Ticket Setup/ }).click();
    await organiser.getByLabel('Partner roles: balance leads and follows').check();
    await organiser.getByLabel('First role').fill('Leader');
    await organiser.getByLabel('Second role').fill('Follower');
    await organiser.getByLabel('Maximum imbalance').fill('2');
    expect(await accessibilityViolations(organiser)).toEqual([]);
    if (SCREENSHOTS)
      await organiser.screenshot({ path: `${SCREENSHOTS}/roles-wizard-phone.png`, fullPage: true });
    await organiser.getByRole('button', { name: 'Next' }).click();
    await organiser.getByRole('button', { name: 'Publish Tickets' }).click();
    await organiser.getByRole('dialog', { name: 'Event Check-in QR Code' }).waitFor();
    const saved = await api(`/api/v2/ticket/organiser/draft/${id}`);
    expect(saved.body.data.ticketSetup.ticketTypes[0].roles).toMatchObject({
      leadName: 'Leader',
      followName: 'Follower',
      maxImbalance: 2,
    });
    const workshopId = saved.body.data.eventId as string;

    // Two leaders are paying already: leaders are full until followers join.
    const lia = await fetch(`${server.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'lia@floorcraft.test', password: 'salsa123' }),
    });
    const { accessToken } = (await lia.json()) as { accessToken: string };
    const type = saved.body.data.ticketSetup.ticketTypes[0];
    const checkoutAs = async (token: string, role: 'lead' | 'follow', quantity: number) =>
      fetch(`${server.url}/api/v2/ticket/checkout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ticketingConfigId: id,
          ticketSelections: [{ ticketType: type.id, quantity, price: 40, currency: 'AUD', role }],
          paymentMethod: 'stripe',
          transactionId: `tx-${crypto.randomUUID()}`,
          termsAccepted: true,
        }),
      });
    const held = await checkoutAs(accessToken, 'lead', 2);
    expect(held.status).toBe(200);

    const dancer = await dancerPage('lia@floorcraft.test', 'salsa123', 360);
    await dancer.goto(`${server.url}/tickets?eventId=${workshopId}`);
    const roles = dancer.getByRole('list', { name: 'Roles for Workshop' });
    await roles.getByText('Full for now: a couple (one of each role) can still join').waitFor();
    expect(await dancer.getByRole('button', { name: 'More Workshop · Leader' }).isDisabled()).toBe(
      true,
    );
    await dancer.getByRole('button', { name: 'More Workshop · Follower' }).click();
    await dancer.getByText('Workshop · Follower × 1').waitFor();
    // With a follower chosen, a leader can come along as a couple.
    expect(await dancer.getByRole('button', { name: 'More Workshop · Leader' }).isDisabled()).toBe(
      false,
    );
    // As a couple the partner can be named; back to one Follower place, the fields go.
    await dancer.getByRole('button', { name: 'More Workshop · Leader' }).click();
    await dancer.getByRole('group', { name: 'Coming as a couple?' }).waitFor();
    await dancer.getByLabel('Partner’s name').fill('Ana Zouk');
    expect(await accessibilityViolations(dancer)).toEqual([]);
    expect(await dancer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (SCREENSHOTS)
      await dancer.screenshot({ path: `${SCREENSHOTS}/roles-purchase-phone.png`, fullPage: true });
    await dancer.getByRole('button', { name: 'Fewer Workshop · Leader' }).click();
    expect(await dancer.getByRole('group', { name: 'Coming as a couple?' }).count()).toBe(0);
    await reviewAndPay(dancer);
    await dancer.waitForURL(/\/pay\/cs_test_/);
    await dancer.getByRole('button', { name: 'Pay' }).click();
    await dancer.getByRole('dialog', { name: 'Purchase Successful!' }).waitFor();
    await dancer.goto(`${server.url}/my-tickets`);
    await dancer.getByText('Workshop · Follower').first().waitFor();

    const desk = await newPage(browser, 1280);
    await signInAsOrganiser(desk);
    await desk.goto(`${server.url}/dashboard?tab=ticketing`);
    await desk
      .locator('.published-event', { hasText: 'Bachata Partnerwork' })
      .getByRole('button', { name: 'Sales' })
      .click();
    const balance = desk.getByRole('region', { name: 'Partner roles' });
    await balance.getByText('Leader: 0 + 2 paying now · Follower: 1').waitFor();
    await balance.getByText('Leaders ahead by 1 (at most 2)').waitFor();
    if (SCREENSHOTS)
      await desk.screenshot({ path: `${SCREENSHOTS}/roles-sales-desktop.png`, fullPage: true });

    // Three more followers: followers are now 2 ahead and blocked. Noa joins their waitlist.
    expect((await checkoutAs(accessToken, 'follow', 3)).status).toBe(200);
    const noa = await runCli(
      ['account', 'create', '--email', 'noa@floorcraft.test', '--password', 'zouk1234'],
      { DATA_DIR: dataDir, DATABASE_URL: '' },
    );
    expect(noa.code).toBe(0);
    const waiter = await dancerPage('noa@floorcraft.test', 'zouk1234', 360);
    await waiter.goto(`${server.url}/tickets?eventId=${workshopId}`);
    await waiter.getByRole('button', { name: 'Join the Follower waitlist' }).click();
    await waiter.waitForURL(/\/waitlist\/[0-9a-f-]{36}$/);
    await waiter
      .getByText('You are number 1 in line for a Follower place for "Workshop"')
      .waitFor();
    expect(await accessibilityViolations(waiter)).toEqual([]);

    // A leader buys: Noa is offered the place by e-mail, and pays on Stripe.
    expect((await checkoutAs(accessToken, 'lead', 1)).status).toBe(200);
    let link = '';
    for (let tries = 0; tries < 50 && !link; tries++) {
      const outbox = await runCli(['outbox', '--to', 'noa@floorcraft.test'], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      link = /http\S+\/waitlist\/[0-9a-f-]{36}/.exec(outbox.stdout)?.[0] ?? '';
      if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(link).toBe(waiter.url());
    await waiter.goto(link);
    await waiter.getByText(/A Follower place for "Workshop" is held for you until/).waitFor();
    if (SCREENSHOTS)
      await waiter.screenshot({ path: `${SCREENSHOTS}/waitlist-offer-phone.png`, fullPage: true });
    await waiter.getByRole('button', { name: 'Pay $40.00' }).click();
    await waiter.waitForURL(/\/pay\/cs_test_/);
    await waiter.getByRole('button', { name: 'Pay' }).click();
    await waiter.getByRole('dialog', { name: 'Purchase Successful!' }).waitFor();
    await waiter.goto(link);
    await waiter.getByText('The place is yours').waitFor();
  });

  it('sells a 5-class pass from Settings, and a dancer pays for it and books two classes', async () => {
    const classIds: string[] = [];
    for (const week of [1, 2]) {
      const start = new Date(Date.now() + week * 7 * 86_400_000);
      const draft = await api(
        '/api/v2/ticket/organiser/draft',
        'POST',
        wizardForm({
          eventDetails: {
            ...wizardForm().eventDetails,
            title: 'Beginner Salsa',
            startDateTime: start.toISOString(),
            endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
          },
          ticketSetup: {
            ticketTypes: [
              { name: 'Class', price: 15, currency: 'AUD', quantity: 20, description: '' },
            ],
            refundPolicy: '',
          },
        }),
      );
      const published = await api('/api/v2/ticket/organiser/publish', 'POST', {
        eventId: draft.body.data.id,
      });
      classIds.push(published.body.data.eventId);
    }

    const school = await newPage(browser, 1280);
    await signInAsOrganiser(school);
    await school.goto(`${server.url}/dashboard?tab=settings`);
    await school.locator('summary', { hasText: /^Passes$/ }).click();
    const form = school.getByRole('form', { name: 'New class pass' });
    await form.getByLabel('Pass name').fill('5-class pass');
    // Both weekly classes are ticked: a pass covers classes by id, whatever they are called.
    await form
      .getByRole('checkbox', { name: /^Beginner Salsa/ })
      .first()
      .waitFor();
    for (const box of await form.getByRole('checkbox', { name: /^Beginner Salsa/ }).all())
      await box.check();
    await form.getByLabel('Classes', { exact: true }).fill('5');
    await form.getByLabel('Price').fill('60');
    await form.getByRole('button', { name: 'Add pass' }).click();
    await school.getByText('0 sold · 0 classes used · 0 left').waitFor();
    expect(await accessibilityViolations(school)).toEqual([]);

    const dancer = await dancerPage('lia@floorcraft.test', 'salsa123', 360);
    await dancer.goto(`${server.url}/tickets?eventId=${classIds[0]}`);
    await dancer.getByText('5 classes of Beginner Salsa · valid 8 weeks · $60.00').waitFor();
    await dancer.getByRole('button', { name: 'Buy 5-class pass' }).click();
    await dancer.waitForURL(/\/pay\/cs_test_/);
    await dancer.getByRole('button', { name: 'Pay' }).click();
    await dancer.waitForURL(/\/my-tickets\?pass=/);
    const passes = dancer.getByRole('region', { name: 'Class passes' });
    await passes.getByText('5 of 5 classes left').waitFor();
    const bookButtons = passes.getByRole('button', { name: /^Book: Beginner Salsa/ });
    await bookButtons.first().click();
    await passes.getByText('4 of 5 classes left').waitFor();
    await bookButtons.first().click();
    await passes.getByText('3 of 5 classes left').waitFor();
    expect(await passes.getByText('Booked').count()).toBe(2);
    // Each booking is a ticket with its pass, under its class.
    await dancer.locator('.ticket-pass', { hasText: 'Class' }).nth(1).waitFor();
    expect(await dancer.locator('.ticket-pass', { hasText: 'Class' }).count()).toBe(2);
    expect(await dancer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(dancer)).toEqual([]);
    if (SCREENSHOTS)
      await dancer.screenshot({ path: `${SCREENSHOTS}/passes-phone.png`, fullPage: true });
    await school.reload();
    await school.locator('summary', { hasText: /^Passes$/ }).click();
    await school.getByText('1 sold · 2 classes used · 3 left').waitFor();
    await school.locator('summary', { hasText: 'Passes sold' }).click();
    await school.getByText(/lia@floorcraft\.test · 3 of 5 left · until/).waitFor();
    await school.getByRole('button', { name: 'Extend 4 weeks' }).click();
    await school.getByText('1 sold · 2 classes used · 3 left').waitFor();
    if (SCREENSHOTS)
      await school.screenshot({
        path: `${SCREENSHOTS}/passes-settings-desktop.png`,
        fullPage: true,
      });
  });
});
