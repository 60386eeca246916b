// My Tickets after booking classes with a pass (demo payments): each Book shows the credit it used
// and the class as booked at once — also right after a reload, whose saved copy and early read
// were taken before the booking — and a reload shows what the server says.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { wizardForm } from '../support/wizard-form';
import { baseUrl, cli, newPage, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api(token: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: { id: string; eventId: string } };
  if (!response.ok) throw new Error(JSON.stringify(answer));
  return answer.data;
}

async function tokenOf(email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

it.each([360, 1280])('keeps a pass’s credits and bookings true at %i px', async (width) => {
  const suffix = randomUUID().slice(0, 8);
  const schoolEmail = `pass-school-${suffix}@floorcraft.test`;
  const [school] = await cli([
    'account',
    'create',
    '--email',
    schoolEmail,
    '--password',
    'dancedemo',
    '--organisation',
    `Pass School ${suffix}`,
  ]);
  const token = await tokenOf(schoolEmail, 'dancedemo');
  const series = `Beginner Salsa ${suffix}`;
  const classIds: string[] = [];
  const configurationIds: string[] = [];
  for (const week of [1, 2, 3]) {
    const start = new Date(Date.now() + week * 7 * 86_400_000);
    const draft = await api(
      token,
      '/api/v2/ticket/organiser/draft',
      wizardForm({
        eventDetails: {
          ...wizardForm().eventDetails,
          title: series,
          startDateTime: start.toISOString(),
          endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
        },
        ticketSetup: {
          ticketTypes: [
            { name: 'Class', price: 15, currency: 'AUD', quantity: 20, description: '' },
          ],
          refundPolicy: '',
        },
      }),
    );
    classIds.push(
      (await api(token, '/api/v2/ticket/organiser/publish', { eventId: draft.id })).eventId,
    );
    configurationIds.push(draft.id);
  }
  await api(token, `/api/v2/org/${school!.organisationId}/passes`, {
    name: '5-class pass',
    classes: 5,
    validityWeeks: 8,
    price: 60,
    currency: 'AUD',
    courses: configurationIds,
  });

  const dancerEmail = `pass-dancer-${suffix}@floorcraft.test`;
  await cli(['account', 'create', '--email', dancerEmail, '--password', 'dancedemo']);
  const page = await newPage(browser, width);
  await signIn(page, dancerEmail);
  await page.waitForURL(`${baseUrl()}/tickets`);
  await page.goto(`${baseUrl()}/tickets?eventId=${classIds[0]}`);
  await page.getByRole('button', { name: 'Buy 5-class pass' }).click();
  await page.waitForURL(/\/my-tickets/);
  const passes = page.getByRole('region', { name: 'Class passes' });
  await passes.getByText('5 of 5 classes left').waitFor();
  const book = passes.getByRole('button', { name: /^Book: / });
  await book.first().click();
  await passes.getByText('4 of 5 classes left').waitFor();

  // Reloaded: the saved copy shows first, the early read is under way; Book at once.
  await page.reload();
  await passes.getByText('4 of 5 classes left').waitFor();
  await book.first().click();
  await passes.getByText('3 of 5 classes left').waitFor();
  await expect.poll(() => passes.getByText('Booked', { exact: true }).count()).toBe(2);
  expect(await book.count()).toBe(1);

  await page.reload();
  await passes.getByText('3 of 5 classes left').waitFor();
  expect(await passes.getByText('Booked', { exact: true }).count()).toBe(2);
  expect(await book.count()).toBe(1);
  // Each booking is a ticket (of the class's type) on the page too.
  await expect.poll(() => page.locator('.ticket-pass', { hasText: 'Class' }).count()).toBe(2);

  // Cancel gives the credit back, and the page says so at once.
  await passes
    .getByRole('button', { name: /^Cancel booking: / })
    .first()
    .click();
  await passes.getByText('4 of 5 classes left').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});
