// axe (WCAG 2.1 A and AA) over every route, as each kind of visitor — signed out, dancer,
// organiser, aficionado — at phone (360 px) and desktop (1280 px) width, with an event of every
// dance style in the coming days so each style's colour is on the calendars.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPagePath } from '../../src/contract/event-page';
import { DANCE_STYLES } from '../../src/contract/events';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, publishedDemoEvents, signIn } from './helpers';

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

/** One event of each dance style, one or two a day over the coming week, in Sydney. */
async function importEveryStyle() {
  const marker = Date.now().toString(36);
  const today = new Date();
  const events = DANCE_STYLES.map((style, index) => {
    const start = new Date(today.getTime() + (index % 7) * 86_400_000);
    start.setUTCHours(9 + Math.floor(index / 7), 0, 0, 0); // evenings in Sydney
    return {
      title: `Colour check: ${style}`,
      description: '',
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      location: {
        description: 'Town Hall, Sydney',
        rawLocation: null,
        isVenueOnly: false,
        latitude: -33.8731,
        longitude: 151.2065,
      },
      danceStyles: [style],
      facebookUrl: null,
      facebookEventId: null,
      icalUID: `colour-${marker}-${style}@floorcraft.test`,
    };
  });
  const response = await fetch(`${baseUrl()}/api/v2/event/ical/ical-import`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenOf('aficionado@floorcraft.test')}`,
    },
    body: JSON.stringify({ events }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await importEveryStyle();
  const published = (await publishedDemoEvents())[0]!;
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
