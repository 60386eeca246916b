// An instructor's profile in real Chromium: a dancer signs up ticking "I teach" and fills the
// profile on a phone; the demo school names them on a session of a published event; they confirm
// it in their account; the public page (server-rendered, with its share preview and JSON-LD
// Person) lists it — at 360 and 1280 px, with nothing scrolling sideways and no accessibility
// violations.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  accessibilityViolations,
  baseUrl,
  cli,
  newPage,
  publishedDemoEvents,
  sidewaysScroll,
  signIn,
} from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
};

describe('an instructor profile', () => {
  it('is made by the instructor, named by a school, confirmed, and shown publicly', async () => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Zoe Teacher ${suffix}`;
    const event = (await publishedDemoEvents()).find(
      (one) => one.eventId && new Date(one.eventDetails.endDateTime ?? 0) > new Date(),
    )!;
    expect(event).toBeDefined();

    // The instructor signs up, ticking "I teach", on a phone.
    const teacher = await newPage(browser, 360);
    await teacher.goto(`${baseUrl()}/register?teach=1`);
    await teacher.getByLabel('Name').fill(name);
    await teacher.getByLabel('Email').fill(`zoe-${suffix}@floorcraft.test`);
    await teacher.getByLabel('Password').fill('dance-teacher-1');
    expect(await teacher.getByLabel(/I teach/).isChecked()).toBe(true);
    await teacher.getByRole('button', { name: 'Create account' }).click();
    await teacher.getByRole('heading', { name: 'Become an instructor' }).waitFor();
    expect(await teacher.getByLabel('Name').inputValue()).toBe(name);
    await teacher.getByLabel('Zouk').check();
    await teacher.getByLabel('Bachata').check();
    await teacher.getByLabel('Cities').fill('Sydney, Newcastle');
    await teacher.getByLabel('Languages').fill('English, Portuguese');
    await teacher.getByLabel('Bio').fill('Zouk teacher.\n\n<script>alert(1)</script> stays text.');
    await teacher.getByRole('button', { name: 'Add a link' }).click();
    await teacher.getByLabel('Label').fill('Instagram');
    await teacher.getByLabel('Address (https://…)').fill('javascript:alert(1)');
    await teacher.getByRole('button', { name: 'Become an instructor' }).click();
    await teacher.getByRole('alert').filter({ hasText: 'http or https' }).waitFor();
    await teacher.getByLabel('Address (https://…)').fill('https://instagram.com/zoe');
    await teacher.getByRole('button', { name: 'Become an instructor' }).click();
    await teacher.getByText('Profile saved.').waitFor();
    const slug = (await teacher.getByRole('link', { name: /^\/i\// }).innerText()).slice(3);
    expect(slug).toMatch(/^zoe-teacher-/);
    expect(await sidewaysScroll(teacher)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(teacher)).toEqual([]);
    await shot(teacher, 'instructor-account-phone');

    // A profile is public once its address is confirmed: the link from the welcome e-mail.
    const mails = await cli(['outbox', '--to', `zoe-${suffix}@floorcraft.test`]);
    const confirm =
      mails
        .map((mail) => /http\S+\/verify-email\/\S+/.exec(mail?.text ?? '')?.[0] ?? '')
        .find((link) => link !== '') ?? '';
    expect(confirm).toContain('/verify-email/');
    const inbox = await newPage(browser, 360);
    await inbox.goto(confirm);
    await inbox.getByText('Your e-mail address is confirmed. Thank you!').waitFor();
    await inbox.close();

    // The school names them on the event's first session.
    const school = await newPage(browser, 1280);
    await signIn(school, 'organiser@floorcraft.test');
    await school.waitForURL((url) => !url.pathname.startsWith('/login'));
    await school.goto(`${baseUrl()}/dashboard?tab=tickets`);
    const card = school
      .locator('.published-event')
      .filter({ hasText: event.eventDetails.title })
      .first();
    await card.locator('summary', { hasText: 'Instructors' }).click();
    const field = card.getByRole('searchbox').first();
    await field.fill(name.slice(0, 11));
    await card
      .getByRole('button', { name: new RegExp(`Name ${name}`) })
      .first()
      .click();
    await card.getByText('(waiting for their answer)').first().waitFor();
    if (process.env.E2E_SCREENSHOTS)
      await card.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/school-instructors-desktop.png`,
      });

    // Until they confirm, the profile does not show it.
    const publicPage = await newPage(browser, 360);
    await publicPage.goto(`${baseUrl()}/i/${slug}`);
    await publicPage.getByRole('heading', { name }).waitFor();
    await publicPage.getByText('No confirmed sessions yet.').waitFor();

    // They confirm it in their account.
    await teacher.reload();
    const naming = teacher
      .locator('.namings li')
      .filter({ hasText: 'Harbour City Dance School' })
      .first();
    await naming.waitFor();
    await naming.getByRole('button', { name: /^Confirm/ }).click();
    await naming.getByText('Confirmed').waitFor();

    // The public page, rendered by the server with its share preview, lists the session.
    const html = await (await fetch(`${baseUrl()}/i/${slug}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${name} — dance instructor" />`);
    expect(html).toContain('"@type":"Person"');
    expect(html).not.toContain('<script>alert(1)</script>');
    await publicPage.goto(`${baseUrl()}/i/${slug}`);
    await publicPage.getByRole('heading', { name: 'Upcoming' }).waitFor();
    expect(await publicPage.locator('.taught-sessions').innerText()).toContain(
      event.eventDetails.title,
    );
    expect(await publicPage.getByText('<script>alert(1)</script> stays text.').count()).toBe(1);
    expect(await publicPage.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/zoe',
    );
    expect(await sidewaysScroll(publicPage)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(publicPage)).toEqual([]);
    await shot(publicPage, 'instructor-page-phone');
    const wide = await newPage(browser, 1280);
    await wide.goto(`${baseUrl()}/i/${slug}`);
    await wide.getByRole('heading', { name: 'Upcoming' }).waitFor();
    await shot(wide, 'instructor-page-desktop');

    // The list finds them by style and city.
    await wide.goto(`${baseUrl()}/instructors?style=zouk&city=newcastle`);
    await wide.getByRole('link', { name }).waitFor();
    expect(await accessibilityViolations(wide)).toEqual([]);
    await shot(wide, 'instructors-list-desktop');
    await publicPage.goto(`${baseUrl()}/instructors?style=zouk`);
    await publicPage.getByRole('link', { name }).waitFor();
    expect(await sidewaysScroll(publicPage)).toBeLessThanOrEqual(0);
    await shot(publicPage, 'instructors-list-phone');
  }, 150_000);
});
