// Shared steps of the e2e journeys.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { PublishedEvent } from '../../src/contract/organiser-lists';
import { runCli } from '../support/processes';

export const baseUrl = () => inject('baseUrl');

export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** The demo school's published events (the seed publishes some), read through the API. */
export async function publishedDemoEvents(): Promise<PublishedEvent[]> {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organiser@floorcraft.test', password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const published = await fetch(`${baseUrl()}/api/v2/ticket/organiser?status=published`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await published.json()) as { data: PublishedEvent[] }).data;
}

export async function signIn(page: Page, email: string, password = 'dancedemo', path = '/login') {
  await page.goto(baseUrl() + path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function menuLabels(page: Page): Promise<string[]> {
  return page.locator('#site-menu li').allInnerTexts();
}

/** Runs the CLI against the suite's server (it goes through the server, which holds the data folder). */
export async function cli(args: string[]) {
  const result = await runCli(args, { DATA_DIR: inject('dataDir'), DATABASE_URL: '' });
  if (result.code !== 0) throw new Error(result.stderr);
  return result.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's violations on the current page (WCAG 2.1 A and AA). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  return violations;
}

/** How far the page scrolls sideways (0: it fits the viewport). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** From the wizard's ticket step: on to Checkout, card sales, Publish, the QR dialog closed. */
export async function publishFromTicketStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText('Ready to publish?').waitFor();
  await page.getByLabel('Card payments (Stripe)').check();
  await page.getByRole('button', { name: 'Publish Tickets' }).click();
  const qr = page.getByRole('dialog', { name: 'Event Check-in QR Code' });
  await qr.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL(`${baseUrl()}/dashboard?tab=tickets`);
}

/**
 * Buy Tickets, then the review step: a visitor signs in from it (the way to /login); a signed-in
 * buyer accepts the terms and goes on to payment (or the demo's purchase).
 */
export async function reviewAndPay(page: Page) {
  // Back from signing in from the review, the page opens on the review itself.
  const next = page.getByRole('button', {
    name: /^(Buy Tickets|Continue to payment|Confirm purchase)$/,
  });
  await next.waitFor();
  if ((await next.innerText()) === 'Buy Tickets') await next.click();
  await page.getByRole('heading', { name: 'Review your order' }).waitFor();
  const who = page.getByRole('group', { name: 'Who is buying?' });
  if ((await who.count()) > 0) return who.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('I accept the terms and refund policy').check();
  await page.getByRole('button', { name: /^(Continue to payment|Confirm purchase)$/ }).click();
}
