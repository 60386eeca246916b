// The Create Tickets wizard in real Chromium: the demo school makes an event's tickets through the
// three steps, publishes, downloads the check-in QR, edits the published event; and a calendar
// file of another school's event meets the BLOCK message.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, cli, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A date-time input value some weeks ahead, in the browser's zone (UTC here). */
function weeksAhead(weeks: number, hour: number) {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/** An uncompressed 24-bit BMP of `width` × `height`, a colour gradient (as large as a raw photo). */
function bitmap(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = 54 + y * row + x * 3;
      file[at] = x % 256;
      file[at + 1] = y % 256;
      file[at + 2] = 128;
    }
  return file;
}

async function organiserWizard(): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, 'organiser@floorcraft.test');
  await page.waitForURL(`${baseUrl()}/dashboard`);
  await page.goto(`${baseUrl()}/create-tickets`);
  await page.getByRole('heading', { name: 'Create Tickets' }).waitFor();
  return page;
}

/** Imports a Facebook event as the account, and writes the .ics file a school would export. */
async function eventOnFloorcraft(
  email: string,
  title: string,
  { sameEntry = true } = {},
): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const facebookId = String(Date.now()) + String(Math.floor(Math.random() * 1000));
  const start = new Date(Date.now() + 50 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 3 * 3_600_000);
  // A different entry: another Facebook event with the same title on the same day.
  const fileId = sameEntry ? facebookId : `${facebookId}9`;
  const imported = await fetch(`${baseUrl()}/api/v2/event/ical/ical-import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      events: [
        {
          title,
          startDateTime: start.toISOString(),
          endDateTime: end.toISOString(),
          location: { description: 'Rival Hall, 5 Crown Street, Sydney' },
          facebookUrl: `https://www.facebook.com/events/${facebookId}/`,
          facebookEventId: facebookId,
          icalUID: `e${facebookId}@facebook.com`,
        },
      ],
    }),
  });
  expect(imported.status).toBe(200);
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const ics = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Facebook//NONSGML Facebook Events V1.0//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `UID:e${fileId}@facebook.com`,
    `SUMMARY:${title}`,
    'LOCATION:Rival Hall\\, 5 Crown Street\\, Sydney',
    `URL:https://www.facebook.com/events/${fileId}/`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'floorcraft-ics-')), 'event.ics');
  await writeFile(file, ics);
  return file;
}

async function chooseCalendarFile(page: Page, file: string) {
  await page.locator('input[type="file"][accept*=".ics"]').setInputFiles(file);
}

const titleIs = (page: Page, title: string) =>
  page.waitForFunction(
    (expected) =>
      (document.getElementById('event-title') as HTMLInputElement | null)?.value === expected,
    title,
  );

