// Passing on and cancelling in real Chromium: a dancer holding three tickets of an event whose
// school refunds in full until a week before opens the order on a phone, passes one ticket on to a
// friend (the dialog says the old pass stops at once, and at a door without signal after its next
// sync), cancels another within the policy and sees the refund on the order; the dialogs are
// looked at on a wide screen too.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations, baseUrl, newPage, sidewaysScroll, signIn } from './helpers';

const BUYER = 'dancer@floorcraft.test';
let browser: Browser;
let orderId: string;

async function call<T>(email: string, method: string, path: string, body?: unknown) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: T };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const organiser = 'organiser@floorcraft.test';
  const form = wizardForm();
  const day = 24 * 3_600_000;
  const draft = await call<{ id: string }>(organiser, 'POST', '/api/v2/ticket/organiser/draft', {
    ...form,
    eventDetails: {
      ...form.eventDetails,
      title: 'Kizomba Weekender',
      startDateTime: new Date(Date.now() + 10 * day).toISOString(),
      endDateTime: new Date(Date.now() + 10 * day + 5 * 3_600_000).toISOString(),
    },
  });
  const live = await call<{ eventId: string }>(
    organiser,
    'POST',
    '/api/v2/ticket/organiser/publish',
    { eventId: draft.data.id },
  );
  await call(organiser, 'PUT', `/api/v2/ticket/organiser/${draft.data.id}/buyer-changes`, {
    transfersAllowed: true,
    transferCutoffHours: 24,
    refundRules: [
      { hoursBefore: 168, percent: 100 },
      { hoursBefore: 24, percent: 50 },
    ],
  });
  const event = await call<{ ticketTypes: Array<{ id: string; price: number }> }>(
    BUYER,
    'GET',
    `/api/v2/ticket/purchase/event/${live.data.eventId}`,
  );
  const bought = await call<{ orderId: string }>(BUYER, 'POST', '/api/v2/ticket/purchase', {
    ticketingConfigId: draft.data.id,
    ticketSelections: [
      {
        ticketType: event.data.ticketTypes[0]!.id,
        quantity: 3,
        price: event.data.ticketTypes[0]!.price,
        currency: 'AUD',
      },
    ],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `e2e-${randomUUID()}`,
      paymentStatus: 'completed',
    },
  });
  orderId = bought.data.orderId;
});
afterAll(() => browser.close());

async function openOrder(width: number): Promise<Page> {
  const page = await newPage(browser, width);
  await signIn(page, BUYER);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${baseUrl()}/orders/${orderId}`);
  await page.getByText(/^Refund policy: Full refund until 7 days before the start/).waitFor();
  return page;
}

const shot = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS
    ? page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` })
    : Promise.resolve(Buffer.alloc(0));

describe('passing on and cancelling tickets', () => {
  it('passes one ticket on and cancels another within the policy, with the refund shown', async () => {
    const page = await openOrder(360);
    const friend = `friend-${randomUUID().slice(0, 8)}@floorcraft.test`;

    await page
      .getByRole('button', { name: /^Pass on ticket / })
      .first()
      .click();
    const transfer = page.getByRole('dialog', { name: 'Pass on Early Bird' });
    await transfer
      .getByText(
        'The old pass stops working at once. A door scanning without signal refuses it after its next sync.',
      )
      .waitFor();
    await transfer.getByLabel('Their name').fill('Rita Friend');
    await transfer.getByLabel('Their e-mail').fill(friend);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'transfer-dialog-360');
    await transfer.getByRole('button', { name: 'Pass on ticket' }).click();
    await page
      .getByText(new RegExp(`^Passed on to Rita Friend\\. We e-mailed ${friend}`))
      .waitFor();
    await page
      .getByText(/Passed on to Rita Friend$/)
      .first()
      .waitFor();

    await page
      .getByRole('button', { name: /^Cancel · refund / })
      .first()
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Early Bird' });
    await cancel.getByText(/^Cancelling now refunds \$15\.00/).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'cancel-dialog-360');
    await cancel.getByRole('button', { name: 'Cancel ticket and refund $15.00' }).click();
    await page.getByText('Ticket cancelled. $15.00 is refunded to you.').waitFor();
    await page
      .getByText(/Partly refunded · \$15\.00 refunded/)
      .first()
      .waitFor();
    const rows = await page.locator('.order-tickets > li').allInnerTexts();
    expect(rows.filter((row) => row.includes('Void — refunded'))).toHaveLength(1);
    expect(rows.filter((row) => row.includes('Passed on to Rita Friend'))).toHaveLength(1);
    expect(await sidewaysScroll(page)).toBe(0);
    await shot(page, 'order-after-360');
    await page.context().close();
  });

  it('shows the same dialogs on a wide screen', async () => {
    const page = await openOrder(1280);
    await page
      .getByRole('button', { name: /^Pass on ticket / })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Pass on Early Bird' })
      .getByLabel('Their name')
      .waitFor();
    await shot(page, 'transfer-dialog-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^Cancel · refund / })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Cancel Early Bird' })
      .getByText(/^Cancelling now/)
      .waitFor();
    await shot(page, 'cancel-dialog-1280');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the school its transfer and refund rules in Sales', async () => {
    const page = await newPage(browser, 360);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
    const card = page.locator('.published-event').filter({ hasText: 'Kizomba Weekender' }).first();
    await card.getByRole('button', { name: 'Sales' }).click();
    const rules = page.getByRole('region', { name: 'Transfers and refunds' });
    await rules.getByText('Full refund until 7 days before the start').first().waitFor();
    expect(await rules.getByLabel('Until how many hours before the start').inputValue()).toBe('24');
    await rules.getByText('No buyer has asked for a refund.').waitFor();
    await rules.scrollIntoViewIfNeeded();
    expect(await sidewaysScroll(page)).toBe(0);
    await shot(page, 'sales-rules-360');
    await page.context().close();
  });
});
