// axe (WCAG 2.1 A and AA) over every route, as each kind of visitor — signed out, dancer,
// organiser, aficionado — at phone (360 px) and desktop (1280 px) width, with tickets on sale for
// an event of every dance style in this month and week, so each style's colour is on the calendars.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPagePath } from '../../src/contract/event-page';
import { DANCE_STYLES } from '../../src/contract/events';
import { launchBrowser } from '../support/browser';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations, baseUrl, cli, publishedDemoEvents, signIn } from './helpers';

let browser: Browser;
let eventId: string;
let eventPath: string;
let orderId: string;

async function tokenOf(email: string) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * Days from today that are in this month and in this Wednesday-to-Tuesday week alike, so an event
 * on one of them shows on the month calendars and the week calendars.
 */
function daysShownEverywhere() {
  const today = new Date();
  const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const leftInMonth = monthEnd.getUTCDate() - today.getUTCDate() + 1;
  const leftInWeek = (3 - today.getUTCDay() + 7) % 7 || 7;
  return Math.min(leftInMonth, leftInWeek);
}

/** A school selling tickets for one event of each dance style (the style is in its title). */
async function publishEveryStyle() {
  const stamp = Date.now().toString(36);
  const email = `colours-${stamp}@floorcraft.test`;
  await cli([
    'account',
    'create',
    '--email',
    email,
    '--password',
    'dancedemo',
    '--organisation',
    `Colour School ${stamp}`,
  ]);
  const token = await tokenOf(email);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data;
  };
  const span = daysShownEverywhere();
  for (const [index, style] of DANCE_STYLES.entries()) {
    // Tomorrow onwards (new events start in the future); today only when nothing else is left.
    const start = new Date();
    if (span > 1) {
      start.setUTCDate(start.getUTCDate() + 1 + (index % (span - 1)));
      start.setUTCHours(8 + (index % 4), 0, 0, 0); // the evening in Sydney, the same date
    } else start.setTime(start.getTime() + 15 * 60_000);
    const form = wizardForm();
    const draft = await post(
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        eventDetails: {
          ...form.eventDetails,
          title: `${style} night`,
          startDateTime: start.toISOString(),
          endDateTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
        },
      }),
    );
    await post('/api/v2/ticket/organiser/publish', { eventId: draft.id });
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await publishEveryStyle();
  // A demo event sold without partner roles (other journeys may add ones with roles).
  const published = (await publishedDemoEvents()).find(
    (event) => !event.ticketSetup.ticketTypes[0]!.roles,
  )!;
  eventId = published.eventId!;
  eventPath = eventPagePath({ id: eventId, title: published.eventDetails.title });
  const type = published.ticketSetup.ticketTypes[0]!;
  const bought = await fetch(`${baseUrl()}/api/v2/ticket/purchase`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await tokenOf('dancer@floorcraft.test')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      ticketingConfigId: published.id,
      ticketSelections: [
        { ticketType: type.id, quantity: 1, price: type.price, currency: type.currency },
      ],
      paymentData: {
        paymentMethod: 'stripe',
        transactionId: `tx-axe-${Date.now()}`,
        paymentStatus: 'completed',
      },
    }),
  });
  expect(bought.status).toBe(200);
  orderId = ((await bought.json()) as { data: { orderId: string } }).data.orderId;
});
afterAll(() => browser.close());

const PUBLIC_ROUTES = () => [
  '/',
  '/login',
  '/register',
  '/how-it-works',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/cancel-deletion/not-a-real-token',
  '/verify-email/not-a-real-token',
  '/tickets',
  `/tickets?eventId=${eventId}`,
  eventPath,
  '/checkout/start',
  '/facebook-data-deletion',
  '/demo/events',
  '/demo/facebook-events',
];

const ROLES: Array<{ who: string; email: string | null; routes: () => string[] }> = [
  { who: 'signed out', email: null, routes: PUBLIC_ROUTES },
  {
    who: 'dancer',
    email: 'dancer@floorcraft.test',
    routes: () => [
      '/tickets',
      `/tickets?eventId=${eventId}`,
      eventPath,
      '/my-tickets',
      `/orders/${orderId}`,
    ],
  },
  {
    who: 'organiser',
    email: 'organiser@floorcraft.test',
    routes: () => [
      '/dashboard',
      '/dashboard?tab=ticketing',
      '/dashboard?tab=timetables',
      '/dashboard?tab=help',
      '/dashboard?tab=settings',
      '/create-tickets',
      '/facebook-integration',
      `/door/${eventId}`,
    ],
  },
  {
    who: 'aficionado',
    email: 'aficionado@floorcraft.test',
    routes: () => ['/events', '/uploads', '/tickets'],
  },
];

/** Every route's violations, as "route: rule: elements". */
async function violationsOf(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
    // Lazy pages and their data have arrived; the calendars have drawn.
    await page.locator('main, [role="main"]').first().waitFor();
    await page.waitForTimeout(300);
    for (const violation of await accessibilityViolations(page))
      found.push(`${route}: ${violation}`);
  }
  return found;
}

describe('every route passes axe (WCAG 2.1 AA)', () => {
  for (const width of [360, 1280])
    for (const role of ROLES)
      it(`as ${role.who} at ${width} px`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        if (role.email) {
          await signIn(page, role.email);
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        }
        expect(await violationsOf(page, role.routes())).toEqual([]);
        await context.close();
      }, 240_000);
});
