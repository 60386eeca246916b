// The wizard on bad Wi-Fi, in real Chromium: a step saved offline stays on the device and reaches
// the server once when the browser is back online; a draft begun offline survives a closed tab and
// becomes exactly one server draft; a device that cannot keep it says so instead of claiming it did.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftSummary } from '../../src/contract/organiser-lists';
import { launchBrowser } from '../support/browser';
import { baseUrl, signIn } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function organiserDrafts(): Promise<DraftSummary[]> {
  const login = await fetch(`${baseUrl()}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organiser@floorcraft.test', password: 'dancedemo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl()}/api/v2/ticket/organiser/drafts`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await response.json()) as { data: DraftSummary[] }).data;
}

async function wizardIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, 'organiser@floorcraft.test');
  await page.waitForURL(`${baseUrl()}/dashboard`);
  await page.goto(`${baseUrl()}/create-tickets`);
  await page.getByRole('heading', { name: 'Create Tickets' }).waitFor();
  return page;
}

async function fillDetails(page: Page, title: string) {
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Event Title').fill(title);
  await page.getByLabel('Start').fill(`${day}T19:00`);
  await page.getByLabel('End').fill(`${day}T23:00`);
  await page.getByLabel('Event Location').fill('Marrickville Town Hall, 303 Marrickville Road');
}

const waiting =
  'Saved on this device — will sync when you’re back online. Waiting to sync: Event Details.';

describe('the wizard offline', () => {
  it('keeps a step on the device and sends it once when back online', async () => {
    const context = await browser.newContext();
    const page = await wizardIn(context);
    const title = `Offline Zouk ${randomUUID().slice(0, 6)}`;
    await fillDetails(page, title);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(waiting).waitFor();
    await page.getByRole('heading', { name: 'Ticket 1' }).waitFor();
    expect(page.url()).not.toContain('draft=');
    await context.setOffline(false);
    await page.getByText('Progress saved successfully').waitFor();
    await page.waitForURL(/draft=/);
    expect(
      (await organiserDrafts()).filter((draft) => draft.eventDetails.title === title),
    ).toHaveLength(1);
    await context.close();
  });

  it('brings back a draft begun offline after the tab was closed, as one server draft', async () => {
    const context = await browser.newContext();
    const page = await wizardIn(context);
    const title = `Offline Tango ${randomUUID().slice(0, 6)}`;
    await fillDetails(page, title);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(waiting).waitFor();
    await page.close();
    await context.setOffline(false);

    const again = await context.newPage();
    await again.goto(`${baseUrl()}/create-tickets`);
    await again
      .getByText(
        'Restored the changes saved on this device; they reach Floorcraft with your next save.',
      )
      .waitFor();
    await again.getByRole('heading', { name: 'Ticket 1' }).waitFor();
    await again.getByRole('button', { name: 'Save Draft' }).click();
    await again.getByText('Progress saved successfully').waitFor();
    await again.getByRole('button', { name: 'Save Draft' }).click();
    await again.getByText('Progress saved successfully').waitFor();
    expect(
      (await organiserDrafts()).filter((draft) => draft.eventDetails.title === title),
    ).toHaveLength(1);
    await context.close();
  });

  it('says plainly when the device cannot keep a step either, and sends it when back online', async () => {
    const context = await browser.newContext();
    // Storage full (or a private window): the device refuses to keep wizard drafts.
    await context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args) {
        if (this.name === 'wizard-drafts')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    const page = await wizardIn(context);
    const title = `Full Disk Salsa ${randomUUID().slice(0, 6)}`;
    await fillDetails(page, title);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText(/^Not saved: there is no connection, and this device could not keep/)
      .waitFor();
    expect(await page.getByText(waiting).count()).toBe(0);
    await context.setOffline(false);
    await page.getByText('Progress saved successfully').waitFor();
    expect(
      (await organiserDrafts()).filter((draft) => draft.eventDetails.title === title),
    ).toHaveLength(1);
    await context.close();
  });
});
