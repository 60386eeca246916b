// Add-ons and pay what you want in real Chromium: the school adds a T-shirt in sizes to an event in
// Sales (on a phone), a visitor on a phone chooses a size and what to pay for a pay-what-you-want
// ticket (an amount below the minimum is refused before sending), signs in from the review and
// finds both still chosen, buys on the demo payment, sees the T-shirt in the success dialog, and
// the order page shows both; at tonight's door the scanner shows a buyer's T-shirt and hands it
// over; the pages fit 360 px and have no accessibility violations.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  accessibilityViolations,
  baseUrl,
  newPage,
  reviewAndPay,
  sidewaysScroll,
  signIn,
} from './helpers';

let browser: Browser;
let eventId: string;
const title = `Pay What You Want Social ${Date.now()}`;
const startsAt = new Date(Date.now() + 30 * 86_400_000);
const shots = process.env.E2E_SCREENSHOTS;

/** A demo account's call through the API: its answer's status and body. */
async function callAs(email: string, method: string, path: string, body?: unknown) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read what they need
  return { status: answer.status, body: (await answer.json()) as any };
}

async function organiserCall(path: string, body: unknown) {
  const answer = await callAs('organiser@floorcraft.test', 'POST', path, body);
  expect(answer.status).toBe(200);
  return answer.body.data as { id: string; eventId: string };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const draft = await organiserCall('/api/v2/ticket/organiser/draft', {
    eventDetails: {
      title,
      description: 'A social where you choose what to pay.',
      startDateTime: startsAt.toISOString(),
      endDateTime: new Date(startsAt.getTime() + 4 * 3_600_000).toISOString(),
      location: { description: 'Pier One, 11 Hickson Road, Dawes Point NSW' },
      importSource: 'manual',
    },
    ticketSetup: {
      ticketTypes: [
        { name: 'Entry', price: 30, currency: 'AUD', quantity: 100, description: 'Social' },
        {
          name: 'Supporter',
          price: 10,
          currency: 'AUD',
          quantity: 100,
          description: 'Pay what you want',
          payWhatYouWant: true,
        },
      ],
      refundPolicy: '',
    },
    checkout: { paymentMethods: ['stripe'], termsAndConditions: 'Be kind on the floor.' },
    currentStep: 3,
  });
  eventId = (await organiserCall('/api/v2/ticket/organiser/publish', { eventId: draft.id }))
    .eventId;
});
afterAll(() => browser.close());

const fits = async (page: Page) => expect(await sidewaysScroll(page)).toBe(0);

