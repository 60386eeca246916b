// Public pages and chrome in real Chromium: unknown paths, the mobile menu, the scrolled header,
// accessibility, and the development database on localhost.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('public pages', () => {
  it('redirects unknown paths to /', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'Find Dance. Teach Dance. Grow Dance.' }).waitFor();
  });

  it('shows the home page sections, © 2025 and the version', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/`);
    for (const name of [
      'Dancers',
      'Dance Schools',
      'Dance Instructors',
      'Aficionados',
      'Get the App',
    ]) {
      await page.getByRole('heading', { name, exact: true }).waitFor();
    }
    const footer = await page.locator('footer').innerText();
    expect(footer).toContain('© 2025');
    expect(footer).toContain('Website version 2.0.15');
  });

  it('names each page in the tab, also after moving between pages in the app', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/`);
    expect(await page.title()).toBe('Floorcraft — Find Dance. Teach Dance. Grow Dance.');
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${baseUrl()}/contact`);
    await expect.poll(() => page.title()).toBe('Contact — Floorcraft');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Get in touch with the Floorcraft team.',
    );
    // A page that sends a signed-out visitor to sign in is named by where they end up.
    await page.goto(`${baseUrl()}/my-tickets`);
    await page.waitForURL(/\/login\?/);
    await expect.poll(() => page.title()).toBe('Sign in — Floorcraft');
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.title()).toBe('Sign in — Floorcraft');
  });

  it('shows the contact facts with the server-configured address', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/contact`);
    const link = page.getByRole('link', { name: 'support@floorcraft.app' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(
      'mailto:support@floorcraft.app?subject=Floorcraft%20Support%20Request',
    );
    const text = await page.locator('main').innerText();
    for (const part of [
      '24-48 hours',
      'URGENT',
      '2.0.15',
      'App Support',
      'Event Organizer Support',
      'Technical Issues',
      'General Inquiries',
      'Data Deletion Requests',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('has no accessibility violations on the public pages', async () => {
    const page = await newPage(browser);
    for (const path of [
      '/',
      '/login',
      '/how-it-works',
      '/contact',
      '/privacy-policy',
      '/terms-conditions',
      '/forgot-password',
    ]) {
      await page.goto(baseUrl() + path);
      await page.locator('main h1').waitFor();
      expect({ path, violations: await accessibilityViolations(page) }).toEqual({
        path,
        violations: [],
      });
    }
  });

  it('gives the header its scrolled style past 50 px', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/privacy-policy`);
    await page.locator('main h1').waitFor();
    expect(await page.locator('header.site-header--scrolled').count()).toBe(0);
    // Scrolled perhaps before the app has taken the page over: it stays where the visitor is.
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.locator('header.site-header--scrolled').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    // Another page opens at its top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.waitForURL(`${baseUrl()}/terms-conditions`);
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('mobile menu (≤ 768 px)', () => {
  it('opens from the burger and closes on a click outside', async () => {
    const page = await newPage(browser, 375);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const menu = page.locator('#site-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    await page.mouse.click(200, 700);
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'How it Works' }).first().click();
    await page.waitForURL(`${baseUrl()}/how-it-works`);
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('dev mode', () => {
  it('uses the development database on localhost, where the demo accounts exist too', async () => {
    const page = await newPage(browser);
    const localhost = baseUrl().replace('127.0.0.1', 'localhost');
    const requests: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/auth/login'))
        requests.push(request.headers()['x-app-version']);
    });
    await page.goto(`${localhost}/login`);
    await page.getByLabel('Email').fill('organiser@floorcraft.test');
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${localhost}/dashboard`);
    expect(requests).toEqual(['development-app']);
  });

  it('does not use it elsewhere', async () => {
    const page = await newPage(browser);
    const headers: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/auth/login'))
        headers.push(request.headers()['x-app-version']);
    });
    await signIn(page, 'dancer@floorcraft.test');
    await page.waitForURL(`${baseUrl()}/tickets`);
    expect(headers).toEqual([undefined]);
  });
});
