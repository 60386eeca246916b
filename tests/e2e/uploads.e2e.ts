// Uploading a Facebook calendar export in real Chromium: the table, an image, progress with image
// status, a second upload's conflicts, and the events on the calendar afterwards.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Facebook-style export with two events three and four days from now. */
function facebookExport(marker: string): Buffer {
  const day = 86_400_000;
  const events = [
    {
      id: String(Date.now()),
      title: `Salsa Fiesta ${marker}`,
      start: new Date(Date.now() + 3 * day),
      place: 'Harbour Hall\\, 12 Kent Street\\, Sydney',
    },
    {
      id: String(Date.now() + 1),
      title: `Zouk Jam ${marker}`,
      start: new Date(Date.now() + 4 * day),
      place: 'The Basement',
    },
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Facebook//NONSGML Facebook Events V1.0//EN',
    'VERSION:2.0',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(new Date(event.start.getTime() + 3 * 3_600_000))}`,
      `UID:e${event.id}@facebook.com`,
      `SUMMARY:${event.title}`,
      `LOCATION:${event.place}`,
      `URL:https://www.facebook.com/events/${event.id}/`,
      `DESCRIPTION:Dance all night\\n\\nhttps://www.facebook.com/events/${event.id}/`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return Buffer.from(lines.join('\r\n'));
}

async function chooseCalendar(page: Page, file: Buffer) {
  await page
    .getByLabel('Calendar file (.ics)')
    .setInputFiles({ name: 'events.ics', mimeType: 'text/calendar', buffer: file });
}

it('uploads a Facebook export with an image, resolves conflicts, and shows the events', async () => {
  const marker = randomUUID().slice(0, 6);
  const file = facebookExport(marker);
  const page = await newPage(browser);
  await signIn(page, 'aficionado@floorcraft.test');
  await page.waitForURL(`${baseUrl()}/uploads`);
  await page.getByRole('heading', { name: 'Upload Facebook Events via iCalendar' }).waitFor();

  await page
    .getByLabel('Calendar file (.ics)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  expect(await page.getByRole('alert').innerText()).toBe('Please choose an iCalendar (.ics) file.');
  // With nothing loaded, choosing a file is the main action and Upload cannot be pressed.
  const upload0 = page.getByRole('button', { name: 'Upload 0 Events' });
  expect(await upload0.isDisabled()).toBe(true);
  expect(await upload0.getAttribute('class')).not.toContain('button-primary');
  expect(
    await page.locator('label', { hasText: 'Choose .ics file' }).getAttribute('class'),
  ).toContain('button-primary');

  await chooseCalendar(page, file);
  await page.getByText(`Salsa Fiesta ${marker}`, { exact: true }).waitFor();
  expect(await page.locator('.events-table').innerText()).toContain(
    '"The Basement" looks like a venue name without an address',
  );
  await chooseCalendar(page, file);
  expect(await page.getByRole('alert').innerText()).toBe(
    `Event(s) already in table: Salsa Fiesta ${marker}, Zouk Jam ${marker}. This file contains events you've already loaded.`,
  );
  // A refused image says why; a good one for the same event takes its message away.
  await page.getByLabel(`Image for Salsa Fiesta ${marker}`).setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await page.getByText('The image "poster.png" could not be read.', { exact: false }).waitFor();
  expect(
    await page.locator('label', { hasText: 'Choose .ics file' }).getAttribute('class'),
  ).toContain('button-secondary');
  expect(
    await page.getByRole('button', { name: 'Upload 2 Events' }).getAttribute('class'),
  ).toContain('button-primary');
  await page.getByLabel(`Image for Salsa Fiesta ${marker}`).setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: readFileSync('public/icons/icon-512.png'),
  });
  await page.getByRole('img', { name: `Image for Salsa Fiesta ${marker}` }).waitFor();
  await page.getByText('The image "poster.png" could not be read.', { exact: false }).waitFor({
    state: 'detached',
  });
  expect(await accessibilityViolations(page)).toEqual([]);

  // On a phone the events table stacks each event's cells: no column is cut off (Image and the
  // Remove action included), and the page never scrolls sideways.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForFunction(() => window.innerWidth === 360);
  expect(
    await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]),
  ).toEqual([360, 360]);
  const frame = page.locator('.table-scroll');
  expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  for (const name of [`Remove Salsa Fiesta ${marker}`, `Remove Zouk Jam ${marker}`]) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await page.setViewportSize(size);
  await page.getByRole('button', { name: 'Upload 2 Events' }).click();
  const progress = page.getByRole('dialog', { name: 'Upload finished' });
  await progress.waitFor({ timeout: 40_000 });
  const report = await progress.innerText();
  expect(report.match(/Uploaded/g)).toHaveLength(2);
  expect(report).toContain('Image uploaded');
  await progress.getByRole('button', { name: 'Close' }).click();

  // The same file again: both are on Floorcraft now, as calendar-file imports.
  await chooseCalendar(page, file);
  await page.getByRole('button', { name: 'Upload 2 Events' }).click();
  const conflicts = page.getByRole('dialog', {
    name: 'Found 2 potential conflicts. Please review.',
  });
  await conflicts.waitFor();
  expect(await conflicts.innerText()).toContain(
    'Already imported from a calendar file: this may be an update',
  );
  await conflicts.getByLabel('What should happen?').first().selectOption('update');
  await conflicts.getByRole('button', { name: 'Continue Upload' }).click();
  const second = page.getByRole('dialog', { name: 'Upload finished' });
  await second.waitFor({ timeout: 40_000 });
  expect((await second.innerText()).match(/Uploaded/g)).toHaveLength(1);
  await second.getByRole('link', { name: 'See them on the calendar' }).click();
  // The calendar opens on the month of the events just sent (in Sydney, where they happen).
  const start = new Date(Date.now() + 3 * 86_400_000);
  const monthKey = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
  }).format(start);
  await page.waitForURL(`${baseUrl()}/tickets?month=${monthKey}`);
  const monthTitle = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    month: 'long',
    year: 'numeric',
  }).format(start);
  // A visit after the service worker is ready is one it sees (and keeps the images of).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('heading', { name: monthTitle }).waitFor();

  const chip = page.locator('.calendar__chip', { hasText: `Salsa Fiesta ${marker}` });
  await page.locator('.calendar[aria-busy="false"]').waitFor();
  await chip.waitFor();
  await chip.click();
  await page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: `Salsa Fiesta ${marker}` })
    .getByRole('button', { name: 'View Details' })
    .click();
  const details = page.getByRole('dialog', { name: `Salsa Fiesta ${marker}` });
  await details.waitFor();
  const image = details.locator('img.event-detail__image');
  await image.waitFor();
  expect(
    await image.evaluate(
      (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
    ),
  ).toBe(true);
  // Kept by the service worker's image cache, so it opens again without the network.
  await page.waitForFunction(
    async (src) => {
      const cache = await caches.open('event-images');
      const keys = await cache.keys();
      return keys.some((request) => new URL(request.url).pathname === new URL(src).pathname);
    },
    await image.evaluate((element: HTMLImageElement) => element.src),
  );
  expect(
    await details.getByRole('link', { name: 'View on Facebook' }).getAttribute('href'),
  ).toMatch(/^https:\/\/www\.facebook\.com\/events\/\d+\/$/);
});
