// Sign-in paused by too many attempts: the owner's known device still signs in, and a new one is
// let in by the e-mailed "it was me" link, then signs in with its password as usual.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { baseUrl, cli, newPage, signIn } from './helpers';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function expectAlert(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  expect(await alert.innerText()).toBe(text);
}

it('lets a paused device in by the e-mailed link, while a known device signs in as usual', async () => {
  const email = `paused-${randomUUID().slice(0, 8)}@floorcraft.test`;
  await cli(['account', 'create', '--email', email, '--password', 'dancedemo']);
  const laptop = await newPage(browser);
  await signIn(laptop, email);
  await laptop.waitForURL(`${baseUrl()}/tickets`);

  // A new phone: five wrong passwords, then even the right one is paused.
  const phone = await newPage(browser, 360);
  for (let miss = 0; miss < 5; miss++) {
    await signIn(phone, email, `wrong-${miss}`);
    await expectAlert(phone, 'Invalid email or password.');
  }
  await signIn(phone, email, 'dancedemo');
  await expectAlert(phone, 'Too many sign-in attempts. Please wait 15 minutes and try again.');
  const offer = phone.getByText('Was it you? We can e-mail you a link');
  await offer.waitFor();
  if (SCREENSHOTS) await phone.screenshot({ path: `${SCREENSHOTS}/device-link-offer.png` });
  await phone.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  const sent = phone
    .getByRole('status')
    .filter({ hasText: 'If an account with that email exists' });
  await sent.waitFor();
  expect(await sent.innerText()).toBe(
    'If an account with that email exists, we have e-mailed it a link that lets this device sign in.',
  );

  // The laptop signed in before: signed out (a fresh browser session keeping only its device
  // cookie), it is not paused.
  const laptopAgain = await newPage(browser);
  const deviceCookies = (await laptop.context().cookies()).filter(
    (cookie) => cookie.name === 'floorcraft_device',
  );
  expect(deviceCookies).toHaveLength(1);
  await laptopAgain.context().addCookies(deviceCookies);
  await signIn(laptopAgain, email);
  await laptopAgain.waitForURL(`${baseUrl()}/tickets`);

  const mails = await cli(['outbox', '--to', email]);
  const link = mails
    .map((mail) => /https?:\/\/\S+\/trust-device\/[\w-]+/.exec(mail.text ?? '')?.[0])
    .find(Boolean);
  expect(link).toBeDefined();
  await phone.goto(baseUrl() + new URL(link ?? '').pathname);
  const letIn = phone.getByRole('status').filter({ hasText: 'This device can sign in again.' });
  await letIn.waitFor();
  expect(await letIn.innerText()).toBe(
    'This device can sign in again. Enter your password to continue.',
  );
  if (SCREENSHOTS) await phone.screenshot({ path: `${SCREENSHOTS}/trust-device.png` });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.locator('.auth-card').getByRole('link', { name: 'Sign In' }).click();
  await phone.waitForURL(/\/login\?email=/);
  expect(await phone.getByLabel('Email').inputValue()).toBe(email);
  await phone.getByLabel('Password').fill('dancedemo');
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await phone.waitForURL(`${baseUrl()}/tickets`);
});
