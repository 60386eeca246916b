// Private lessons in real Chromium: a new instructor (on a phone) adds a lesson type and weekly
// hours in Sydney; a dancer in Perth sees the free slots in their own time with Sydney's beside
// them, books one, finds it in their lessons and cancels it — at 360 and 1280 px, with nothing
// scrolling sideways and no accessibility violations.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, cli, newPage, sidewaysScroll, signIn } from './helpers';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('private lessons', () => {
  it('are offered by an instructor, booked by a dancer in another zone, and cancelled', async () => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Lia Lessons ${suffix}`;
    const email = `lia-${suffix}@floorcraft.test`;

    const teacher = await newPage(browser, 360);
    await teacher.goto(`${baseUrl()}/register?teach=1`);
    await teacher.getByLabel('Name').fill(name);
    await teacher.getByLabel('Email').fill(email);
    await teacher.getByLabel('Password').fill('dance-teacher-1');
    await teacher.getByRole('button', { name: 'Create account' }).click();
    await teacher.getByRole('heading', { name: 'Become an instructor' }).waitFor();
    await teacher.getByLabel('Zouk').check();
    await teacher.getByRole('button', { name: 'Become an instructor' }).click();
    await teacher.getByText('Profile saved.').waitFor();
    const slug = (await teacher.getByRole('link', { name: /^\/i\// }).innerText()).slice(3);
    const mails = await cli(['outbox', '--to', email]);
    const confirm =
      mails
        .map((mail) => /http\S+\/verify-email\/\S+/.exec(mail?.text ?? '')?.[0] ?? '')
        .find((link) => link !== '') ?? '';
    await teacher.goto(confirm);
    await teacher.getByText('Your e-mail address is confirmed. Thank you!').waitFor();

    await teacher.goto(`${baseUrl()}/account/instructor`);
    await teacher.getByRole('heading', { name: 'Private lessons' }).waitFor();
    await teacher.getByLabel('Lesson name').fill('Zouk private');
    await teacher.getByLabel('Price').fill('90');
    await teacher.getByLabel('At the dancer’s studio').check();
    await teacher.getByRole('button', { name: 'Add lesson' }).click();
    await teacher.getByText('Zouk private · 60 min').waitFor();
    await teacher.getByLabel('Your time zone').selectOption('Australia/Sydney');
    for (const day of [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
      await teacher.getByLabel(day, { exact: true }).fill('09:00-17:00');
    await teacher.getByLabel('Minimum notice (hours)').fill('0');
    await teacher.getByRole('button', { name: 'Save availability' }).click();
    await teacher.getByRole('status').filter({ hasText: 'Saved.' }).last().waitFor();
    expect(await sidewaysScroll(teacher)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(teacher)).toEqual([]);
    if (SCREENSHOTS)
      await teacher.screenshot({
        path: `${SCREENSHOTS}/lessons-instructor-360.png`,
        fullPage: true,
      });

    // A dancer in Perth books on a phone, then looks again on a desktop.
    const context = await browser.newContext({
      viewport: { width: 360, height: 900 },
      timezoneId: 'Australia/Perth',
    });
    const dancer = await context.newPage();
    await signIn(dancer, 'dancer@floorcraft.test');
    await dancer.waitForURL((url) => !url.pathname.startsWith('/login'));
    await dancer.goto(`${baseUrl()}/i/${slug}`);
    await dancer.getByRole('heading', { name: 'Book a private lesson' }).waitFor();
    await dancer.getByText(/Times are in your time zone \(Perth\)/).waitFor();
    // The week's last slot: days away, so well before the 24-hour cut-off.
    const slot = dancer.locator('.lesson-slots button').last();
    await slot.waitFor();
    // Sydney is 2 or 3 hours ahead of Perth: each slot says its Sydney time too.
    expect(await slot.innerText()).toMatch(/in Sydney/);
    expect(await sidewaysScroll(dancer)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(dancer)).toEqual([]);
    await slot.click();
    await dancer.getByRole('button', { name: 'Book this lesson' }).click();
    await dancer.getByRole('status').filter({ hasText: 'Booked' }).waitFor();
    if (SCREENSHOTS)
      await dancer.screenshot({ path: `${SCREENSHOTS}/lessons-booked-360.png`, fullPage: true });

    await dancer.setViewportSize({ width: 1280, height: 900 });
    await dancer.getByRole('link', { name: 'See your lessons' }).click();
    await dancer.getByRole('heading', { name: 'My private lessons' }).waitFor();
    await dancer.getByText(name).first().waitFor();
    if (SCREENSHOTS) await dancer.screenshot({ path: `${SCREENSHOTS}/lessons-mine-1280.png` });
    expect(await sidewaysScroll(dancer)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(dancer)).toEqual([]);
    await dancer
      .getByRole('button', { name: /^Cancel lesson: Zouk private/ })
      .first()
      .click();
    await dancer.getByText('Cancelled').first().waitFor();

    // The instructor sees the lesson booked with them.
    await teacher.reload();
    await teacher.getByText('dancer@floorcraft.test').first().waitFor();
    await context.close();
  });
});
