// Signing in as each demo role in real Chromium: where each lands, the menu each sees, wrong
// passwords, return paths, guards, logout.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { baseUrl, menuLabels, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A visitor's menu: the spec's, with the public Events, Instructors and Local guides pages. */
const VISITOR_MENU = [
  'Home',
  'How it Works',
  'Events',
  'Instructors',
  'Local guides',
  'Login',
  'Contact',
];

describe('demo accounts', () => {
  it('the organiser lands on /dashboard with the organiser menu', async () => {
    const page = await newPage(browser);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.getByRole('heading', { name: 'Harbour City Dance School' }).waitFor();
    expect(await menuLabels(page)).toEqual([
      'Home',
      'How it Works',
      'Uploads',
      'Dashboard',
      'Instructors',
      'Local guides',
      'Logout',
      'Contact',
    ]);
  });

  it('the aficionado (upload permission) lands on /uploads', async () => {
    const page = await newPage(browser);
    await signIn(page, 'aficionado@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/uploads`);
    expect(await menuLabels(page)).toEqual([
      'Home',
      'How it Works',
      'Uploads',
      'Events',
      'My Tickets',
      'Instructors',
      'Local guides',
      'Logout',
      'Contact',
    ]);
  });

  it('the dancer lands on /tickets', async () => {
    const page = await newPage(browser);
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/tickets`);
    expect(await menuLabels(page)).toEqual([
      'Home',
      'How it Works',
      'Events',
      'My Tickets',
      'Instructors',
      'Local guides',
      'Logout',
      'Contact',
    ]);
    // A signed-in menu fills the wide header: Local guides is the phone menu's and the footer's.
    const header = page.locator('#site-menu').getByRole('link', { name: 'Local guides' });
    expect(await header.isVisible()).toBe(false);
    expect(
      await page.locator('footer').getByRole('link', { name: 'Local guides' }).isVisible(),
    ).toBe(true);
  });
});

describe('sign-in', () => {
  it('shows the server message for a wrong password, above the form', async () => {
    const page = await newPage(browser);
    await signIn(page, 'dancer@floorcraft.test', 'wrong-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Invalid email or password.');
    expect(page.url()).toBe(`${baseUrl()}/login`);
  });

  it('pre-fills the email from the address and focuses the password', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login?email=dancer%40floorcraft.test`);
    await page.getByLabel('Email').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('dancer@floorcraft.test');
    // Focused once the app has taken the page over (the server's render cannot focus).
    await page.waitForFunction(() => document.activeElement?.id === 'login-password');
  });

  it('sends a visitor to /login from a guarded page and back after signing in', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(`${baseUrl()}/login?return=%2Fdashboard`);
    await page.getByLabel('Email').fill('organiser@floorcraft.test');
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard`);
  });

  it('sends a signed-in user a guard refuses to /tickets, not back to /login', async () => {
    const page = await newPage(browser);
    await signIn(page, 'dancer@floorcraft.test', 'dancedemo', '/login?return=%2Fcreate-tickets');
    await page.waitForURL(`${baseUrl()}/tickets`);
    await page.goto(`${baseUrl()}/uploads`);
    await page.waitForURL(`${baseUrl()}/tickets`);
  });

  it('keeps the session across a reload, and logout returns home signed out', async () => {
    const page = await newPage(browser);
    await signIn(page, 'organiser@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/dashboard`);
    await page.reload();
    await page.getByRole('heading', { name: 'Harbour City Dance School' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await menuLabels(page)).toEqual(VISITOR_MENU);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]),
    ).toEqual([null, null]);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL(/\/login\?return=/);
  });

  it('opens a returning dancer’s page from the kept session while the server confirms it', async () => {
    const page = await newPage(browser);
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/tickets`);
    // The server is slow to confirm the session: My Tickets is there before it answers.
    let confirm: () => void = () => {};
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    await page.route('**/api/v2/account/profile', async (route) => {
      await confirmed;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/my-tickets`);
    await page.getByRole('heading', { name: 'My Tickets' }).waitFor();
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/v2/account/profile'),
    );
    confirm();
    await answered;
    await page.unroute('**/api/v2/account/profile');

    // A session the server no longer accepts ends at sign-in, however it started.
    await page.route('**/api/v2/account/profile', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } }),
      }),
    );
    await page.route('**/api/v2/auth/refresh', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } }),
      }),
    );
    await page.goto(`${baseUrl()}/my-tickets`);
    await page.waitForURL(/\/login\?return=%2Fmy-tickets/);
    expect(await menuLabels(page)).toEqual(VISITOR_MENU);
  });

  it('opens the Register in the mobile app modal and closes it with Escape', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: "Don't have an account?" }).click();
    const dialog = page.getByRole('dialog', { name: 'Register in the mobile app' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('This website is a backup for ticket purchases.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('offers one choice in the app modal, and the web sign-up as its own link for a buyer', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login?return=${encodeURIComponent('/tickets')}`);
    await page.getByRole('button', { name: "Don't have an account?" }).click();
    const dialog = page.getByRole('dialog', { name: 'Register in the mobile app' });
    await dialog.waitFor();
    expect(await dialog.getByText(/create (an|your) account here/i).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Create an account here' }).click();
    await page.waitForURL(`${baseUrl()}/register?return=%2Ftickets`);
  });
});
