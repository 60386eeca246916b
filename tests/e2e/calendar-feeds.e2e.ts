// Calendar feeds in Chromium: a school pastes its calendar's address on its dashboard (one that
// cannot be read is refused and not kept), the feed syncs in the background and its weekly class
// appears on the calendar for the coming weeks; the feed changes, and Sync now brings the change.
// The feed is served locally (the server may reach 127.0.0.1 by configuration).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/contract/time-zones';
import { launchBrowser } from '../support/browser';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { freePort, runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { accessibilityViolations, newPage } from './helpers';

const ORGANISER = 'feeds-school@floorcraft.test';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const ZONE = 'Australia/Sydney';
let browser: Browser;
let feeds: FeedServer;
let server: ServerProcess;

function wall(days: number, hour: number) {
  const p = localParts(new Date(Date.now() + days * 86_400_000), ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}${two(p.month)}${two(p.day)}T${two(hour)}0000`;
}

const weekly = (title: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:weekly@studio.test',
    `SUMMARY:${title}`,
    'LOCATION:Studio 1, 10 King Street, Sydney',
    `DTSTART;TZID=${ZONE}:${wall(2, 19)}`,
    `DTEND;TZID=${ZONE}:${wall(2, 20)}`,
    'RRULE:FREQ=WEEKLY;COUNT=6',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

/** The first day with events on the calendar (this month, or next), opened: its titles. */
async function firstDayTitles(page: Page) {
  await page.goto(`${server.url}/tickets`);
  await page.getByRole('heading', { name: 'All Events Calendar' }).waitFor();
  const days = page.locator('.calendar__day-button');
  await page.locator('.calendar[aria-busy="false"]').first().waitFor();
  if ((await days.count()) === 0) {
    await page.getByRole('button', { name: 'Next' }).click();
    await days.first().waitFor();
  }
  await days.first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog.innerText();
}

beforeAll(async () => {
  browser = await launchBrowser();
  feeds = await startFeedServer(weekly('Beginner Bachata'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-feeds-e2e-'));
  const port = await freePort();
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  server = await startServerProcess({
    ...env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1',
  });
  const created = await runCli(
    [
      'account',
      'create',
      '--email',
      ORGANISER,
      '--password',
      'dancedemo',
      '--organisation',
      'Feed Studio',
    ],
    env,
  );
  expect(created.code).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await feeds?.close();
});

describe('calendar feeds', () => {
  it('brings a weekly class in, and Sync now brings its change', async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(ORGANISER);
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    // A school's feeds are on its dashboard (uploaders without a school have them on /uploads).
    // One that cannot be read is refused with the reason, and not kept.
    await page.getByLabel('Feed address').fill(`${feeds.url}/huge.ics`);
    await page.getByLabel('Name').fill('Too big');
    await page.getByRole('button', { name: 'Add feed' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The calendar is larger than 3 MB.' })
      .waitFor();
    expect(await page.locator('.feed-item').count()).toBe(0);
    await page.getByLabel('Feed address').fill(`${feeds.url}/feed.ics`);
    await page.getByLabel('Name').fill('Studio calendar');
    await page.getByRole('button', { name: 'Add feed' }).click();
    const feed = page.locator('.feed-item', { hasText: 'Studio calendar' });
    await feed.waitFor();
    // The list asks again while the feed syncs: its six classes arrive without a reload.
    await feed.locator('dd').first().filter({ hasText: /^6$/ }).waitFor({ timeout: 20_000 });
    expect(await feed.getByRole('status').innerText()).not.toContain('syncing');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (SCREENSHOTS) {
      await feed.screenshot({ path: `${SCREENSHOTS}/calendar-feed-phone.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('.calendar-feeds').screenshot({
        path: `${SCREENSHOTS}/calendar-feeds-desktop.png`,
      });
      await page.setViewportSize({ width: 360, height: 740 });
    }

    // On the calendar: the class.
    expect(await firstDayTitles(page)).toContain('Beginner Bachata');

    feeds.text = weekly('Intermediate Bachata');
    await page.goto(`${server.url}/dashboard`);
    const synced = page.waitForResponse((response) => response.url().endsWith('/sync'));
    await page.getByRole('button', { name: 'Sync now' }).click();
    expect((await synced).status()).toBe(200);
    // The sync runs after the answer: the calendar shows the change once it has run.
    await page.getByRole('button', { name: 'Sync now' }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => firstDayTitles(page), { timeout: 20_000 })
      .toContain('Intermediate Bachata');
    expect(await firstDayTitles(page)).not.toContain('Beginner Bachata');
  });
});
