// A school's finance member and teacher in Chromium, at phone and desktop width, each joined by the
// e-mailed invitation: finance sees the festival's Sales (revenue, orders) but no Door scanner, and
// is refused at the door's address; the teacher sees Attendees only on the event they teach, only
// the attendees of their session, and no money anywhere. Neither may open the event editor by its
// address: the page says their role does not allow it. A door member lands on the event list with
// its Door scanner, finds the scanner on the Overview too, and the scanner never asks for the door
// links their role may not share.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_DOOR } from '../../src/contract/door-messages';
import { ROLE_REFUSED_MESSAGE } from '../../src/contract/team-roles';
import { launchBrowser } from '../support/browser';
import { wizardForm } from '../support/wizard-form';
import { accessibilityViolations, baseUrl, cli, newPage, signIn } from './helpers';

let browser: Browser;
const stamp = Date.now().toString(36);
const owner = `roles-owner-${stamp}@example.test`;
const finance = `roles-finance-${stamp}@example.test`;
const teacher = `roles-teacher-${stamp}@example.test`;
const doorMember = `roles-door-${stamp}@example.test`;
const partyGoer = `roles-party-${stamp}@example.test`;
const student = `roles-student-${stamp}@example.test`;
const SCHOOL = `Roles School ${stamp}`;
const FESTIVAL = `Roles Festival ${stamp}`;
const OTHER = `Roles Social ${stamp}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const party = crypto.randomUUID();
const workshop = crypto.randomUUID();
let festivalEventId = '';

async function api(email: string, pathname: string, method = 'GET', body?: unknown) {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl()}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Publishes an event of the owner's; answers its configuration id and ticket types. */
async function publish(title: string, ticketSetup: Record<string, unknown>) {
  const form = wizardForm();
  const draft = await api(owner, '/api/v2/ticket/organiser/draft', 'POST', {
    ...form,
    eventDetails: { ...form.eventDetails!, title, startDateTime: hours(2), endDateTime: hours(30) },
    ticketSetup: { refundPolicy: '', ...ticketSetup },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const published = await api(owner, '/api/v2/ticket/organiser/publish', 'POST', {
    eventId: draft.body.data.id,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return {
    configurationId: draft.body.data.id as string,
    eventId: published.body.data.eventId as string,
    types: draft.body.data.ticketSetup.ticketTypes as Array<{ id: string; price: number }>,
  };
}

async function buy(email: string, configurationId: string, type: { id: string; price: number }) {
  const bought = await api(email, '/api/v2/ticket/purchase', 'POST', {
    ticketingConfigId: configurationId,
    ticketSelections: [{ ticketType: type.id, quantity: 1, price: type.price, currency: 'AUD' }],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `tx-${crypto.randomUUID()}`,
      paymentStatus: 'completed',
    },
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
}

/** Invites `email` to the owner's school with `role`, and accepts by the e-mailed link's token. */
async function join(email: string, role: 'finance' | 'teacher' | 'door') {
  const invited = await api(owner, '/api/v2/team/invitations', 'POST', { email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [mail] = await cli(['outbox', '--to', email]);
  const token = /\/team\/join\/(\S+)/.exec(mail!.text!)![1]!;
  const joined = await api(email, '/api/v2/team/join', 'POST', { token });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const create = ['account', 'create', '--password', 'dancedemo', '--email'];
  await cli([...create, owner, '--organisation', SCHOOL]);
  for (const email of [finance, teacher, doorMember, partyGoer, student])
    await cli([...create, email]);
  await join(finance, 'finance');
  await join(teacher, 'teacher');
  await join(doorMember, 'door');
  const festival = await publish(FESTIVAL, {
    sessions: [
      { id: party, name: 'Saturday Party', startDateTime: hours(2), endDateTime: hours(6) },
      {
        id: workshop,
        name: 'Musicality Workshop',
        startDateTime: hours(20),
        endDateTime: hours(22),
      },
    ],
    ticketTypes: [
      { name: 'Party ticket', price: 30, currency: 'AUD', quantity: 20, sessionIds: [party] },
      { name: 'Workshop ticket', price: 45, currency: 'AUD', quantity: 20, sessionIds: [workshop] },
    ],
  });
  festivalEventId = festival.eventId;
  await buy(partyGoer, festival.configurationId, festival.types[0]!);
  await buy(student, festival.configurationId, festival.types[1]!);
  // Another event, which the teacher does not teach.
  const other = await publish(OTHER, {
    ticketTypes: [{ name: 'Social', price: 20, currency: 'AUD', quantity: 20 }],
  });
  await buy(partyGoer, other.configurationId, other.types[0]!);
  // The school names the teacher's instructor profile on the workshop.
  const profile = await api(teacher, '/api/v2/instructor/profile', 'PUT', {
    name: `Teacher ${stamp}`,
    danceStyles: ['zouk'],
    cities: ['Sydney'],
    bio: '',
    languages: [],
    links: [],
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const named = await api(
    owner,
    `/api/v2/ticket/organiser/${festival.configurationId}/instructors`,
    'POST',
    { sessionId: workshop, slug: profile.body.data?.slug ?? profile.body.slug },
  );
  expect(named.status, JSON.stringify(named.body)).toBe(200);
}, 120_000);
afterAll(() => browser.close());

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function ticketingAs(email: string, width: number) {
  const page = await newPage(browser, width);
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${baseUrl()}/dashboard?tab=tickets`);
  await page.getByRole('heading', { name: SCHOOL, level: 1 }).waitFor();
  return page;
}

