// Buying in real Chromium: the mobile app hands a dancer over with a CLI-made checkout session;
// they buy a ticket, find it in My Tickets, and check in once by the event's QR. A used session
// is refused, and a visitor sees the whole page and is asked to sign in only at Buy Tickets.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrCodeData } from '../../src/contract/ticketing';
import type { PublishedEvent } from '../../src/contract/organiser-lists';
import { launchBrowser } from '../support/browser';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations, baseUrl, cli, newPage, reviewAndPay, signIn } from './helpers';

let browser: Browser;
let eventId: string;
let configurationId: string;
let checkInPath: string;
let eventTitle: string;

async function as<T>(email: string, path: string, body?: unknown): Promise<{ data: T }> {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { data: T };
}

const asOrganiser = <T>(path: string, body?: unknown) =>
  as<T>('organiser@floorcraft.test', path, body);

beforeAll(async () => {
  browser = await launchBrowser();
  // The demo school's published events (the seed publishes two); take the first.
  const published = await asOrganiser<PublishedEvent[]>(
    '/api/v2/ticket/organiser?status=published',
  );
  const demo = published.data.find((entry) => entry.ticketSetup.ticketTypes.length === 3)!;
  eventId = demo.eventId!;
  configurationId = demo.id;
  eventTitle = demo.eventDetails.title;
  const qr = await asOrganiser<QrCodeData>(`/api/v2/ticket/organiser/${configurationId}/qr-code`);
  checkInPath = new URL(qr.data.checkInUrl).pathname;
});
afterAll(() => browser.close());