describe('add-ons and pay what you want', () => {
  it('the school adds a T-shirt in sizes in Sales, on a phone', async () => {
    const page = await newPage(browser, 360);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
    const card = page.locator('.published-event').filter({ hasText: title }).first();
    await card.getByRole('button', { name: 'Sales' }).click();
    const sales = page.getByRole('dialog', { name: `Sales: ${title}` });
    const addOns = sales.getByRole('region', { name: 'Add-ons' });
    await addOns.getByText('No add-ons yet', { exact: false }).waitFor();
    await addOns.getByRole('button', { name: 'New add-on' }).click();
    const form = addOns.getByRole('form', { name: 'New add-on' });
    await form.getByLabel(/^Name/).fill('T-shirt');
    await form.getByLabel('Description').fill('Festival tee, organic cotton');
    await form.getByLabel(/^Price/).fill('25');
    await form.getByLabel('Most per order').fill('3');
    await form.getByLabel('Variant 1 name').fill('S');
    await form.getByLabel('Variant 1 stock').fill('5');
    for (const [index, [size, stock]] of [
      ['M', '3'],
      ['L', '0'],
    ].entries()) {
      await form.getByRole('button', { name: 'Add a size' }).click();
      await form.getByLabel(`Variant ${index + 2} name`).fill(size!);
      await form.getByLabel(`Variant ${index + 2} stock`).fill(stock!);
    }
    await fits(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (shots) await form.screenshot({ path: `${shots}/add-on-form-phone.png` });
    await form.getByRole('button', { name: 'Save add-on' }).click();
    const listed = addOns.getByRole('listitem').filter({ hasText: 'T-shirt' }).first();
    await listed.getByText('M: 3 in stock · 0 sold · 0 held · 0 handed over').waitFor();
    await fits(page);
    if (shots) await addOns.screenshot({ path: `${shots}/add-ons-sales-phone.png` });
  });

  it('a dancer chooses a size and what to pay, signs in, keeps both, and sees them bought', async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    await page.getByRole('button', { name: 'More Supporter' }).click();
    const amount = page.getByLabel('Pay what you want (at least $10.00)');
    await amount.fill('5');
    await page.getByText('Please pay at least $10.00.').waitFor();
    await amount.fill('22.50');
    expect(await page.getByText('Please pay at least $10.00.').count()).toBe(0);

    const addOns = page.getByRole('region', { name: 'Add-ons' });
    await addOns.getByText('Festival tee, organic cotton').waitFor();
    expect(await addOns.getByRole('button', { name: 'More T-shirt · L' }).isDisabled()).toBe(true);
    await addOns.getByText('Sold out').waitFor();
    // By keyboard: focus the medium size's + and press Enter.
    await addOns.getByRole('button', { name: 'More T-shirt · M' }).focus();
    await page.keyboard.press('Enter');
    expect(await addOns.getByLabel('Quantity of T-shirt · M').inputValue()).toBe('1');

    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('T-shirt · M × 1').waitFor();
    await summary.getByText('Supporter × 1').waitFor();
    await summary.getByText('Total: $47.50').waitFor();
    await fits(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (shots) {
      await page.screenshot({ path: `${shots}/add-ons-purchase-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await fits(page);
      await page.screenshot({ path: `${shots}/add-ons-purchase-wide.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 900 });
    }

    // Signing in from the review comes back to the review, with the size and the amount.
    await reviewAndPay(page);
    await page.waitForURL(/\/login\?return=/);
    await page.getByLabel('Email').fill('dancer@floorcraft.test');
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(new RegExp(`/tickets\\?eventId=${eventId}`));
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await summary.getByText('T-shirt · M × 1').waitFor();
    await summary.getByText('Total: $47.50').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await amount.inputValue()).toBe('22.50');
    expect(await addOns.getByLabel('Quantity of T-shirt · M').inputValue()).toBe('1');

    await reviewAndPay(page);
    const success = page.getByRole('dialog', { name: 'Purchase Successful!' });
    await success.getByText('T-shirt · M × 1 · $25.00').waitFor();
    await page.goto(`${baseUrl()}/my-tickets`);
    const order = page.locator('.my-event').filter({ hasText: title }).locator('.my-order').first();
    await order.getByText('T-shirt · M × 1').waitFor();
    await order.getByRole('link', { name: 'Order details, pass on or cancel' }).click();
    const lines = page.getByRole('region', { name: 'What you bought' });
    await lines.getByText('T-shirt · M × 1').waitFor();
    expect(await lines.innerText()).toMatch(/Supporter × 1\s*\$22\.50/);
    expect(await lines.innerText()).toContain('Total: $47.50');
    await fits(page);
    if (shots) await page.screenshot({ path: `${shots}/add-ons-order-phone.png`, fullPage: true });
  });

  it('tonight’s door shows a buyer’s T-shirt on the scanner and hands it over', async () => {
    const tonight = new Date(Date.now() + 3_600_000);
    const draft = await organiserCall('/api/v2/ticket/organiser/draft', {
      eventDetails: {
        title: `${title} tonight`,
        description: 'A social with T-shirts at the door.',
        startDateTime: tonight.toISOString(),
        endDateTime: new Date(tonight.getTime() + 4 * 3_600_000).toISOString(),
        location: { description: 'Pier One, 11 Hickson Road, Dawes Point NSW' },
        importSource: 'manual',
      },
      ticketSetup: {
        ticketTypes: [
          { name: 'Entry', price: 30, currency: 'AUD', quantity: 100, description: 'Social' },
        ],
        refundPolicy: '',
      },
      checkout: { paymentMethods: ['stripe'], termsAndConditions: 'Be kind on the floor.' },
      currentStep: 3,
    });
    const { eventId: doorEventId } = await organiserCall('/api/v2/ticket/organiser/publish', {
      eventId: draft.id,
    });
    const offer = await callAs(
      'dancer@floorcraft.test',
      'GET',
      `/api/v2/ticket/purchase/event/${doorEventId}`,
    );
    const configurationId: string = offer.body.data.ticketingConfigId;
    const created = await callAs(
      'organiser@floorcraft.test',
      'POST',
      `/api/v2/ticket/organiser/${configurationId}/add-ons`,
      { name: 'T-shirt', price: 25, variants: [{ name: 'M', quantity: 5 }] },
    );
    expect(created.status).toBe(201);
    const bought = await callAs('dancer@floorcraft.test', 'POST', '/api/v2/ticket/purchase', {
      ticketingConfigId: configurationId,
      ticketSelections: [
        {
          ticketType: offer.body.data.ticketTypes[0].id,
          quantity: 1,
          price: 30,
          currency: 'AUD',
        },
      ],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `door-shirt-${Date.now()}`,
        paymentStatus: 'completed',
      },
      addOns: [{ variant: created.body.data.variants[0].id, quantity: 1 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const code: string = bought.body.data.tickets[0].code;

    const page = await newPage(browser, 360);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/door/${doorEventId}`);
    await page.getByLabel('Ticket code').fill(code);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    const result = page.getByRole('alertdialog');
    await result.getByText('Admit', { exact: true }).waitFor();
    const addOns = result.getByRole('region', { name: 'Add-ons' });
    await addOns.getByText('T-shirt · M × 1 — hand over').waitFor();
    // It stays while the T-shirt waits (a plain admission closes after two seconds).
    await page.waitForTimeout(2_500);
    expect(await result.isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await fits(page);
    if (shots) await page.screenshot({ path: `${shots}/door-add-ons-phone.png` });
    await addOns.getByRole('button', { name: 'Hand over T-shirt · M' }).click();
    await addOns.getByText('T-shirt · M × 1 — handed over').waitFor();
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/door-add-ons-wide.png` });
    }
    await result.getByRole('button', { name: 'Next scan' }).click();
    const order = await callAs(
      'dancer@floorcraft.test',
      'GET',
      `/api/v2/orders/${bought.body.data.orderId}`,
    );
    expect(order.body.data.addOns[0]).toMatchObject({ name: 'T-shirt · M', handedOver: true });
  });
});
