// Joining a school's team from the e-mailed invitation in real Chromium: a new door helper (an
// account of no school) signs in, opens the link, accepts, and lands on the school's dashboard —
// not on the home page, as when the page kept the session's old token — on Ticketing, whose
// Overview tab shows the school's events without waiting for drafts it may not read and offers no
// wizard.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, cli, newPage, signIn } from './helpers';

let browser: Browser;
const stamp = Date.now().toString(36);
const owner = `join-owner-${stamp}@example.test`;
const helper = `join-door-${stamp}@example.test`;
const SCHOOL = `Join Test School ${stamp}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await cli([
    'account',
    'create',
    '--email',
    owner,
    '--password',
    'dancedemo',
    '--organisation',
    SCHOOL,
  ]);
  await cli(['account', 'create', '--email', helper, '--password', 'dancedemo']);
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const invited = await fetch(`${baseUrl()}/api/v2/team/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ email: helper, role: 'door' }),
  });
  expect(invited.status).toBe(201);
});
afterAll(() => browser.close());

describe('joining a team by the e-mailed link', () => {
  it('takes a new door helper to the school’s dashboard with what a door helper may do (360 px)', async () => {
    const [mail] = await cli(['outbox', '--to', helper]);
    const link = /https?:\/\/\S+\/team\/join\/\S+/.exec(mail!.text!)![0];
    const page = await newPage(browser, 360);
    await signIn(page, helper);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(baseUrl() + new URL(link).pathname);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: SCHOOL, level: 1 }).waitFor();
    // A door member lands on Ticketing (the events with their Door scanner); the Overview is a tab.
    await page.getByRole('tab', { name: 'Ticketing', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByRole('tabpanel');
    await overview.getByText('Nothing yet.').waitFor();
    await overview.getByText('No event to run the door for.').waitFor();
    expect(await overview.getByText('Loading…').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create Event Tickets' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Team' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/team-join-door-phone.png` });
  });
});