const cardOf = (page: Page, title: string) =>
  page.locator('.published-event').filter({ hasText: title });

/** The event editor's address, typed: the role's refusal on the page, and no form to fill in. */
async function editorRefused(page: Page, shot?: string) {
  for (const path of ['/create-tickets', '/facebook-integration']) {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { name: 'Not for your role', level: 1 }).waitFor();
    await page.getByRole('status').getByText(ROLE_REFUSED_MESSAGE).waitFor();
    expect(await page.locator('main form').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Create Tickets' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  if (SCREENSHOTS && shot) await page.screenshot({ path: `${SCREENSHOTS}/${shot}.png` });
  await page.getByRole('link', { name: /^Go to/ }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

describe.each([360, 1280])('team roles at %i px', (width) => {
  it('finance sees sales and orders but not the door', async () => {
    const page = await ticketingAs(finance, width);
    const card = cardOf(page, FESTIVAL);
    await card.getByRole('button', { name: 'Sales' }).waitFor();
    expect(await card.getByText(/revenue/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Door scanner' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Sales' }).click();
    const sales = page.getByRole('dialog', { name: `Sales: ${FESTIVAL}` });
    await sales.getByRole('heading', { name: 'Orders' }).waitFor();
    await sales.getByText('Revenue', { exact: true }).waitFor();
    expect(await sales.getByRole('button', { name: 'Refund order' }).count()).toBe(2);
    expect(await sales.getByText(partyGoer).count()).toBeGreaterThan(0);
    expect(await sales.getByText(student).count()).toBeGreaterThan(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/team-finance-${width}.png` });
    // The door's own address refuses finance: nothing of the door list is shown.
    await page.goto(`${baseUrl()}/door/${festivalEventId}`);
    await page.getByRole('alert').getByText(NOT_YOUR_DOOR).waitFor();
    expect(await page.getByRole('button', { name: 'Sell at the door' }).count()).toBe(0);
    await editorRefused(page);
    await page.context().close();
  });

  it('a teacher sees only their session’s attendees, without money', async () => {
    const page = await ticketingAs(teacher, width);
    const card = cardOf(page, FESTIVAL);
    await card.getByRole('button', { name: 'Attendees' }).waitFor();
    // Not on the event they do not teach; no sales, no door, no revenue anywhere.
    await cardOf(page, OTHER).waitFor();
    expect(await cardOf(page, OTHER).getByRole('button', { name: 'Attendees' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sales' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Door scanner' }).count()).toBe(0);
    expect(await page.getByText(/revenue/i).count()).toBe(0);
    await card.getByRole('button', { name: 'Attendees' }).click();
    const list = page.getByRole('dialog', { name: `Attendees: ${FESTIVAL}` });
    await list.getByText('The attendees of the sessions you teach.').waitFor();
    await list.getByText(student).waitFor();
    expect(await list.getByText(partyGoer).count()).toBe(0);
    expect(await list.getByText('Revenue').count()).toBe(0);
    expect(await list.getByRole('heading', { name: 'Orders' }).count()).toBe(0);
    expect(await list.getByText(/\$\d/).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/team-teacher-${width}.png` });
    await editorRefused(page, `role-refused-teacher-${width}`);
    await page.context().close();
  });

  it('a door member lands on the scanners, and the scanner asks for no door links', async () => {
    const page = await newPage(browser, width);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await signIn(page, doorMember);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Signed in, the door member is on Ticketing: each event with its Door scanner.
    await page.getByRole('tab', { name: 'Ticketing', selected: true }).waitFor();
    await cardOf(page, FESTIVAL).getByRole('link', { name: 'Door scanner' }).waitFor();
    // The Overview offers the scanners too.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overviewLink = page.getByRole('link', { name: `Door scanner: ${FESTIVAL}` });
    await overviewLink.waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/team-door-${width}.png` });
    await overviewLink.click();
    await page.getByRole('heading', { name: FESTIVAL, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sell at the door' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Door helpers' }).count()).toBe(0);
    await editorRefused(page, `role-refused-door-${width}`);
    // A tab of the dashboard kept in a link: the member's own tab, and a word on why.
    await page.goto(`${baseUrl()}/dashboard?tab=team`);
    await page.getByRole('status').getByText(`Team: ${ROLE_REFUSED_MESSAGE}`).waitFor();
    await page.getByRole('tab', { name: 'Ticketing', selected: true }).waitFor();
    expect(refused.filter((line) => /\/links\b|\/draft/.test(line))).toEqual([]);
    expect(refused.filter((line) => / 403 /.test(` ${line}`))).toEqual([]);
    await page.context().close();
  });
});
