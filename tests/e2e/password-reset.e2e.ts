// Forgot password → e-mailed link (read from the outbox with the CLI) → new password → sign in.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { baseUrl, cli, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('resets a forgotten password through the e-mailed link', async () => {
  const email = `forgetful-${randomUUID().slice(0, 8)}@floorcraft.test`;
  await cli(['account', 'create', '--email', email, '--password', 'oldpassword']);
  const page = await newPage(browser);
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL(`${baseUrl()}/forgot-password`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  expect(await page.getByRole('alert').innerText()).toBe('Please enter your email address.');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'If an account with that email exists' });
  await sent.waitFor();
  expect(await sent.innerText()).toBe(
    'If an account with that email exists, a password reset link has been sent.',
  );

  const [mail] = await cli(['outbox', '--to', email]);
  const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const path = new URL(link ?? '').pathname;
  // Opened as mailed: the link names the address of the database the account is in.
  await page.goto(link ?? '');
  await page.getByLabel('New Password').fill('newpassword');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect(await page.getByRole('alert').innerText()).toBe(
    'Passwords do not match. Please try again.',
  );
  await page.getByLabel('New Password').fill('abcd');
  await page.getByLabel('Confirm Password').fill('abcd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect(await page.getByRole('alert').innerText()).toBe(
    'Password must be at least 5 characters long.',
  );
  await page.getByLabel('New Password').fill('newpassword');
  await page.getByLabel('Confirm Password').fill('newpassword');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page
    .getByText('Password reset successfully! You can now log in with your new password.')
    .waitFor();
  await page.waitForURL(`${baseUrl()}/login`, { timeout: 6000 });

  await signIn(page, email, 'oldpassword');
  expect(await page.getByRole('alert').innerText()).toBe('Invalid email or password.');
  await signIn(page, email, 'newpassword');
  await page.waitForURL(`${baseUrl()}/tickets`);

  // The link works once.
  await page.goto(baseUrl() + path);
  await page.getByLabel('New Password').fill('another1');
  await page.getByLabel('Confirm Password').fill('another1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  expect(await page.getByRole('alert').innerText()).toBe(
    'This password reset link is invalid or has expired. Please request a new one.',
  );
});

it('explains a reset or cancellation link without its token', async () => {
  const page = await newPage(browser);
  await page.goto(`${baseUrl()}/reset-password`);
  expect(await page.getByRole('alert').innerText()).toBe(
    'Invalid or missing reset token. Please request a new password reset.',
  );
  await page.goto(`${baseUrl()}/cancel-deletion`);
  expect(await page.getByRole('alert').innerText()).toBe(
    'Invalid or missing cancellation token. Please check your email for the correct link.',
  );
  await page.goto(`${baseUrl()}/cancel-deletion/not-a-real-token`);
  await page.getByRole('alert').waitFor({ timeout: 5000 });
  expect(await page.getByRole('alert').innerText()).toBe(
    'Failed to cancel deletion. Please try again or contact support.',
  );
});
