// A buyer sent to sign in keeps their tickets on every way back: a new account, the e-mailed
// confirmation link opened on another device, a session that ran out while choosing, and a session
// kept from an earlier visit that no longer works. The sign-in page says why they are there.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { baseUrl, cli, newPage, publishedDemoEvents, reviewAndPay, signIn } from './helpers';

let browser: Browser;
let eventId: string;
let title: string;
let firstType: string;
let secondType: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const demo = (await publishedDemoEvents()).find(
    (entry) => entry.ticketSetup.ticketTypes.length === 3,
  )!;
  eventId = demo.eventId!;
  title = demo.eventDetails.title;
  firstType = demo.ticketSetup.ticketTypes[0]!.name;
  secondType = demo.ticketSetup.ticketTypes[1]!.name;
});
afterAll(() => browser.close());

/** 2 of the first type and 1 of the second. */
async function chooseThree(page: Page) {
  await page.goto(`${baseUrl()}/tickets?eventId=${eventId}`);
  await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
  const more = (name: string) => page.getByRole('button', { name: `More ${name}`, exact: true });
  await more(firstType).click();
  await more(firstType).click();
  await more(secondType).click();
  await page.getByText(`${firstType} × 2`).waitFor();
}

async function expectThreeChosen(page: Page) {
  await page.waitForURL(new RegExp(`/tickets\\?eventId=${eventId}`));
  await page.getByRole('heading', { name: 'Buy Tickets' }).waitFor();
  await page.getByText(`${firstType} × 2`).waitFor();
  await page.getByText(`${secondType} × 1`).waitFor();
}

const why = () => `Sign in or create an account to buy 3 tickets for ${title}.`;

describe.each([360, 1280])('the way to sign in keeps the basket at %i px', (width) => {
  it('through a new account, and through the e-mailed link on another device', async () => {
    const page = await newPage(browser, width);
    await chooseThree(page);
    await reviewAndPay(page);
    await page.waitForURL(/\/login\?return=/);
    await page.getByText(why()).waitFor();
    // The web sign-up is its own link beside the app's "Don't have an account?" modal.
    await page.getByRole('link', { name: 'Create an account here' }).click();
    await page.waitForURL(/\/register\?return=/);
    await page.getByText(why()).waitFor();
    const email = `basket-${randomUUID().slice(0, 8)}@floorcraft.test`;
    await page.getByLabel('Name').fill('Ana Kizomba');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('salsa123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectThreeChosen(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // My Tickets says where the confirmation link went, and sends it again on request.
    await page.goto(`${baseUrl()}/my-tickets`);
    const notice = page.getByRole('region', { name: 'Please confirm your e-mail address' });
    await notice.getByText(email).waitFor();
    // Tickets passed on to the address wait for it to be confirmed: the notice says so.
    await notice.getByText(/^Tickets passed on to this address.+once it is confirmed\.$/).waitFor();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice
      .getByRole('status')
      .filter({ hasText: `We sent a new confirmation link to ${email}.` })
      .waitFor();

    // The confirmation e-mail, opened on another device: it leads back to the same tickets.
    const mails = await cli(['outbox', '--to', email]);
    expect(mails).toHaveLength(2);
    const link =
      mails
        .map((mail) => /http\S+\/verify-email\/\S+/.exec(mail?.text ?? '')?.[0] ?? '')
        .find((address) => address.includes('return=')) ?? '';
    expect(link).toContain('return=');
    const phone = await newPage(browser, width);
    await phone.goto(link);
    await phone.getByText('Your e-mail address is confirmed. Thank you!').waitFor();
    await phone.getByRole('link', { name: 'Continue your purchase' }).click();
    await expectThreeChosen(phone);
    await reviewAndPay(phone);
    await phone.waitForURL(/\/login\?return=/);
    await phone.getByText(why()).waitFor();
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password').fill('salsa123');
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await expectThreeChosen(phone);
  });

  it('when the session runs out while choosing, and with a dead session from an earlier visit', async () => {
    const email = `expired-${randomUUID().slice(0, 8)}@floorcraft.test`;
    await cli(['account', 'create', '--email', email, '--password', 'dancedemo']);
    const page = await newPage(browser, width);
    await signIn(page, email);
    await page.waitForURL(`${baseUrl()}/tickets`);
    await chooseThree(page);
    // Signed out elsewhere meanwhile: neither token works any more.
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'expired.access.token');
      localStorage.setItem('refreshToken', 'revoked-refresh-token');
    });
    await reviewAndPay(page);
    await page.waitForURL(/\/login\?return=/);
    await page.getByText(why()).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectThreeChosen(page);

    // A later visit in another tab, its stored session dead: choose, sign in, same tickets.
    const later = await page.context().newPage();
    await later.goto(`${baseUrl()}/`);
    await later.evaluate((id) => {
      localStorage.setItem('accessToken', 'expired.access.token');
      localStorage.setItem('refreshToken', 'revoked-refresh-token');
      localStorage.removeItem(`floorcraft-purchase-selection:${id}`);
    }, eventId);
    await chooseThree(later);
    await reviewAndPay(later);
    await later.waitForURL(/\/login\?return=/);
    await later.getByLabel('Email').fill(email);
    await later.getByLabel('Password').fill('dancedemo');
    await later.getByRole('button', { name: 'Sign In' }).click();
    await expectThreeChosen(later);
  });
});