describe('/create-tickets', () => {
  it('creates, publishes and edits an event’s tickets', async () => {
    const page = await organiserWizard();
    const title = `Zouk Sunset Social ${randomUUID().slice(0, 4)}`;
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText(
        'Please complete required fields: event title, start date/time, end date/time, location.',
      )
      .waitFor();
    await page.getByLabel('Event Title').fill(title);
    await page.getByLabel('Start').fill(weeksAhead(6, 18));
    await page.getByLabel('End').fill(weeksAhead(6, 23));
    await page.getByLabel('Event Location').fill('Pier One, 11 Hickson Road, Dawes Point NSW');
    // One image rule: a refused file says why by the image; a camera-sized picture over 10 MB is
    // made smaller on the device and taken, and the earlier message goes.
    const imageInput = page.locator('input[type="file"][accept="image/*"]');
    await imageInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page
      .getByText('Image upload error: "notes.txt" is not an image.', { exact: false })
      .waitFor();
    const photo = bitmap(2000, 1900);
    expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
    await imageInput.setInputFiles({ name: 'camera.bmp', mimeType: 'image/bmp', buffer: photo });
    await page.getByRole('img', { name: 'Event image preview' }).waitFor();
    expect(await page.getByText('Image upload error', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Progress saved successfully').waitFor();
    await page.waitForURL(/\/create-tickets\?draft=/);
    expect(await page.getByRole('button', { name: /Event Details/ }).innerText()).toContain('✓');

    await page.getByRole('button', { name: 'Add Ticket Type' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please complete required fields: Ticket 2: name').waitFor();
    await page.getByLabel('Ticket Name').nth(1).fill('Sunset Pass');
    await page.getByLabel('Price').nth(1).fill('32.50');
    await page.getByLabel('Quantity').nth(1).fill('40');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Ready to publish?').waitFor();
    const publish = page.getByRole('button', { name: 'Complete Required Fields to Publish' });
    expect(await publish.isDisabled()).toBe(true);
    await page.getByLabel('Card payments (Stripe)').check();
    await page.getByRole('button', { name: 'Publish Tickets' }).click();
    const qr = page.getByRole('dialog', { name: 'Event Check-in QR Code' });
    await qr.getByRole('img', { name: `Check-in QR code for ${title}` }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      qr.getByRole('link', { name: 'Download PNG' }).click(),
    ]);
    const png = await readFile((await download.path())!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    await qr.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${baseUrl()}/dashboard?tab=tickets`);

    const card = page.locator('.published-event', { hasText: title });
    expect(await card.innerText()).toMatch(/Live[\s\S]*Pier One[\s\S]*2 ticket types/);
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Published Event' }).waitFor();
    await page.getByText('EDITING PUBLISHED EVENT').waitFor();
    expect(await page.getByRole('button', { name: 'Save Draft' }).count()).toBe(0);
    // Tickets on sale open on their details, and every step can be opened, also after Back.
    await page.getByLabel('Event Title').waitFor();
    expect(
      await page.getByRole('button', { name: /Event Details/ }).getAttribute('aria-current'),
    ).toBe('step');
    await page.getByRole('button', { name: /Checkout/ }).click();
    await page.getByText('Ready to update?').waitFor();
    expect(await page.getByText('Ready to publish?').count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
    expect(await page.getByRole('button', { name: /Checkout/ }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: /Event Details/ }).click();
    await page.getByLabel('Event Title').fill(`${title} (extended)`);
    await page.getByRole('button', { name: /Checkout/ }).click();
    await page.getByRole('button', { name: 'Update Event' }).click();
    await page.getByText('Changes saved — live now').waitFor();
    expect(await page.getByRole('dialog', { name: 'Event Check-in QR Code' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Return to Ticketing' }).click();
    await page.locator('.published-event', { hasText: `${title} (extended)` }).waitFor();
  });

  it('shows the BLOCK message for another school’s event imported from a calendar file', async () => {
    const email = `rival-${randomUUID().slice(0, 8)}@floorcraft.test`;
    await cli([
      'account',
      'create',
      '--email',
      email,
      '--password',
      'dancedemo',
      '--organisation',
      'Rival Rhythm',
    ]);
    const file = await eventOnFloorcraft(email, 'Rival Tango Night');
    const page = await organiserWizard();
    await chooseCalendarFile(page, file);
    await page
      .getByText(
        'This event already has tickets created by "Rival Rhythm". Only one organization can create tickets for an event.',
      )
      .waitFor();
    expect(await page.getByLabel('Event Title').inputValue()).toBe('');
  });

  it('claims a gallery event after the organiser confirms it is theirs', async () => {
    const file = await eventOnFloorcraft('aficionado@floorcraft.test', 'Gallery Salsa Congress');
    const page = await organiserWizard();
    await chooseCalendarFile(page, file);
    await titleIs(page, 'Gallery Salsa Congress');
    await page
      .getByRole('status')
      .getByText('Event already exists. Please confirm ownership.')
      .waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const modal = page.getByRole('dialog', { name: 'Event already exists' });
    const claim = modal.getByRole('button', { name: 'Claim Ownership' });
    await claim.waitFor();
    expect(await claim.isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await modal.getByLabel('I confirm that my organisation runs this event.').check();
    await claim.click();
    await page.getByText('Event ownership claimed successfully!').waitFor();
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
    await page.waitForURL(/draft=/);
  });

  it('offers the school’s own tickets for an event it has ticketed, and opens them in the wizard', async () => {
    const title = `Own Bachata Night ${randomUUID().slice(0, 4)}`;
    const file = await eventOnFloorcraft('organiser@floorcraft.test', title);
    const page = await organiserWizard();
    await chooseCalendarFile(page, file);
    await titleIs(page, title);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
    await page.waitForURL(/draft=/);
    const draftId = new URL(page.url()).searchParams.get('draft');

    // A second wizard meets the same event: the school is offered its tickets, in the app's dialog.
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.goto(`${baseUrl()}/create-tickets`);
    await chooseCalendarFile(page, file);
    const modal = page.getByRole('dialog', { name: 'Tickets already made' });
    await modal.getByText('Your organisation already has tickets for this event.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Stay here' }).click();
    expect(await page.getByLabel('Event Title').inputValue()).toBe('');
    await chooseCalendarFile(page, file);
    await modal.getByRole('button', { name: 'Open them to edit' }).click();
    await page.waitForURL(`${baseUrl()}/create-tickets?draft=${draftId}&mode=edit`);
    // The draft opens where it was left: step 2, its details kept.
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
    await page.getByRole('button', { name: /Event Details/ }).click();
    await titleIs(page, title);
  });

  it('starts again with an empty form when the ownership claim is cancelled', async () => {
    const file = await eventOnFloorcraft('aficionado@floorcraft.test', 'Gallery Kizomba Weekend');
    const page = await organiserWizard();
    await chooseCalendarFile(page, file);
    await titleIs(page, 'Gallery Kizomba Weekend');
    await page.getByRole('button', { name: 'Next' }).click();
    const modal = page.getByRole('dialog', { name: 'Event already exists' });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await titleIs(page, '');
    expect(page.url()).toBe(`${baseUrl()}/create-tickets`);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('asks about a possible match and keeps a different event new', async () => {
    const file = await eventOnFloorcraft('aficionado@floorcraft.test', 'Kizomba Twin Night', {
      sameEntry: false,
    });
    const page = await organiserWizard();
    await chooseCalendarFile(page, file);
    const modal = page.getByRole('dialog', { name: 'Is this the same event?' });
    await modal.getByText('Found 1 potential conflicts. Please review.').waitFor();
    expect(await modal.innerText()).toContain('Kizomba Twin Night');
    await modal.getByRole('button', { name: 'No, it’s a different event' }).click();
    await titleIs(page, 'Kizomba Twin Night');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
  });
});