describe('from the app to the door', () => {
  it('hands over, buys, lists the ticket and checks in once', async () => {
    const [session] = await cli([
      'checkout-session',
      'create',
      '--email',
      'dancer@floorcraft.test',
      '--event',
      eventId,
    ]);
    let page = await newPage(browser, 390);
    const sessionId = session!.sessionId!;
    await page.goto(
      `${baseUrl()}/checkout/start?sessionId=${sessionId}&eventId=${eventId}&returnApp=mobile`,
    );
    await page.waitForURL(`${baseUrl()}/tickets?eventId=${eventId}&returnApp=mobile`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    await page
      .getByRole('timer')
      .getByText(/^Complete purchase in (3:00|2:5\d)$/)
      .waitFor();
    const buy = page.getByRole('button', { name: 'Buy Tickets' });
    expect(await buy.isDisabled()).toBe(true);
    await page.getByText('Please select at least one ticket').waitFor();
    await page.getByRole('button', { name: 'More Early Bird' }).click();
    await page.getByRole('button', { name: 'More Early Bird' }).click();
    await page.getByText('Total: $30.00').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await reviewAndPay(page);
    const success = page.getByRole('dialog', { name: 'Purchase Successful!' });
    await success.getByText(/^Returning to the app in \d…$/).waitFor();
    expect(await success.innerText()).toMatch(/2 tickets · \$30\.00/);
    // No app on this browser: the deep link does nothing, and the page offers the way on.
    await success
      .getByText('The Floorcraft app did not open on this device.', { exact: false })
      .waitFor();
    expect(await success.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );
    // Headless Chromium keeps the unanswered app link's navigation pending, which swallows a
    // click here; the link is checked, then followed as the buyer's tap would.
    expect(await success.getByRole('link', { name: 'View My Tickets' }).getAttribute('href')).toBe(
      '/my-tickets',
    );
    // Followed in a tab of its own: in headless Chromium the unanswered app link leaves this
    // tab's navigation to an unknown scheme pending, and the tab then takes no pointer input.
    const handedOff = page;
    page = await handedOff.context().newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await handedOff.close();
    await page.goto(`${baseUrl()}/my-tickets`);
    await page.getByRole('heading', { name: 'My Tickets' }).waitFor();
    const passes = page.getByRole('img', { name: /^Entry pass / });
    await passes.first().waitFor();
    expect(await passes.count()).toBeGreaterThanOrEqual(2);
    // Each pass full screen for the door's camera, and the event for the phone's calendar.
    // A tap before the app has taken over the page (it was loaded, not routed to) does nothing.
    const showPass = page.getByRole('button', { name: /^Show pass .* full screen$/ }).first();
    for (let tries = 0; tries < 20 && (await page.getByRole('dialog').count()) === 0; tries++) {
      await showPass.click();
      await page.waitForTimeout(500);
    }
    const fullScreen = page.getByRole('dialog');
    await fullScreen.getByText('Valid', { exact: true }).waitFor();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/pass-phone.png` });
    await page.keyboard.press('Escape');
    await fullScreen.waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).first().click();
    const calendarFile = await download;
    expect(calendarFile.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync(await calendarFile.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('BEGIN:VEVENT');
    // The dancer's tickets as a calendar feed to subscribe to; nothing to stop before it exists.
    const stop = page.getByRole('button', { name: 'Stop my calendar address' });
    expect(await stop.count()).toBe(0);
    await page.getByRole('button', { name: 'Get my calendar address' }).click();
    await stop.waitFor();
    const feedUrl = await page.getByLabel('Calendar address').inputValue();
    expect(await page.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      feedUrl.replace(/^http:/, 'webcal:'),
    );
    const feed = await (await fetch(feedUrl)).text();
    expect(feed).toContain(`SUMMARY:${eventTitle}`);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/my-tickets-phone.png`,
        fullPage: true,
      });

    // The passes open again without a network (at the door, in a basement).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await passes.first().waitFor();
    await page.waitForFunction(() =>
      (localStorage.getItem('floorcraft-query-cache') ?? '').includes('"my-tickets"'),
    );
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'My Tickets' }).waitFor();
    await passes.first().waitFor();
    expect(await passes.count()).toBeGreaterThanOrEqual(2);
    await page.context().setOffline(false);

    // The demo event is days away: its door is not open yet.
    await page.goto(`${baseUrl()}${checkInPath}`);
    await page.getByText(/^Check-in opens on .*, 2 hours before the event starts\.$/).waitFor();

    // Tonight's event (starting in an hour): the dancer holds two tickets and is asked how many
    // are coming in.
    const form = wizardForm({
      checkout: { paymentMethods: ['stripe'], termsAndConditions: 'Be kind.' },
    });
    const tonight = await asOrganiser<{ id: string }>('/api/v2/ticket/organiser/draft', {
      ...form,
      eventDetails: {
        ...form.eventDetails,
        title: 'Tonight’s Bachata Social',
        startDateTime: new Date(Date.now() + 3_600_000).toISOString(),
        endDateTime: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      },
    });
    const live = await asOrganiser<{ eventId: string }>('/api/v2/ticket/organiser/publish', {
      eventId: tonight.data.id,
    });
    const types = await as<{ ticketTypes: Array<{ id: string; price: number }> }>(
      'dancer@floorcraft.test',
      `/api/v2/ticket/purchase/event/${live.data.eventId}`,
    );
    await as('dancer@floorcraft.test', '/api/v2/ticket/purchase', {
      ticketingConfigId: tonight.data.id,
      ticketSelections: [
        {
          ticketType: types.data.ticketTypes[0]!.id,
          quantity: 2,
          price: types.data.ticketTypes[0]!.price,
          currency: 'AUD',
        },
      ],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `e2e-${Date.now()}`,
        paymentStatus: 'completed',
      },
    });
    const tonightQr = await asOrganiser<QrCodeData>(
      `/api/v2/ticket/organiser/${tonight.data.id}/qr-code`,
    );
    await page.goto(`${baseUrl()}${new URL(tonightQr.data.checkInUrl).pathname}`);
    await page.getByRole('heading', { name: 'How many of you are checking in?' }).waitFor();
    await page.getByLabel('People checking in now').selectOption('2');
    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByRole('heading', { name: 'You’re in!' }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain('with 2 tickets');
    await page.reload();
    await page.getByRole('heading', { name: 'Already checked in' }).waitFor();

    const again = await newPage(browser);
    await again.goto(`${baseUrl()}/checkout/start?sessionId=${sessionId}&eventId=${eventId}`);
    await again.getByRole('heading', { name: 'Authentication Error' }).waitFor();
    await again.getByText('This session has already been used.').waitFor();
    await again.getByRole('link', { name: 'Go to Home' }).waitFor();
  });

  it('says in plain words that a mistyped event link leads nowhere', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/tickets?eventId=not-an-id`);
    await page.getByRole('heading', { name: 'Failed to load event' }).waitFor();
    expect(await page.getByRole('alert').innerText()).toBe(
      'That event could not be found: the link may be mistyped or out of date.',
    );
  });

  it('shows a visitor the prices, asks them to sign in at Buy, and keeps their selection', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
    await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
    // No money moves on this server, and the page says so.
    await page.getByText('Demo payment — no money is taken').waitFor();
    const firstType = page.locator('.ticket-row').first();
    expect(await firstType.innerText()).toMatch(/\$\d/);
    await firstType.getByRole('button', { name: /^More / }).click();
    await reviewAndPay(page);
    await page.waitForURL(/\/login\?return=/);
    // The way back carries the selection (one of the first type).
    const back = new URL(new URL(page.url()).searchParams.get('return') ?? '', baseUrl());
    expect(back.pathname).toBe('/tickets');
    expect(back.searchParams.get('eventId')).toBe(eventId);
    expect(back.searchParams.get('selection')).toMatch(/^[0-9a-f-]{36}_1$/);
    await page.getByLabel('Email').fill('aficionado@floorcraft.test');
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl()}/tickets?eventId=${eventId}`);
    // Back on the review it was signed in from, then on the tickets with the same selection.
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.locator('.ticket-row input').first().inputValue()).toBe('1');
    const noSession = await newPage(browser);
    await noSession.goto(`${baseUrl()}/checkout/start`);
    await noSession
      .getByText('No session data found. Please use the mobile app to purchase tickets.')
      .waitFor();
  });

  it('shows the organiser what sold, the revenue and who checked in', async () => {
    const page = await newPage(browser);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.goto(`${baseUrl()}/dashboard?tab=ticketing`);
    const card = page.locator('.published-event', { hasText: eventTitle });
    await card.getByRole('button', { name: 'Sales' }).click();
    const sales = page.getByRole('dialog', { name: `Sales: ${eventTitle}` });
    await sales.getByRole('table').waitFor();
    expect(await sales.innerText()).toMatch(
      /Tickets sold\s*\d+[\s\S]*Revenue\s*\$[\d.,]+[\s\S]*Checked in\s*\d+/,
    );
    expect(
      await sales.getByRole('cell', { name: 'dancer@floorcraft.test' }).count(),
    ).toBeGreaterThanOrEqual(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    // By hand at the door: the demo event's door is not open yet, and the organiser is told.
    await sales.getByLabel('Search').fill('dancer@');
    await sales
      .getByRole('button', { name: /^Check in / })
      .first()
      .click();
    await sales.getByText(/^Check-in opens on /).waitFor();
    await sales.getByRole('button', { name: 'Close' }).click();

    // Tonight's event: the dancer's two check-ins show, and one can be undone.
    const tonight = page.locator('.published-event', { hasText: 'Tonight’s Bachata Social' });
    await tonight.getByRole('button', { name: 'Sales' }).click();
    const door = page.getByRole('dialog', { name: 'Sales: Tonight’s Bachata Social' });
    await door.getByLabel('Show').selectOption('in');
    await door
      .getByRole('button', { name: /^Undo check-in of / })
      .first()
      .click();
    await door.getByLabel('Show').selectOption('waiting');
    await door
      .getByRole('button', { name: /^Check in / })
      .first()
      .waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/door-list-phone.png` });
  });
});
