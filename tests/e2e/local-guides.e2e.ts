// Local guides in real Chromium: a dancer applies to be a guide on a phone; a site administrator
// approves it in the review queue; the new guide fills their profile (Sydney, bachata); a visiting
// dancer finds them from the home page's card by city and style and writes to them (a double click
// sends one message); the guide receives the e-mail, opens the message, answers and reports it;
// the dancer opens the answer from its e-mail and reports it; the administrator sees both reports —
// at 360 and 1280 px, with nothing scrolling sideways and no accessibility violations.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { accessibilityViolations, baseUrl, cli, newPage, sidewaysScroll, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
};
/** A page whose steps give up after 20 s, so a failure names its step. */
const open = async (width: number) => {
  const page = await newPage(browser, width);
  page.setDefaultTimeout(20_000);
  return page;
};
const fits = async (page: Page) => {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(page)).toEqual([]);
};

describe('a local guide', () => {
  it('applies, is approved, is found by a visiting dancer, receives a message and reports it', async () => {
    const suffix = randomUUID().slice(0, 6);
    const name = `Gia Guide ${suffix}`;
    const guideEmail = `gia-${suffix}@floorcraft.test`;
    const adminEmail = `admin-${suffix}@floorcraft.test`;
    await cli(['account', 'create', '--email', guideEmail, '--password', 'guide-pass-1']);
    await cli(['account', 'create', '--email', adminEmail, '--password', 'admin-pass-1']);
    await cli(['account', 'admin', '--email', adminEmail]);

    // The dancer applies on a phone.
    const guide = await open(360);
    await signIn(guide, guideEmail, 'guide-pass-1');
    await guide.waitForURL((url) => !url.pathname.startsWith('/login'));
    await guide.goto(`${baseUrl()}/account/guide`);
    await guide.getByRole('heading', { name: 'Become a local guide' }).waitFor();
    await guide.getByLabel('Your city').fill('Sydney');
    await guide.getByLabel('Bachata').check();
    await guide.getByLabel('Why would you like to be a guide?').fill('I host visitors weekly.');
    await guide.getByRole('button', { name: 'Send my application' }).click();
    await guide.getByText('is waiting for review').waitFor();
    await fits(guide);
    await shot(guide, 'guide-application-phone');

    // A site administrator approves it.
    const admin = await open(1280);
    await signIn(admin, adminEmail, 'admin-pass-1');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.goto(`${baseUrl()}/admin/guides`);
    await admin.getByRole('heading', { name: 'Guide review' }).waitFor();
    await fits(admin);
    await shot(admin, 'guide-review-desktop');
    await admin.getByRole('button', { name: `Approve ${guideEmail}` }).click();
    await admin.getByText('approved, and told by e-mail').waitFor();
    const approval = await cli(['outbox', '--to', guideEmail]);
    expect(approval.map((mail) => mail.subject)).toContain('You are a local guide on Floorcraft');

    // The new guide fills their profile.
    await guide.reload();
    await guide.getByRole('heading', { name: 'Your guide profile' }).waitFor();
    await guide.getByLabel('Name').fill(name);
    await guide.getByLabel('City').fill('Sydney');
    await guide.getByLabel('Bachata').check();
    await guide.getByLabel('Languages').fill('English, Spanish');
    await guide.getByLabel('Ask me about').fill('Friday bachata socials <b>near the harbour</b>');
    await guide.getByRole('button', { name: 'Publish my guide profile' }).click();
    await guide.getByText('Guide profile saved.').waitFor();
    const slug = (await guide.getByRole('link', { name: /^\/guides\// }).innerText()).slice(8);
    await guide.getByRole('heading', { name: "This week's picks" }).waitFor();
    await fits(guide);
    await shot(guide, 'guide-account-phone');

    // A visiting dancer finds them from the home page's card, by city and style, and writes.
    for (const width of [360, 1280]) {
      const visitor = await open(width);
      await signIn(visitor, 'dancer@floorcraft.test');
      await visitor.waitForURL((url) => !url.pathname.startsWith('/login'));
      await visitor.goto(`${baseUrl()}/`);
      await visitor.getByRole('link', { name: 'Find a local guide' }).click();
      await visitor.getByRole('heading', { name: 'Local guides' }).waitFor();
      await visitor.getByLabel('City').fill('sydney');
      await visitor.getByRole('button', { name: 'Find guides' }).click();
      await visitor.getByLabel('Style').selectOption('bachata');
      await visitor.waitForURL((url) => url.search.includes('style=bachata'));
      expect(new URL(visitor.url()).searchParams.get('city')).toBe('sydney');
      await fits(visitor);
      await shot(visitor, `guides-list-${width}`);
      await visitor.getByRole('link', { name }).click();
      await visitor.getByRole('heading', { name, level: 1 }).waitFor();
      await visitor.getByText('Friday bachata socials <b>near the harbour</b>').waitFor();
      await fits(visitor);
      await shot(visitor, `guide-page-${width}`);
      if (width === 360) {
        await visitor.getByLabel('Subject').fill('Visiting Sydney');
        await visitor.getByLabel('Message').fill('Where is bachata on Friday?');
        // A double click sends the message once: both sends carry the form's one key.
        await visitor.getByRole('button', { name: 'Send message' }).dblclick();
        await visitor.getByText('Message sent.').waitFor();
      }
      await visitor.close();
    }

    // The guide receives it by e-mail, opens it from the link and reports it.
    const mails = await cli(['outbox', '--to', guideEmail]);
    const relayedAll = mails.filter((mail) => mail.subject?.endsWith(': Visiting Sydney'));
    expect(relayedAll).toHaveLength(1);
    const relayed = relayedAll[0];
    expect(relayed?.text).toContain('Where is bachata on Friday?');
    expect(relayed?.text).not.toContain('dancer@floorcraft.test');
    const link = /http\S+\/account\/guide\/messages\/\S+/.exec(relayed?.text ?? '')?.[0] ?? '';
    await guide.goto(`${baseUrl()}${new URL(link).pathname}`);
    await guide.getByRole('heading', { name: 'Visiting Sydney' }).waitFor();
    await fits(guide);
    await shot(guide, 'guide-message-phone');
    await guide.getByLabel('Answer Demo').fill('Try the Friday social in Surry Hills.');
    await guide.getByRole('button', { name: 'Send answer' }).click();
    await guide.getByText('Answer sent').waitFor();
    await guide.getByRole('button', { name: 'Report this message' }).click();
    await guide.getByText('You reported this message').waitFor();

    // The dancer opens the answer from its e-mail and reports it.
    const answers = await cli(['outbox', '--to', 'dancer@floorcraft.test']);
    const answerMail = answers.find(
      (mail) => mail.subject === `${name} answered you on Floorcraft: Visiting Sydney`,
    );
    expect(answerMail?.text).not.toContain(guideEmail);
    const answerLink =
      /http\S+\/account\/guide-answers\/\S+/.exec(answerMail?.text ?? '')?.[0] ?? '';
    const dancer = await open(360);
    await signIn(dancer, 'dancer@floorcraft.test');
    await dancer.waitForURL((url) => !url.pathname.startsWith('/login'));
    await dancer.goto(`${baseUrl()}${new URL(answerLink).pathname}`);
    await dancer.getByText('Try the Friday social in Surry Hills.').waitFor();
    await dancer.getByRole('link', { name }).waitFor();
    await fits(dancer);
    await shot(dancer, 'guide-answer-phone');
    await dancer.getByLabel('What is wrong with it? (optional)').fill('Not helpful');
    await dancer.getByRole('button', { name: 'Report this answer' }).click();
    await dancer.getByText('You reported this answer').waitFor();
    await dancer.close();

    await admin.reload();
    await admin.getByRole('heading', { name: 'Reported messages (' }).waitFor();
    await admin.getByText('Where is bachata on Friday?').waitFor();
    await admin.getByRole('heading', { name: 'Reported answers (' }).waitFor();
    await admin.getByText('Try the Friday social in Surry Hills.').waitFor();
    await fits(admin);
    expect(slug.length).toBeGreaterThan(2);
  }, 240_000);
});
