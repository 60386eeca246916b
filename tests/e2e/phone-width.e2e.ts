// Nothing scrolls sideways at 360 px: every route, as a visitor and as each kind of account, with
// the organiser's Sales and attendee list open.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPagePath } from '../../src/contract/event-page';
import { launchBrowser } from '../support/browser';
import { wizardForm } from '../support/wizard-form';
import { baseUrl, newPage, signIn, publishedDemoEvents } from './helpers';

let browser: Browser;
let event: { id: string; title: string };
/** An event whose title holds one long unbroken word (a hashtag, a URL pasted in). */
let longTitled: { id: string; title: string };

async function publishLongTitled() {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organiser@floorcraft.test', password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const call = async (path: string, body: unknown) =>
    (await (
      await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { data: { id: string; eventId: string } };
  const title = `#SalsaBachataKizombaZoukMarathonWeekendSydney${Date.now()}`;
  const form = wizardForm();
  // Years ahead, so the demo school's own events stay first in its list.
  const saved = await call('/api/v2/ticket/organiser/draft', {
    ...form,
    eventDetails: {
      ...form.eventDetails,
      title,
      startDateTime: '2039-03-05T08:00:00.000Z',
      endDateTime: '2039-03-05T12:00:00.000Z',
    },
  });
  const published = await call('/api/v2/ticket/organiser/publish', { eventId: saved.data.id });
  return { id: published.data.eventId, title };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const published = { data: await publishedDemoEvents() };
  const first = published.data[0]!;
  event = { id: first.eventId!, title: first.eventDetails.title };
  longTitled = await publishLongTitled();
  // A buyer with a long e-mail, so the attendee list has a row to fit.
  const buyer = `a-rather-long-name.for-the-door-list-${Date.now()}@floorcraft.test`;
  await fetch(`${baseUrl()}/api/v2/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: buyer, password: 'dancedemo1', name: 'Long Name' }),
  });
  const buyerLogin = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: buyer, password: 'dancedemo1' }),
  });
  const buyerToken = ((await buyerLogin.json()) as { accessToken: string }).accessToken;
  const type = first.ticketSetup.ticketTypes[0]!;
  const bought = await fetch(`${baseUrl()}/api/v2/ticket/purchase`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ticketingConfigId: first.id,
      ticketSelections: [
        { ticketType: type.id, quantity: 1, price: type.price, currency: type.currency },
      ],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `tx-width-${Date.now()}`,
        paymentStatus: 'completed',
      },
    }),
  });
  expect(bought.status).toBe(200);
});
afterAll(() => browser.close());

/** The page's width beyond the viewport (0 when nothing scrolls sideways). */
async function overflow(page: Page, path: string): Promise<string | null> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  return widths.scroll > widths.client ? `${path}: ${widths.scroll} > ${widths.client}` : null;
}

/** Tables (on the page or in an open dialog) whose columns run past their frame: hidden ones. */
async function hiddenColumns(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-scroll')]
      .filter((frame) => frame.offsetParent !== null && frame.scrollWidth > frame.clientWidth + 1)
      .map(
        (frame) =>
          `${frame.querySelector('caption')?.textContent ?? 'table'}: ${frame.scrollWidth} > ${frame.clientWidth}`,
      ),
  );
}

async function overflowing(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    const wide = await overflow(page, path);
    if (wide) found.push(wide);
  }
  return found;
}

describe('at 360 px', () => {
  it('no public page scrolls sideways', async () => {
    const page = await newPage(browser, 360);
    expect(
      await overflowing(page, [
        '/',
        '/how-it-works',
        '/contact',
        '/privacy-policy',
        '/terms-conditions',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password/abc',
        '/tickets',
        `/tickets?eventId=${event.id}`,
        eventPagePath(event),
        `/door/${event.id}`,
        `/tickets?eventId=${longTitled.id}`,
        eventPagePath(longTitled),
      ]),
    ).toEqual([]);
  });

  it('an event whose title is one long word fits its details dialog', async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${baseUrl()}/tickets?month=2039-03`);
    await page.getByRole('heading', { name: 'March 2039' }).waitFor();
    await page.locator('[data-day="2039-03-05"] .calendar__day-button').click();
    await page
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ hasText: longTitled.title })
      .getByRole('button', { name: 'View Details' })
      .click();
    const details = page.getByRole('dialog', { name: longTitled.title });
    await details.getByRole('link', { name: 'Buy Tickets' }).waitFor();
    expect(await details.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    const buy = (await details.getByRole('link', { name: 'Buy Tickets' }).boundingBox())!;
    expect(buy.x + buy.width).toBeLessThanOrEqual(360);
  });

  it('no page of a school, a dancer or an aficionado scrolls sideways', async () => {
    const organiser = await newPage(browser, 360);
    await signIn(organiser, 'organiser@floorcraft.test');
    await organiser.waitForURL(/\/dashboard/);
    const tabs = ['overview', 'ticketing', 'timetables', 'help', 'settings'];
    expect(
      await overflowing(organiser, [
        ...tabs.map((tab) => `/dashboard?tab=${tab}`),
        '/create-tickets',
        '/uploads',
        '/facebook-integration',
        `/door/${event.id}`,
      ]),
    ).toEqual([]);
    // Sales with its attendee list open.
    await organiser.goto(`${baseUrl()}/dashboard?tab=ticketing`);
    await organiser.getByRole('button', { name: 'Sales' }).first().click();
    await organiser.getByRole('heading', { name: 'Attendees' }).waitFor();
    // Every column of the attendee table is on screen (its rows stack), and nothing scrolls.
    expect(await hiddenColumns(organiser)).toEqual([]);
    const dialog = await organiser.evaluate(() => {
      const open = document.querySelector('dialog[open]');
      return open ? { scroll: open.scrollWidth, client: open.clientWidth } : null;
    });
    expect(dialog).not.toBeNull();
    expect(dialog!.scroll).toBeLessThanOrEqual(dialog!.client);
    expect(
      await organiser.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

    const aficionado = await newPage(browser, 360);
    await signIn(aficionado, 'aficionado@floorcraft.test');
    await aficionado.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(await overflowing(aficionado, ['/events', '/uploads', '/my-tickets'])).toEqual([]);

    const dancer = await newPage(browser, 360);
    await signIn(dancer, 'dancer@floorcraft.test');
    await dancer.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(await overflowing(dancer, ['/my-tickets', '/tickets'])).toEqual([]);
  });
});

describe('at 1280 px', () => {
  it('the Sales dialog shows every column of its attendee table', async () => {
    const organiser = await newPage(browser, 1280);
    await signIn(organiser, 'organiser@floorcraft.test');
    await organiser.waitForURL(/\/dashboard/);
    await organiser.goto(`${baseUrl()}/dashboard?tab=ticketing`);
    await organiser.getByRole('button', { name: 'Sales' }).first().click();
    await organiser.getByRole('heading', { name: 'Attendees' }).waitFor();
    await organiser.getByRole('columnheader', { name: 'Checked in' }).waitFor();
    expect(await hiddenColumns(organiser)).toEqual([]);
    const button = await organiser
      .getByRole('button', { name: /^Check in / })
      .first()
      .boundingBox();
    const dialog = await organiser.locator('dialog[open]').boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
  });
});
